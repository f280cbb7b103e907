import { resetConfirmSchema } from "@domain/auth/account-schemas";
import { PASSWORD_MIN, PASSWORDS_DIFFER } from "@domain/auth/password-rules";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { checkForm } from "@/lib/form-errors";
import { queryKeys } from "@/lib/query-keys";
import { cardClass, inputClass, primaryButton } from "@/ui/field";
import { confirmPasswordReset } from "./api";

const tokenOf = () => new URLSearchParams(window.location.search).get("token") ?? "";

/**
 * The route's own schema (POST /api/auth/password-reset/confirm validates with
 * resetConfirmSchema: the sign-up rules, common passwords included, and a link that still
 * holds its token), then the confirmation, which only the form has.
 */
function checkNew(token: string, password: string, confirm: string): string | undefined {
  const check = checkForm(resetConfirmSchema, { token, password });
  if (!check.ok) return check.errors.password ?? check.errors.token ?? Object.values(check.errors)[0];
  if (password !== confirm) return PASSWORDS_DIFFER;
  return undefined;
}

/**
 * /reset-password?token=...: a new password under the sign-up rules. On
 * success every session has ended, this browser's too, so the user is sent to sign in anew.
 */
export function ResetPasswordPage() {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const passwordId = useId();
  const confirmId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNew(tokenOf(), password, confirm);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const answer = await confirmPasswordReset(tokenOf(), password);
      queryClient.setQueryData(queryKeys.user, null);
      setDone(answer.message);
    } catch (failure) {
      const issue = failure instanceof ApiRequestError ? failure.body?.issues?.[0]?.message : undefined;
      setError(issue ?? serverMessage(failure) ?? "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <section className={cardClass} aria-labelledby="reset-title">
        <h1 id="reset-title" className="text-2xl font-bold">
          Password reset
        </h1>
        <p role="status" className="mt-3">
          {done}
        </p>
        <Link href="/" className={`mt-5 inline-block ${primaryButton}`}>
          Sign in
        </Link>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className={cardClass} aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-2xl font-bold">
        Choose a new password
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        At least {PASSWORD_MIN} characters. Every device signed in to your account will be signed out.
      </p>
      <div className="mt-4 space-y-4">
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium">
            New password
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={confirmId} className="block text-sm font-medium">
            Confirm new password
          </label>
          <input
            id={confirmId}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className={`mt-4 ${primaryButton}`}>
        {pending ? "Saving..." : "Reset Password"}
      </button>
    </form>
  );
}
