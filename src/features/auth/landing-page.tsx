import { providerErrorMessage } from "@domain/auth/provider-errors";
import { CHALLENGE_REQUIRED, TWO_FACTOR_PARAM } from "@domain/auth/two-factor-rules";
import { Check, Gift, Lock } from "lucide";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { serverMessage } from "@/lib/api";
import { clearGuestMarkers, startGuest } from "@/lib/guest/guest-storage";
import { importAfresh } from "@/lib/import-afresh";
import { onDemand } from "@/lib/on-demand";
import { wantsSignUp } from "@/lib/session/sign-up-path";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { Icon } from "@/ui/icon";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { appleSignInPath, googleSignInPath, takePendingChallenge } from "./api";
import { authCardClass } from "./auth-card";
import type { EmailFormMode } from "./email-auth-form";
import { useProviders } from "./use-providers";

/**
 * The email form loads when a visitor asks for it, not with the page: it was most of
 * the landing page's code, and most visits never open it. Pointing at, pressing or focusing a
 * button that opens it starts the download, so the tap that follows seldom waits.
 */
const loadEmailForm = importAfresh(() => import("./email-auth-form"));
const EmailAuthForm = onDemand(loadEmailForm, (m) => m.EmailAuthForm);

/** The email form's code, and the app's when the landing page runs without it. */
function preloadNext(handOff: LandingHandOff | undefined): void {
  loadEmailForm().catch(() => {
    // Only a head start: opening the form asks for its code again.
  });
  handOff?.preload();
}

/** The email form's card while its code arrives: the same card, so nothing jumps. */
const EMAIL_FORM_LOADING = (
  <div className={authCardClass}>
    <p role="status" className="text-sm">
      Loading...
    </p>
  </div>
);

/**
 * How the landing page goes on when it runs without the app, as the first screen of a signed-out
 * visit (src/app/landing-root.tsx): the app's code loads on intent and takes over at the first
 * step. Without it, the landing page is a screen of the app (AppShell) and goes on by itself.
 */
export interface LandingHandOff {
  /** Starts loading the app: a button that leaves the landing page was pointed at, pressed or focused. */
  preload(): void;
  /**
   * Hands the page to the app, which draws it again and goes on from the state left for it: the
   * mode handed on, or the guest started. Rejects when the app's code could not be fetched.
   */
  leave(): Promise<void>;
}

/** Said when the app's code could not be fetched at the first step (offline before it was cached). */
export const APP_NOT_LOADED = "Could not open Proteo. Check your connection and try again.";

/** The email form's mode the app's landing page opens with, handed on by the one it took over from. */
let handedMode: EmailFormMode | null = null;

function takeHandedMode(): EmailFormMode | null {
  const mode = handedMode;
  handedMode = null;
  return mode;
}

/** The two-factor challenge of a provider sign-in, handed on to the app's landing page likewise. */
let handedChallenge: string | null = null;

function takeHandedChallenge(): string | null {
  const challenge = handedChallenge;
  handedChallenge = null;
  return challenge;
}

/**
 * A Google or Apple sign-in into an account with two-factor on returns to `/?two_factor=1`:
 * the parameter is dropped (a reload does not ask again), and the challenge the server kept
 * in an HttpOnly cookie is taken for the code step.
 */
function useProviderChallenge(onChallenge: (challenge: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has(TWO_FACTOR_PARAM)) return;
    params.delete(TWO_FACTOR_PARAM);
    const query = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    takePendingChallenge()
      .then((answer) => onChallenge(answer.challenge))
      .catch((error: unknown) => toast.error(serverMessage(error) ?? CHALLENGE_REQUIRED));
  }, []);
}

const BADGES = [
  { icon: Lock, label: "Secure & Private" },
  { icon: Gift, label: "7-Day Free Trial" },
  { icon: Check, label: "Cancel Anytime" },
];

const secondaryButton =
  "flex w-full items-center justify-center gap-2 rounded-xl border border-white/30 bg-white/10 px-4 py-3 font-semibold text-white backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white";

