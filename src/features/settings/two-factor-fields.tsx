import { type InputHTMLAttributes, type Ref, useId } from "react";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { inputClass } from "@/ui/field";

/**
 * A labelled field whose message sits outside the label, so the field's name stays its
 * label and the message is read as its description (as in password-form.tsx).
 */
export function Field({
  label,
  error,
  inputRef,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props for a 6-digit authenticator code field (phones show digits; apps can fill it). */
export const totpInputProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 7,
  spellCheck: false,
} as const;

export type TwoFactorErrors = Partial<Record<"code" | "password", string>> & { form?: string };

/** A refused request, next to the field the server named, else one line for the form. */
export function twoFactorErrors(error: unknown, fallback: string): TwoFactorErrors {
  const found: TwoFactorErrors = {};
  if (error instanceof ApiRequestError) {
    for (const issue of error.body?.issues ?? []) {
      if ((issue.path === "code" || issue.path === "password") && !found[issue.path]) found[issue.path] = issue.message;
    }
  }
  if (!found.code && !found.password) found.form = serverMessage(error) ?? fallback;
  return found;
}

/** The form-wide message of these forms: the shared one of `src/ui/field`. */
export { FormMessage as FormError } from "@/ui/field";
