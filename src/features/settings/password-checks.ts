import { PASSWORDS_DIFFER } from "@domain/auth/password-rules";
import { changePasswordSchema } from "@domain/auth/schemas";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { checkForm } from "@/lib/form-errors";

export { PASSWORDS_DIFFER };

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type FieldErrors = Partial<Record<PasswordField, string>>;
export type PasswordValues = Record<PasswordField, string>;

const CONFIRM_REQUIRED = "Please type the new password again.";
const FALLBACK = "Failed to change password. Please try again.";

/**
 * What the browser can tell before asking the server: the route's own schema
 * (changePasswordSchema, domain/auth/schemas.ts, common passwords included), plus the
 * confirmation, which only the form has.
 */
export function checkPasswordChange(v: PasswordValues): FieldErrors {
  const check = checkForm(changePasswordSchema, { currentPassword: v.currentPassword, newPassword: v.newPassword });
  const errors: FieldErrors = {};
  if (!check.ok) {
    if (check.errors.currentPassword) errors.currentPassword = check.errors.currentPassword;
    if (check.errors.newPassword) errors.newPassword = check.errors.newPassword;
  }
  if (!v.confirmPassword) errors.confirmPassword = CONFIRM_REQUIRED;
  else if (v.confirmPassword !== v.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

/**
 * A refused change, placed where the person will look: next to the field the server named
 * (a wrong current password, a common new one), else one line for the whole form.
 */
export function serverErrors(error: unknown): { fields: FieldErrors; form?: string } {
  const fields: FieldErrors = {};
  if (error instanceof ApiRequestError) {
    for (const issue of error.body?.issues ?? []) {
      if ((issue.path === "currentPassword" || issue.path === "newPassword") && !fields[issue.path]) {
        fields[issue.path] = issue.message;
      }
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: serverMessage(error) ?? FALLBACK };
}