/** Landing and sign-in for signed-out visitors. */
export function LandingPage({ handOff }: { handOff?: LandingHandOff }) {
  // Through the router, not `window`: the page is also rendered at build time (ADR 031).
  const search = useSearch();
  const [mode, setMode] = useState<EmailFormMode | null>(
    () => takeHandedMode() ?? (wantsSignUp(search) ? "signup" : null),
  );
  const [challenge, setChallenge] = useState<string | null>(takeHandedChallenge);
  const providers = useProviders();
  const [, navigate] = useLocation();
  const hydrated = useHydrated();

  useEffect(() => {
    const message = providerErrorMessage(new URLSearchParams(window.location.search).get("auth_error"));
    // Fifteen seconds: long enough to read a two-sentence instruction. One toast however often
    // the page mounts: the app draws it again when it takes over (src/app/landing-root.tsx).
    if (message) toast.error(message, { id: "auth-error", duration: 15_000 });
  }, []);

  // Without the app (src/app/landing-root.tsx), each step leaves its state for the app's own
  // landing page and hands over; if the app cannot load, the step is undone and said so.
  const continueAsGuest = () => {
    startGuest();
    if (!handOff) {
      navigate("/");
      return;
    }
    handOff.leave().catch(() => {
      clearGuestMarkers();
      toast.error(APP_NOT_LOADED);
    });
  };

  const openEmailForm = (next: EmailFormMode, owed: string | null = null) => {
    setMode(next);
    setChallenge(owed);
    if (!handOff) return;
    handedMode = next;
    handedChallenge = owed;
    handOff.leave().catch(() => {
      handedMode = null;
      handedChallenge = null;
      setMode(null);
      toast.error(APP_NOT_LOADED);
    });
  };

  useProviderChallenge((owed) => openEmailForm("signin", owed));

  // The form opens where its buttons were, which on a phone is under the product's pitch: its
  // fields would start low on the screen or below it. Bring its top to the top of the screen
  // unless it is already in the upper part.
  const formSection = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = formSection.current;
    if (!mode || !section) return;
    const { top } = section.getBoundingClientRect();
    if (top >= 0 && top <= window.innerHeight * 0.3) return;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ block: "start", behavior: calm ? "auto" : "smooth" });
  }, [mode]);

  // The buttons that leave the page start loading what they lead to.
  const preloadEmailForm = {
    onPointerEnter: () => preloadNext(handOff),
    onPointerDown: () => preloadNext(handOff),
    onFocus: () => preloadNext(handOff),
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

        <section ref={formSection} className="flex w-full max-w-md scroll-mt-4 flex-col items-center">
          {mode && handOff ? (
            // The app takes over from here and draws the form (src/app/landing-root.tsx).
            EMAIL_FORM_LOADING
          ) : mode ? (
            <OnDemandPiece fallback={EMAIL_FORM_LOADING} onFailure={() => setMode(null)}>
              <EmailAuthForm key={mode} initialMode={mode} initialChallenge={challenge} onBack={() => setMode(null)} />
            </OnDemandPiece>
          ) : (
            <div className="w-full space-y-4">
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => openEmailForm("trial")}
                {...preloadEmailForm}
                className="w-full rounded-xl bg-amber-400 px-4 py-4 text-lg font-bold text-slate-900 shadow-lg hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-white"
              >
                Start Free 7-Day Trial
              </button>
              <p className="text-center text-sm text-emerald-50/90">Then $7/month · Cancel anytime before trial ends</p>
              <button
                type="button"
                disabled={!hydrated}
                onClick={continueAsGuest}
                onPointerEnter={handOff?.preload}
                onPointerDown={handOff?.preload}
                onFocus={handOff?.preload}
                className={secondaryButton}
              >
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
                    onClick={() => openEmailForm("signin")}
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
      {/* The product itself: a real screenshot of a meal logged from a photo (made with
          test/support/screenshot.ts /photo --phone --demo --photo). Below the first screen, so it
          loads lazily and never holds up the page's first paint. */}
      <figure className="mx-auto max-w-6xl px-5 pb-12 text-center">
        <img
          src="/landing-logged-meal.webp"
          width={390}
          height={844}
          loading="lazy"
          decoding="async"
          alt="Proteo on a phone: a photographed meal analysed as grilled chicken breast, white rice and broccoli, 53.2g of protein, each food from the nutrition table"
          className="mx-auto h-auto w-64 rounded-3xl border border-white/20 shadow-2xl"
        />
        <figcaption className="mx-auto mt-4 max-w-sm text-sm text-emerald-50/90">
          A meal logged from one photo: every food with its protein from the USDA nutrition table.
        </figcaption>
      </figure>
    </main>
  );
}
