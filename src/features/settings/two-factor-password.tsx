import { PASSWORD_REQUIRED } from "@domain/auth/password-rules";
import type { TwoFactorSetup } from "@domain/auth/two-factor-rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { apiJson } from "@/lib/api";
import { primaryButton, secondaryButton } from "@/ui/field";
import { Field, FormError, type TwoFactorErrors, twoFactorErrors } from "./two-factor-fields";

/**
 * Turning two-factor on, step one (ADR 013): the current password, so a session left open
 * (or a stolen cookie) cannot enrol someone else's authenticator. The server answers the
 * new secret, which the next step shows as a QR code.
 */
export function TwoFactorPasswordForm({
  email,
  onStarted,
  onCancel,
}: {
  email: string | null;
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<TwoFactorErrors>({});
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The card changed under the button that was pressed: the focus moves to the new field.
  useEffect(() => passwordRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setErrors({ password: PASSWORD_REQUIRED });
      return passwordRef.current?.focus();
    }
    setPending(true);
    setErrors({});
    try {
      onStarted(await apiJson<TwoFactorSetup>("POST", "/api/auth/2fa/setup", { password }));
    } catch (error) {
      const found = twoFactorErrors(error, "Failed to start two-factor setup. Please try again.");
      setErrors(found);
      if (found.password) passwordRef.current?.focus();
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-label="Confirm your password">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter your password to set up two-factor authentication.
      </p>
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
          {pending ? "Please wait..." : "Continue"}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
