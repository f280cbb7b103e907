import type { User } from "@domain/user/user";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { guestStore, PENDING_PLAN_KEY } from "@/lib/guest/guest-storage";
import { userQuery } from "@/lib/session/api";
import { toast } from "@/lib/toast";
import { login, register } from "./api";

/** Only accounts with two-factor on reach this step: it loads when needed, not with the landing page. */
const TwoFactorStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorStep })));
/** "Forgot password?" loads when asked for, not with the landing page. */
const ForgotPassword = lazy(() => import("./forgot-password").then((m) => ({ default: m.ForgotPassword })));

export type EmailFormMode = "trial" | "signup" | "signin";

const TITLES: Record<EmailFormMode, string> = {
  trial: "Start Your Free Trial",
  signup: "Create Account",
  signin: "Sign In",
};
const SUBMIT: Record<EmailFormMode, string> = {
  trial: "Continue to Payment",
  signup: "Create Account",
  signin: "Sign In",
};

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** Where a successful sign-in goes (spec section 4). */
function nextPath(mode: EmailFormMode): string {
  if (mode === "trial") return "/checkout?plan=monthly";
  const pending = guestStore.read(PENDING_PLAN_KEY);
  if (pending) {
    guestStore.write(PENDING_PLAN_KEY, null);
    return `/checkout?plan=${encodeURIComponent(pending)}`;
  }
  return "/";
}

/** The email form's three modes (spec section 2): trial signup, plain signup, sign-in. */
export function EmailAuthForm({ initialMode, onBack }: { initialMode: EmailFormMode; onBack: () => void }) {
  const [mode, setMode] = useState<EmailFormMode>(initialMode);
  const [pending, setPending] = useState(false);
  /** Set when the password was right but the account also wants a code (ADR 011). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const isSignup = mode !== "signin";

  const signedIn = (user: User) => {
    queryClient.setQueryData(userQuery().queryKey, user);
    navigate(nextPath(mode));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const credentials = { email: field("email"), password: field("password"), timezone: browserTimeZone() };
    setPending(true);
    try {
      const result = await (isSignup
        ? register({ ...credentials, firstName: field("firstName"), lastName: field("lastName") })
        : login(credentials));
      if ("twoFactorRequired" in result) setChallenge(result.challenge);
      else signedIn(result.user);
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError
          ? (serverMessage(error) ?? "Authentication failed")
          : "An error occurred. Please try again.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
      <button
        type="button"
        onClick={challenge ? () => setChallenge(null) : forgot ? () => setForgot(false) : onBack}
        className="text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300"
      >
        ← Back
      </button>
      <h2 className="mt-3 text-2xl font-bold">{forgot ? "Reset Password" : TITLES[mode]}</h2>
      {mode === "trial" && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Create your account, then add payment info to start your 7-day free trial
        </p>
      )}
      {forgot ? (
        <Suspense fallback={<p className="mt-5 text-sm">Loading...</p>}>
          <ForgotPassword onDone={() => setForgot(false)} />
        </Suspense>
      ) : challenge ? (
        <Suspense fallback={<p className="mt-5 text-sm">Loading...</p>}>
          <TwoFactorStep
            challenge={challenge}
            timezone={browserTimeZone()}
            onSignedIn={signedIn}
            onRestart={(message) => {
              setChallenge(null);
              toast.error(message);
            }}
          />
        </Suspense>
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-3">
          {isSignup && (
            <div className="grid grid-cols-2 gap-3">
              <label className="block text-sm font-medium">
                First name
                <input name="firstName" required autoComplete="given-name" className={`mt-1 ${inputClass}`} />
              </label>
              <label className="block text-sm font-medium">
                Last name
                <input name="lastName" required autoComplete="family-name" className={`mt-1 ${inputClass}`} />
              </label>
            </div>
          )}
          <label className="block text-sm font-medium">
            Email
            <input name="email" type="email" required autoComplete="email" className={`mt-1 ${inputClass}`} />
          </label>
          <label className="block text-sm font-medium">
            Password
            <input
              name="password"
              type="password"
              required
              minLength={6}
              autoComplete={isSignup ? "new-password" : "current-password"}
              className={`mt-1 ${inputClass}`}
            />
          </label>
          {mode === "signin" && (
            <button
              type="button"
              onClick={() => setForgot(true)}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
            >
              Forgot password?
            </button>
          )}
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? "Please wait..." : SUBMIT[mode]}
          </button>
        </form>
      )}
      {mode !== "trial" && !challenge && !forgot && (
        <button
          type="button"
          onClick={() => setMode(mode === "signin" ? "signup" : "signin")}
          className="mt-4 w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {mode === "signin" ? "Don't have an account? Sign up" : "Already have an account? Sign in"}
        </button>
      )}
    </div>
  );
}
