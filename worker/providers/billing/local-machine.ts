import { addBillingInterval, type PlanId, TRIAL_DAYS } from "../../../domain/billing/plans";
import type { SubscriptionState } from "./billing-provider";

/**
 * The local simulator's subscription state machine: the transitions Stripe makes, driven
 * by the clock and by the user's actions, with payments that always succeed unless a test
 * says otherwise. Pure, so every transition is tested without a server.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function startTrial(plan: PlanId, subscriptionId: string, now: Date): SubscriptionState {
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  return {
    status: "trialing",
    plan,
    trialEndsAt: trialEnd,
    subscriptionEndsAt: trialEnd,
    subscriptionId,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: trialEnd,
  };
}

/** A subscription without a trial (the account had its one trial): billed from `now`. */
export function startPaid(plan: PlanId, subscriptionId: string, now: Date): SubscriptionState {
  const periodEnd = addBillingInterval(now, plan);
  return {
    status: "active",
    plan,
    trialEndsAt: null,
    subscriptionEndsAt: periodEnd,
    subscriptionId,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: periodEnd,
  };
}

/** A paid period starting at `start`; renewed period after period until it covers `now`. */
function activeFrom(state: SubscriptionState, start: Date, now: Date): SubscriptionState {
  const plan = state.plan ?? "monthly";
  let periodEnd = addBillingInterval(start, plan);
  for (let n = 2; periodEnd.getTime() <= now.getTime(); n++) periodEnd = addBillingInterval(start, plan, n);
  return { ...state, status: "active", subscriptionEndsAt: periodEnd, currentPeriodEnd: periodEnd };
}

/** What time alone does: a trial ends into billing, a paid period renews, a cancel takes effect. */
export function settle(state: SubscriptionState, now: Date): SubscriptionState {
  const due = (date: Date | null) => date !== null && date.getTime() <= now.getTime();
  if (state.status === "trialing" && due(state.trialEndsAt) && state.trialEndsAt) {
    return activeFrom(state, state.trialEndsAt, now);
  }
  if (state.status === "active" && due(state.currentPeriodEnd) && state.currentPeriodEnd) {
    return activeFrom(state, state.currentPeriodEnd, now);
  }
  if (state.status === "canceled" && state.cancelAtPeriodEnd && due(state.currentPeriodEnd)) {
    return { ...state, cancelAtPeriodEnd: false };
  }
  return state;
}

/** Upgrade: the trial ends now and the first period is billed at once. */
export function endTrialNow(state: SubscriptionState, now: Date): SubscriptionState {
  return activeFrom({ ...state, trialEndsAt: now }, now, now);
}

/** Cancel at period end: access stays until then (the trial's end, for a trial). */
export function cancelAtPeriodEnd(state: SubscriptionState): SubscriptionState {
  return { ...state, status: "canceled", cancelAtPeriodEnd: true, subscriptionEndsAt: state.currentPeriodEnd };
}

/** Undo a pending cancel: back to the trial if it is still running, else active. */
export function reactivate(state: SubscriptionState, now: Date): SubscriptionState {
  const inTrial = state.trialEndsAt !== null && state.trialEndsAt.getTime() > now.getTime();
  return {
    ...state,
    status: inTrial ? "trialing" : "active",
    cancelAtPeriodEnd: false,
    subscriptionEndsAt: state.currentPeriodEnd,
  };
}

/** A renewal payment fails: the subscription is past due until a payment succeeds. */
export function failPayment(state: SubscriptionState): SubscriptionState {
  return { ...state, status: "past_due" };
}

/** A payment succeeds: past due recovers for a new period; active moves to the next one. */
export function renew(state: SubscriptionState, now: Date): SubscriptionState {
  if (state.status === "past_due") return activeFrom(state, now, now);
  const start = state.currentPeriodEnd ?? now;
  const plan = state.plan ?? "monthly";
  const periodEnd = addBillingInterval(start, plan);
  return { ...state, status: "active", subscriptionEndsAt: periodEnd, currentPeriodEnd: periodEnd };
}
