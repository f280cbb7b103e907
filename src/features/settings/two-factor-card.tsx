import { TWO_FACTOR_OFF, TWO_FACTOR_ON, type TwoFactorSetup } from "@domain/auth/two-factor-rules";
import type { User } from "@domain/user/user";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import { RecoveryCodes } from "./recovery-codes";
import { TurnOffForm } from "./two-factor-off";
import { TwoFactorPasswordForm } from "./two-factor-password";
import { TwoFactorSetupForm } from "./two-factor-setup";

/** Where the card is; what the user row says (on or off) decides the rest. */
type Step =
  | { name: "idle" }
  | { name: "password" }
  | { name: "setup"; setup: TwoFactorSetup }
  | { name: "codes"; codes: string[] }
  | { name: "off-form" };

const muted = "mt-1 text-sm text-slate-600 dark:text-slate-400";

/**
 * Settings' two-factor card (ADR 011, 013): password accounts can add an authenticator app
 * (after their password) and get recovery codes, or remove it with their password and a
 * code; either signs out their other devices. Google and Apple accounts are told their
 * provider handles it.
 */
export function TwoFactorCard({ user }: { user: User }) {
  if (!user.hasPassword) {
    return (
      <Card>
        <p className={muted}>
          You sign in with Google or Apple, so two-step verification is managed in that account, not here.
        </p>
      </Card>
    );
  }
  return <PasswordAccountTwoFactor user={user} />;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section className={cardClass} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor authentication
      </h2>
      {children}
    </section>
  );
}

function PasswordAccountTwoFactor({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const mainButton = useRef<HTMLButtonElement>(null);

  /** Back to the card's resting state, focus on its button, the user row re-read. */
  const finish = async (message?: string) => {
    setStep({ name: "idle" });
    if (message) toast.success(message);
    await refreshAfter(queryClient, "user");
    mainButton.current?.focus();
  };

  // The codes stay on screen until confirmed, even if the user row already says "on".
  if (step.name === "codes") {
    return (
      <Card>
        <RecoveryCodes codes={step.codes} onDone={() => finish(TWO_FACTOR_ON)} />
      </Card>
    );
  }
  if (step.name === "setup") {
    return (
      <Card>
        <TwoFactorSetupForm
          setup={step.setup}
          onEnabled={(codes) => setStep({ name: "codes", codes })}
          onCancel={() => finish()}
        />
      </Card>
    );
  }
  if (step.name === "password") {
    return (
      <Card>
        <TwoFactorPasswordForm
          email={user.email}
          onStarted={(setup) => setStep({ name: "setup", setup })}
          onCancel={() => finish()}
        />
      </Card>
    );
  }
  if (user.twoFactorEnabled) {
    return (
      <Card>
        <p className={muted}>
          <strong className="font-semibold text-emerald-700 dark:text-emerald-400">On.</strong> Signing in asks for a
          code from your authenticator app, or one of your recovery codes.
        </p>
        {step.name === "off-form" ? (
          <TurnOffForm email={user.email} onOff={() => finish(TWO_FACTOR_OFF)} onCancel={() => finish()} />
        ) : (
          <button
            ref={mainButton}
            type="button"
            onClick={() => setStep({ name: "off-form" })}
            className={`mt-4 ${secondaryButton}`}
          >
            Turn off
          </button>
        )}
      </Card>
    );
  }
  return (
    <Card>
      <p className={muted}>
        Off. Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so your password
        alone is not enough.
      </p>
      <button
        ref={mainButton}
        type="button"
        onClick={() => setStep({ name: "password" })}
        className={`mt-4 ${primaryButton}`}
      >
        Turn on
      </button>
    </Card>
  );
}
