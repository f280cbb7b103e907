import { disableTwoFactorSchema } from "@domain/auth/two-factor";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { checkForm } from "@/lib/form-errors";
import { primaryButton, secondaryButton } from "@/ui/field";
import { disableTwoFactor } from "./api";
import { Field, FormError, type TwoFactorErrors, twoFactorErrors } from "./two-factor-fields";

/**
 * Turning two-factor off needs the password and a code (ADR 011), so a session left open on
 * a shared computer is not enough to remove the second factor.
 */
export function TurnOffForm({
  email,
  onOff,
  onCancel,
}: {
  email: string | null;
  onOff: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<TwoFactorErrors>({});
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => passwordRef.current?.focus(), []);

  const focusFirst = (found: TwoFactorErrors) =>
    (found.password ? passwordRef : found.code ? codeRef : null)?.current?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // POST /api/auth/2fa/disable's schema, in its words, before anything is sent.
    const check = checkForm(disableTwoFactorSchema, { password, code });
    const found: TwoFactorErrors = check.ok ? {} : { password: check.errors.password, code: check.errors.code };
    setErrors(found);
    if (!check.ok) return focusFirst(found);
    setPending(true);
    try {
      await disableTwoFactor(check.data);
      onOff();
    } catch (error) {
      const refused = twoFactorErrors(error, "Failed to turn off two-factor authentication. Please try again.");
      setErrors(refused);
      focusFirst(refused);
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-label="Turn off two-factor authentication">
      {/* Lets password managers offer the right account's password. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined, form: undefined }));
          }}
          error={errors.password}
          inputRef={passwordRef}
        />
        <Field
          label="Code from the app or a recovery code"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={64}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setErrors((x) => ({ ...x, code: undefined, form: undefined }));
          }}
          error={errors.code}
          inputRef={codeRef}
        />
      </div>
      <FormError message={errors.form} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Turning off..." : "Turn off two-factor"}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
