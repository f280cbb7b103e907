import {
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  SAME_AS_CURRENT,
  samePassword,
} from "@domain/auth/password-rules";

export { PASSWORDS_DIFFER };

import { ApiRequestError, serverMessage } from "@/lib/api";

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type FieldErrors = Partial<Record<PasswordField, string>>;
export type PasswordValues = Record<PasswordField, string>;

const CONFIRM_REQUIRED = "Please type the new password again.";
const FALLBACK = "Failed to change password. Please try again.";

/**
 * What the browser can tell before asking the server, in the server's own words
 * (domain/auth/password-rules.ts). The common-password list stays on the server.
 */
export function checkPasswordChange(v: PasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  if (!v.newPassword) errors.newPassword = PASSWORD_REQUIRED;
  else if (v.newPassword.length < PASSWORD_MIN) errors.newPassword = PASSWORD_TOO_SHORT;
  else if (v.newPassword.length > PASSWORD_MAX) errors.newPassword = PASSWORD_TOO_LONG;
  else if (v.currentPassword && samePassword(v.currentPassword, v.newPassword)) errors.newPassword = SAME_AS_CURRENT;
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
