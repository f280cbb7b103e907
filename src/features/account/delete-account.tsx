import { deleteAccountSchema } from "@domain/auth/account-schemas";
import type { User } from "@domain/user/user";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { checkForm } from "@/lib/form-errors";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { inputClass } from "@/ui/field";
import { deleteAccount } from "./api";

const dangerButton =
  "rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60";

/** What deletion keeps, in plain words: the one thing not removed, and why. */
export const TRIAL_FINGERPRINT_NOTE =
  "If you have had a free trial, we keep a one-way fingerprint of your email address so that a new account with it does not get a second free trial. It is not linked to your account and cannot be turned back into your address.";

/**
 * Settings → "Delete account": a dialog that asks again who is there, the
 * password, or for a Google/Apple-only account the email typed out (and the server asks it
 * for a sign-in in the last 10 minutes, which the dialog explains), then deletes everything
 * and returns to the landing page, signed out.
 */
export function DeleteAccount({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const inputId = useId();
  const errorId = useId();
  const expected = user.email ?? "DELETE";
  const label = user.hasPassword ? "Your password" : `Type ${expected} to confirm`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = user.hasPassword ? { password: value } : { confirmation: value };
    // DELETE /api/account's schema first: an over-long entry is named, not sent.
    const check = checkForm(deleteAccountSchema, body);
    if (!check.ok) return setError(Object.values(check.errors)[0]);
    setPending(true);
    setError(undefined);
    try {
      const answer = await deleteAccount(body);
      setOpen(false);
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      navigate("/");
      toast.success(answer.message);
    } catch (failure) {
      const issue = failure instanceof ApiRequestError ? failure.body?.issues?.[0]?.message : undefined;
      setError(issue ?? serverMessage(failure) ?? "Your account could not be deleted. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
      <h3 className="font-semibold">Delete account</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Deletes your account, meals, photos, goals and progress for good, and cancels any subscription at once. Download
        your data first if you want to keep it.
      </p>
      <button type="button" onClick={() => setOpen(true)} className={`mt-3 ${dangerButton}`}>
        Delete Account
      </button>
      <Dialog
        open={open}
        title="Delete your account?"
        onClose={() => {
          setOpen(false);
          setValue("");
          setError(undefined);
        }}
      >
        <form onSubmit={submit} noValidate>
          <p className="text-sm">This cannot be undone. Everything in your account will be deleted.</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{TRIAL_FINGERPRINT_NOTE}</p>
          {!user.hasPassword && (
            <p className="mt-2 text-sm">
              You sign in with Google or Apple, so we ask for a recent sign-in: if you signed in more than 10 minutes
              ago, sign out and sign in again with it first.
            </p>
          )}
          <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
            {label}
          </label>
          <input
            id={inputId}
            type={user.hasPassword ? "password" : "text"}
            autoComplete={user.hasPassword ? "current-password" : "off"}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <button type="submit" disabled={pending || value.trim() === ""} className={`mt-4 ${dangerButton}`}>
            {pending ? "Deleting..." : "Delete My Account"}
          </button>
        </form>
      </Dialog>
    </div>
  );
}
