import { verifyTwoFactorSchema } from "@domain/auth/two-factor";
import { CHALLENGE_REQUIRED, CODE_REQUIRED, looksLikeTotp } from "@domain/auth/two-factor-rules";
import type { User } from "@domain/user/user";
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { checkForm } from "@/lib/form-errors";
import { inputClass } from "@/ui/field";
import { verifyTwoFactor } from "./api";

const RECOVERY_HINT = "Enter one of the recovery codes you saved when you turned on two-factor authentication.";

/**
 * The second step of an email sign-in when the account has two-factor on (ADR 011): the
 * password was right, and `challenge` stands for it until a code finishes the sign-in.
 */
export function TwoFactorStep(props: {
  challenge: string;
  timezone: string | undefined;
  onSignedIn: (user: User) => void;
  onRestart: (message: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // Keyboard and screen-reader users land in the field the step asks for, and again when
  // they switch between an app code and a recovery code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the kind of code changes
  useLayoutEffect(() => inputRef.current?.focus(), [recovery]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // POST /api/auth/2fa/verify's schema; in the app-code mode a code must also look like one
    // (6 digits), and a missing one is asked for as such.
    const check = checkForm(verifyTwoFactorSchema, { challenge: props.challenge, code, timezone: props.timezone });
    const appCode = (codeProblem: string) => (recovery ? codeProblem : CODE_REQUIRED);
    const problem = !check.ok
      ? check.errors.code
        ? appCode(check.errors.code)
        : Object.values(check.errors)[0]
      : !recovery && !looksLikeTotp(check.data.code)
        ? CODE_REQUIRED
        : undefined;
    if (!check.ok || problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const result = await verifyTwoFactor(check.data);
      props.onSignedIn(result.user);
    } catch (failure) {
      // An expired or used challenge cannot be retried: back to the password.
      if (failure instanceof ApiRequestError && failure.status === 401) {
        return props.onRestart(serverMessage(failure) ?? CHALLENGE_REQUIRED);
      }
      setError(
        failure instanceof ApiRequestError
          ? (serverMessage(failure) ?? "Authentication failed")
          : "An error occurred. Please try again.",
      );
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const toggle = () => {
    setRecovery((r) => !r);
    setCode("");
    setError(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3" aria-label="Two-factor authentication">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {recovery ? RECOVERY_HINT : "Enter the 6-digit code from your authenticator app"}
      </p>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium">
          {recovery ? "Recovery code" : "Authentication code"}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          inputMode={recovery ? "text" : "numeric"}
          autoComplete={recovery ? "off" : "one-time-code"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 64 : 7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Please wait..." : "Verify"}
      </button>
      <button
        type="button"
        onClick={toggle}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
      </button>
    </form>
  );
}
