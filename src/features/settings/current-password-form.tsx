import { setupTwoFactorSchema } from "@domain/auth/two-factor";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { checkForm } from "@/lib/form-errors";
import { primaryButton, secondaryButton } from "@/ui/field";
import { Field, FormError, type TwoFactorErrors, twoFactorErrors } from "./two-factor-fields";

/**
 * The current password asked again before a change of sign-in factors (ADR 013): turning
 * two-factor on, connecting Google or Apple. `onConfirm` sends it; its failure is shown by the
 * field it names (a wrong password) or under the form.
 */
export function CurrentPasswordForm({
  ariaLabel,
  intro,
  submitLabel,
  failure,
  email,
  onConfirm,
  onCancel,
}: {
  ariaLabel: string;
  intro: string;
  submitLabel: string;
  /** Shown when the server's answer says nothing more precise. */
  failure: string;
  email: string | null;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<TwoFactorErrors>({});
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The card changed under the button that was pressed: the focus moves to the new field.
  useLayoutEffect(() => passwordRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The current-password rule of POST /api/auth/2fa/setup's schema; connecting a provider
    // asks for the same password (its schema only bounds the length, which this includes).
    const check = checkForm(setupTwoFactorSchema, { password });
    if (!check.ok) {
      setErrors({ password: check.errors.password });
      return passwordRef.current?.focus();
    }
    setPending(true);
    setErrors({});
    try {
      await onConfirm(password);
    } catch (error) {
      const found = twoFactorErrors(error, failure);
      setErrors(found);
      if (found.password) passwordRef.current?.focus();
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-label={ariaLabel}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      {/* Lets password managers offer the right account's password. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
      <div className="mt-3 max-w-sm">
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
          error={errors.password}
          inputRef={passwordRef}
        />
      </div>
      <FormError message={errors.form} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Please wait..." : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
