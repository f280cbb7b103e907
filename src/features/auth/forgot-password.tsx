import { resetRequestSchema } from "@domain/auth/account-schemas";
import { type FormEvent, useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { checkForm } from "@/lib/form-errors";
import { FieldMessage, inputClass, invalidProps } from "@/ui/field";
import { requestPasswordReset } from "./api";

/**
 * "Forgot password?": asks for the address and says the same whatever the
 * answer would reveal, as the server does. Loaded only when opened.
 */
export function ForgotPassword({ onDone }: { onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  const [emailError, setEmailError] = useState<string>();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    // The route's schema first (resetRequestSchema): a mistyped address is named, not sent.
    const check = checkForm(resetRequestSchema, { email });
    setEmailError(check.ok ? undefined : check.errors.email);
    if (!check.ok) return;
    setPending(true);
    try {
      setMessage({ text: (await requestPasswordReset(email)).message, failed: false });
    } catch (error) {
      setMessage({ text: serverMessage(error) ?? "Something went wrong. Please try again.", failed: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Enter your account's email and we will send you a link to choose a new password.
      </p>
      <label className="block text-sm font-medium">
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          {...invalidProps(errorId, emailError)}
          className={inputClass}
        />
      </label>
      <FieldMessage id={errorId} message={emailError} />
      {message && (
        <p role={message.failed ? "alert" : "status"} className="text-sm">
          {message.text}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Please wait..." : "Send Reset Link"}
      </button>
      <button
        type="button"
        onClick={onDone}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        Back to sign in
      </button>
    </form>
  );
}
