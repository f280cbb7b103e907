import { trialDaysLeft } from "@domain/billing/access";
import { useCallback, useState } from "react";
import { Link } from "wouter";
import { browserOnly } from "@/lib/browser-only";
import { onDemand } from "@/lib/on-demand";
import type { AuthState } from "@/lib/session/use-auth";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { trialAvailableFor } from "./trial-texts";

// The confirmation and the upgrade itself load when "Upgrade to Pro" is tapped, not with the first page.
const ConfirmUpgrade = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./upgrade-dialog")),
  (m) => m.ConfirmUpgrade,
);

/*
 * One compact style for every status: the text and its button on one line (the text wraps
 * beside the button on a narrow phone rather than pushing it to a second row), and every
 * colour at least 4.5:1 against white text (WCAG AA), in the light and the dark theme.
 */
const bar = "flex items-center justify-between gap-3 px-4 py-1.5 text-left text-sm font-medium sm:justify-center";
const action =
  "inline-flex shrink-0 items-center rounded-lg bg-white/95 px-3 py-1 pointer-coarse:min-h-11 text-sm font-semibold shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-white disabled:opacity-70";

function ManageLink({ tone }: { tone: string }) {
  return (
    <Link href="/settings" className={`${action} ${tone}`}>
      Manage Subscription
    </Link>
  );
}

/**
 * The subscription banner fixed at the top of the main app, by status.
 * Guests see the free one. A trial with 0 or fewer days left shows none. An account that
 * had its one trial is not offered another (ADR 016).
 */
export function SubscriptionBanner({ auth }: { auth: AuthState }) {
  const [confirming, setConfirming] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  const closeConfirmation = useCallback(() => {
    setConfirming(false);
    setUpgrading(false);
  }, []);
  if (auth.status !== "signed-in" && auth.status !== "guest") return null;
  const user = auth.status === "signed-in" ? auth.user : null;
  const status = user?.subscriptionStatus ?? "none";

  switch (status) {
    case "trialing": {
      const days = trialDaysLeft(user?.trialEndsAt ?? null);
      if (days <= 0) return null;
      return (
        <section aria-label="Subscription status" className={`${bar} bg-blue-600 text-white dark:bg-blue-950`}>
          <span>{`${days} day(s) left in your free trial`}</span>
          <button
            type="button"
            className={`${action} text-blue-700`}
            disabled={upgrading}
            onClick={() => setConfirming(true)}
          >
            {upgrading ? "Upgrading..." : "Upgrade to Pro"}
          </button>
          {confirming && (
            <OnDemandPiece onFailure={closeConfirmation}>
              <ConfirmUpgrade
                // A trial always has a plan; monthly is the checkout's default.
                plan={user?.subscriptionPlan ?? "monthly"}
                onClose={closeConfirmation}
                onPendingChange={setUpgrading}
              />
            </OnDemandPiece>
          )}
        </section>
      );
    }
    case "active":
      return (
        <section aria-label="Subscription status" className={`${bar} bg-green-700 text-white dark:bg-green-950`}>
          <span>Active Subscription</span>
        </section>
      );
    case "canceled":
      return (
        <section aria-label="Subscription status" className={`${bar} bg-orange-700 text-white dark:bg-orange-950`}>
          <span>Subscription Canceled</span>
          <ManageLink tone="text-orange-700" />
        </section>
      );
    case "past_due":
      return (
        <section aria-label="Subscription status" className={`${bar} bg-red-600 text-white dark:bg-red-950`}>
          <span>Payment Past Due</span>
          <ManageLink tone="text-red-700" />
        </section>
      );
    default:
      return (
        <section aria-label="Subscription status" className={`${bar} bg-purple-600 text-white dark:bg-purple-950`}>
          <span>Unlock AI meal analysis and advanced tracking</span>
          <Link href="/pricing" className={`${action} text-purple-700`}>
            {trialAvailableFor(user) ? "Start Free Trial" : "See Pro Plans"}
          </Link>
        </section>
      );
  }
}
