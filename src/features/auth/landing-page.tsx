import { providerErrorMessage } from "@domain/auth/provider-errors";
import { useQuery } from "@tanstack/react-query";
import { Check, Gift, Lock } from "lucide";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { startGuest } from "@/lib/guest/guest-storage";
import { wantsSignUp } from "@/lib/session/sign-up-path";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { Icon } from "@/ui/icon";
import { appleSignInPath, googleSignInPath, providersQuery } from "./api";
import { authCardClass } from "./auth-card";
import type { EmailFormMode } from "./email-auth-form";

/**
 * The email form loads when a visitor asks for it, not with the page (issue 21): it was most of
 * the landing page's code, and most visits never open it. Pointing at, pressing or focusing a
 * button that opens it starts the download, so the tap that follows seldom waits.
 */
const loadEmailForm = () => import("./email-auth-form");
const EmailAuthForm = lazy(() => loadEmailForm().then((m) => ({ default: m.EmailAuthForm })));
const preloadEmailForm = {
  onPointerEnter: () => void loadEmailForm(),
  onPointerDown: () => void loadEmailForm(),
  onFocus: () => void loadEmailForm(),
};

/** The email form's card while its code arrives: the same card, so nothing jumps. */
const EMAIL_FORM_LOADING = (
  <div className={authCardClass}>
    <p role="status" className="text-sm">
      Loading...
    </p>
  </div>
);

interface Providers {
  google: boolean;
  apple: boolean;
}

/** On failure both providers are assumed enabled (spec section 7) and the error is logged. */
function useProviders(): Providers {
  const { data, error } = useQuery(providersQuery());
  useEffect(() => {
    if (error) console.error("Could not load sign-in providers", error);
  }, [error]);
  if (error) return { google: true, apple: true };
  return data ?? { google: false, apple: false };
}

const BADGES = [
  { icon: Lock, label: "Secure & Private" },
  { icon: Gift, label: "7-Day Free Trial" },
  { icon: Check, label: "Cancel Anytime" },
];

const secondaryButton =
  "flex w-full items-center justify-center gap-2 rounded-xl border border-white/30 bg-white/10 px-4 py-3 font-semibold text-white backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white";

/** Landing and sign-in for signed-out visitors (spec section 2). */
export function LandingPage() {
  // Through the router, not `window`: the page is also rendered at build time (ADR 031).
  const search = useSearch();
  const [mode, setMode] = useState<EmailFormMode | null>(() => (wantsSignUp(search) ? "signup" : null));
  const providers = useProviders();
  const [, navigate] = useLocation();
  const hydrated = useHydrated();

  useEffect(() => {
    const message = providerErrorMessage(new URLSearchParams(window.location.search).get("auth_error"));
    // Fifteen seconds: long enough to read a two-sentence instruction.
    if (message) toast.error(message, { duration: 15_000 });
  }, []);

  const continueAsGuest = () => {
    startGuest();
    navigate("/");
  };

  return (
    <main className="relative min-h-screen bg-emerald-900 bg-[url('/landing-bg.svg')] bg-cover bg-center text-white">
      <div className="mx-auto flex min-h-screen max-w-6xl flex-col items-center justify-center gap-10 px-5 py-12 lg:flex-row lg:items-center lg:justify-between">
        <section className="max-w-xl text-center lg:text-left">
          <p className="text-lg font-extrabold tracking-tight text-emerald-200">Proteo</p>
          <h1 className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">
            Stop Counting Every Bite. Start Eating More Protein Effortlessly.
          </h1>
          <p className="mt-4 text-lg text-emerald-50/90">
            Most people quit tracking protein after two weeks. Snap a photo of your meal and our AI does the tracking
            for you.
          </p>
          <div className="mt-6 rounded-2xl border border-white/20 bg-white/10 p-5 text-left backdrop-blur">
            <h2 className="text-lg font-bold">AI-Powered Protein Analysis</h2>
            <p className="mt-1 text-sm text-emerald-50/90">
              Photograph a meal and get the protein of every food on the plate, checked against a nutrition table, with
              a daily goal, streaks and badges to keep you going.
            </p>
          </div>
        </section>

        <section className="flex w-full max-w-md flex-col items-center">
          {mode ? (
            <Suspense fallback={EMAIL_FORM_LOADING}>
              <EmailAuthForm key={mode} initialMode={mode} onBack={() => setMode(null)} />
            </Suspense>
          ) : (
            <div className="w-full space-y-4">
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => setMode("trial")}
                {...preloadEmailForm}
                className="w-full rounded-xl bg-amber-400 px-4 py-4 text-lg font-bold text-slate-900 shadow-lg hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-white"
              >
                Start Free 7-Day Trial
              </button>
              <p className="text-center text-sm text-emerald-50/90">Then $7/month · Cancel anytime before trial ends</p>
              <button type="button" disabled={!hydrated} onClick={continueAsGuest} className={secondaryButton}>
                Continue as Guest (Limited Features)
              </button>
              <div className="pt-4">
                <p className="mb-3 text-center text-sm font-medium text-emerald-50">Already have an account?</p>
                <div className="space-y-2">
                  {providers.google && (
                    <a href={googleSignInPath()} className={secondaryButton}>
                      Sign in with Google
                    </a>
                  )}
                  {providers.apple && (
                    <a href={appleSignInPath()} className={secondaryButton}>
                      Sign in with Apple
                    </a>
                  )}
                  <button
                    type="button"
                    disabled={!hydrated}
                    onClick={() => setMode("signin")}
                    {...preloadEmailForm}
                    className={secondaryButton}
                  >
                    Sign in with Email
                  </button>
                </div>
              </div>
            </div>
          )}
          <ul className="mt-8 flex flex-wrap justify-center gap-4 text-sm text-emerald-50">
            {BADGES.map((badge) => (
              <li key={badge.label} className="flex items-center gap-1.5">
                <Icon node={badge.icon} className="size-4" />
                <span>{badge.label}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
