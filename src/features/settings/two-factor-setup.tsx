import { enableTwoFactorSchema } from "@domain/auth/two-factor";
import type { TwoFactorSetup } from "@domain/auth/two-factor-rules";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { checkForm } from "@/lib/form-errors";
import { primaryButton, secondaryButton } from "@/ui/field";
import { enableTwoFactor } from "./api";
import { QrCode } from "./qr-code";
import { Field, FormError, type TwoFactorErrors, totpInputProps, twoFactorErrors } from "./two-factor-fields";

/** "JBSWY3DP..." in groups of four, easier to copy by eye; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Turning two-factor on, step two (ADR 011): the QR code and the key for manual entry, then
 * one code from the app proves it was added. Answers the recovery codes the server shows once.
 */
export function TwoFactorSetupForm(props: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<TwoFactorErrors>({});
  const [pending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The card changed under the button that was pressed: move the focus to the new step.
  useLayoutEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // POST /api/auth/2fa/enable's schema: six digits, spaces as apps show them allowed.
    const check = checkForm(enableTwoFactorSchema, { code });
    if (!check.ok) {
      setErrors({ code: check.errors.code });
      return codeRef.current?.focus();
    }
    setPending(true);
    setErrors({});
    try {
      const result = await enableTwoFactor(check.data.code);
      props.onEnabled(result.recoveryCodes);
    } catch (error) {
      const found = twoFactorErrors(error, "Failed to turn on two-factor authentication. Please try again.");
      setErrors(found);
      if (found.code) codeRef.current?.focus();
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-labelledby="two-factor-setup-title">
      <h3 id="two-factor-setup-title" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Add Proteo to your authenticator app
      </h3>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode value={props.setup.otpauthUrl} label="QR code to add Proteo to your authenticator app" />
        <div className="min-w-0 space-y-3 text-sm">
          <p className="text-slate-700 dark:text-slate-300">
            Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator,
            1Password or Aegis). If you cannot scan it, enter this key in the app instead:
          </p>
          <p>
            <span className="block font-medium">Setup key</span>
            <code
              data-testid="two-factor-secret"
              className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {grouped(props.setup.secret)}
            </code>
          </p>
          <Field
            label="6-digit code from the app"
            name="code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setErrors({});
            }}
            error={errors.code}
            inputRef={codeRef}
            {...totpInputProps}
          />
        </div>
      </div>
      <FormError message={errors.form} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Verifying..." : "Verify and turn on"}
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
