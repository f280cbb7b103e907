/**
 * What Pro unlocks (AI analysis beyond 3 a day, stats by month and year), decided from the
 * user's subscription fields only, so the server and the browser agree. Features that are
 * Pro-only call these; they never look at the status themselves.
 */
export type SubscriptionStatus = "none" | "trialing" | "active" | "canceled" | "past_due";

/** The subscription fields of a user, as a database row (Date) or as the API sends it (ISO string). */
export interface SubscriptionFields {
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | string | null;
  subscriptionEndsAt: Date | string | null;
}

export const FREE_AI_DAILY_LIMIT = 3;
/** Pro is "unlimited", with a cap that only stops abuse. */
export const PRO_AI_DAILY_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

function time(value: Date | string | null): number | null {
  if (value === null) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

function inFuture(value: Date | string | null, now: Date): boolean {
  const ms = time(value);
  return ms !== null && ms > now.getTime();
}

/**
 * Pro: a trial that has not ended, an active subscription, or a canceled one until the end of
 * the period already paid for. Past due is not Pro: the payment is missing.
 */
export function isPro(user: SubscriptionFields | null | undefined, now: Date = new Date()): boolean {
  if (!user) return false;
  switch (user.subscriptionStatus) {
    case "trialing":
      return inFuture(user.trialEndsAt, now);
    case "active":
      return true;
    case "canceled":
      return inFuture(user.subscriptionEndsAt, now);
    default:
      return false;
  }
}

/** AI photo analyses per local day: none for guests (null), 3 free, 50 with Pro. */
export function aiDailyLimit(user: SubscriptionFields | null | undefined, now: Date = new Date()): number {
  if (!user) return 0;
  return isPro(user, now) ? PRO_AI_DAILY_LIMIT : FREE_AI_DAILY_LIMIT;
}

/** Stats periods month and year (the CSV export is free for everyone: it is the user's own data). */
export function hasAdvancedTracking(user: SubscriptionFields | null | undefined, now: Date = new Date()): boolean {
  return isPro(user, now);
}

/** Whole days left in a trial, rounded up; 0 or less when it has ended. */
export function trialDaysLeft(trialEndsAt: Date | string | null, now: Date = new Date()): number {
  const ms = time(trialEndsAt);
  if (ms === null) return 0;
  return Math.ceil((ms - now.getTime()) / DAY_MS);
}

/**
 * A subscription the user still holds: starting another would charge twice, so checkout
 * refuses and settings manages it instead. A canceled one counts until its period ends
 * (it can be reactivated).
 */
export function hasSubscription(user: SubscriptionFields, now: Date = new Date()): boolean {
  switch (user.subscriptionStatus) {
    case "trialing":
    case "active":
    case "past_due":
      return true;
    case "canceled":
      return inFuture(user.subscriptionEndsAt, now);
    default:
      return false;
  }
}
