import type Stripe from "stripe";
import { isPlanId, type PlanId } from "../../../domain/billing/plans";
import type { SubscriptionState } from "./billing-provider";

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Which of our plans a Stripe price is: our configured ids first, then what Stripe says. */
function planOf(sub: Stripe.Subscription, prices: Record<PlanId, string | null>): PlanId | null {
  const price = sub.items.data[0]?.price;
  if (price && price.id === prices.monthly) return "monthly";
  if (price && price.id === prices.annual) return "annual";
  if (isPlanId(sub.metadata?.plan)) return sub.metadata.plan;
  if (price?.recurring?.interval === "year") return "annual";
  if (price?.recurring?.interval === "month") return "monthly";
  return null;
}

/**
 * A Stripe subscription as Proteo's subscription status (none, trialing, active, canceled,
 * past_due). Stripe keeps a subscription that will cancel at period end "active" (or
 * "trialing") until then; Proteo shows it as canceled with access until that date, which
 * is what the settings card and banner need.
 * Since API version 2025-03-31 the period lives on the subscription item.
 */
export function stateFromStripe(sub: Stripe.Subscription, prices: Record<PlanId, string | null>): SubscriptionState {
  const periodEnd = date(sub.items.data[0]?.current_period_end);
  const trialEnd = date(sub.trial_end);
  const cancelAt = date(sub.cancel_at);
  const pendingCancel = sub.cancel_at_period_end || cancelAt !== null;
  const base = {
    plan: planOf(sub, prices),
    trialEndsAt: trialEnd,
    subscriptionId: sub.id,
    currentPeriodEnd: periodEnd,
  };
  switch (sub.status) {
    case "trialing":
    case "active":
      if (pendingCancel) {
        return { ...base, status: "canceled", cancelAtPeriodEnd: true, subscriptionEndsAt: cancelAt ?? periodEnd };
      }
      if (sub.status === "trialing") {
        return { ...base, status: "trialing", cancelAtPeriodEnd: false, subscriptionEndsAt: trialEnd ?? periodEnd };
      }
      return { ...base, status: "active", cancelAtPeriodEnd: false, subscriptionEndsAt: periodEnd };
    // Payment is missing: retries are running (past_due), or have given up without
    // canceling (unpaid), or the first or trial-ending payment never happened.
    case "past_due":
    case "unpaid":
    case "incomplete":
    case "paused":
      return { ...base, status: "past_due", cancelAtPeriodEnd: false, subscriptionEndsAt: periodEnd };
    default: {
      const ended = date(sub.ended_at) ?? date(sub.canceled_at) ?? new Date();
      return { ...base, status: "canceled", cancelAtPeriodEnd: false, subscriptionEndsAt: ended };
    }
  }
}
