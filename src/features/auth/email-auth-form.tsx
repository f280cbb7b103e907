import type { User } from "@domain/user/user";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type InputHTMLAttributes, useId, useState } from "react";
import { useLocation } from "wouter";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { checkForm, type FieldErrors } from "@/lib/form-errors";
import { guestStore, PENDING_PLAN_KEY } from "@/lib/guest/guest-storage";
import { onDemand } from "@/lib/on-demand";
import { userQuery } from "@/lib/session/api";
import { toast } from "@/lib/toast";
import { FieldMessage, inputClass, invalidProps } from "@/ui/field";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { login, register } from "./api";
import { authCardClass } from "./auth-card";

/** Only accounts with two-factor on reach this step: it loads when needed, not with the landing page. */
const TwoFactorStep = onDemand(
  () => import("./two-factor-step"),
  (m) => m.TwoFactorStep,
);
/** "Forgot password?" loads when asked for, not with the landing page. */
const ForgotPassword = onDemand(
  () => import("./forgot-password"),
  (m) => m.ForgotPassword,
);
/**
 * The schemas /api/auth/register and /login validate with, loaded on demand: zod stays out of
 * the landing page's first load. The form asks for them as soon as it is touched.
 */
const authSchemas = () => import("@domain/auth/schemas");
/** What a step of the form shows while its code arrives. */
const STEP_LOADING = <p className="mt-5 text-sm">Loading...</p>;

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

/** Where a successful sign-in goes: a trial to the monthly checkout, else a pending plan's checkout, else '/'. */
function nextPath(mode: EmailFormMode): string {
  if (mode === "trial") return "/checkout?plan=monthly";
  const pending = guestStore.read(PENDING_PLAN_KEY);
  if (pending) {
    guestStore.write(PENDING_PLAN_KEY, null);
    return `/checkout?plan=${encodeURIComponent(pending)}`;
  }
  return "/";
}

/** The email form's three modes: trial signup, plain signup, sign-in. */
export function EmailAuthForm({
  initialMode,
  initialChallenge = null,
  onBack,
}: {
  initialMode: EmailFormMode;
  /** A Google or Apple sign-in that still owes a code opens the form at the code step. */
  initialChallenge?: string | null;
  onBack: () => void;
}) {
  const [mode, setMode] = useState<EmailFormMode>(initialMode);
  const [pending, setPending] = useState(false);
  /** Set when the password was right but the account also wants a code (ADR 011). */
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);
  const [forgot, setForgot] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
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
      const { registerSchema, loginSchema } = await authSchemas();
      const names = { firstName: field("firstName"), lastName: field("lastName") };
      // The route's own check first: a refused value is named next to its field, nothing is sent.
      const check = isSignup
        ? checkForm(registerSchema, { ...names, ...credentials })
        : checkForm(loginSchema, credentials);
      setErrors(check.ok ? {} : check.errors);
      if (!check.ok) return;
      const result = await (isSignup ? register({ ...credentials, ...names }) : login(credentials));
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
    <div className={authCardClass}>
      <button
        type="button"
        onClick={challenge ? () => setChallenge(null) : forgot ? () => setForgot(false) : onBack}
        className="-ml-2 inline-flex items-center pointer-coarse:min-h-11 px-2 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300"
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
        <OnDemandPiece fallback={STEP_LOADING} onFailure={() => setForgot(false)}>
          <ForgotPassword onDone={() => setForgot(false)} />
        </OnDemandPiece>
      ) : challenge ? (
        <OnDemandPiece fallback={STEP_LOADING} onFailure={() => setChallenge(null)}>
          <TwoFactorStep
            challenge={challenge}
            timezone={browserTimeZone()}
            onSignedIn={signedIn}
            onRestart={(message) => {
              setChallenge(null);
              toast.error(message);
            }}
          />
        </OnDemandPiece>
      ) : (
        <form onSubmit={submit} onFocus={() => void authSchemas()} noValidate className="mt-5 space-y-3">
          {isSignup && (
            <div className="grid grid-cols-2 gap-3">
              <AuthInput label="First name" name="firstName" autoComplete="given-name" errors={errors} />
              <AuthInput label="Last name" name="lastName" autoComplete="family-name" errors={errors} />
            </div>
          )}
          <AuthInput label="Email" name="email" type="email" autoComplete="email" errors={errors} />
          <AuthInput
            label="Password"
            name="password"
            type="password"
            minLength={6}
            autoComplete={isSignup ? "new-password" : "current-password"}
            errors={errors}
          />
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
          onClick={() => {
            setErrors({});
            setMode(mode === "signin" ? "signup" : "signin");
          }}
          className="mt-4 w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {mode === "signin" ? "Don't have an account? Sign up" : "Already have an account? Sign in"}
        </button>
      )}
    </div>
  );
}

/** One field of the form, with the schema's message for it underneath. */
function AuthInput({
  label,
  name,
  errors,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; errors: FieldErrors }) {
  const errorId = useId();
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <input name={name} required {...props} {...invalidProps(errorId, errors[name])} className={inputClass} />
      </label>
      <FieldMessage id={errorId} message={errors[name]} />
    </div>
  );
}
