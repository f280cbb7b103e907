import { describe, expect, it } from "vitest";
import {
  aiDailyLimit,
  hasAdvancedTracking,
  hasSubscription,
  isPro,
  type SubscriptionFields,
  trialDaysLeft,
} from "./access";

const now = new Date("2026-11-22T12:00:00Z");
const later = new Date("2026-11-29T12:00:00Z");
const earlier = new Date("2026-11-01T12:00:00Z");

const user = (fields: Partial<SubscriptionFields>): SubscriptionFields => ({
  subscriptionStatus: "none",
  trialEndsAt: null,
  subscriptionEndsAt: null,
  ...fields,
});

describe("isPro", () => {
  it.each<[string, SubscriptionFields, boolean]>([
    ["no subscription", user({}), false],
    ["a trial that has not ended", user({ subscriptionStatus: "trialing", trialEndsAt: later }), true],
    ["a trial that has ended", user({ subscriptionStatus: "trialing", trialEndsAt: earlier }), false],
    ["a trial without an end date", user({ subscriptionStatus: "trialing" }), false],
    ["an active subscription", user({ subscriptionStatus: "active", subscriptionEndsAt: later }), true],
    ["a canceled one until its period ends", user({ subscriptionStatus: "canceled", subscriptionEndsAt: later }), true],
    ["a canceled one after its period", user({ subscriptionStatus: "canceled", subscriptionEndsAt: earlier }), false],
    ["a payment past due", user({ subscriptionStatus: "past_due", subscriptionEndsAt: later }), false],
  ])("%s → %s", (_label, fields, expected) => {
    expect(isPro(fields, now)).toBe(expected);
  });

  it("reads ISO strings as the API sends them", () => {
    expect(isPro(user({ subscriptionStatus: "trialing", trialEndsAt: later.toISOString() }), now)).toBe(true);
    expect(isPro(user({ subscriptionStatus: "trialing", trialEndsAt: "not a date" }), now)).toBe(false);
  });

  it("is false for guests", () => {
    expect(isPro(null, now)).toBe(false);
  });
});

describe("aiDailyLimit and hasAdvancedTracking", () => {
  it("gives guests nothing, free accounts 3 a day and Pro 50", () => {
    expect(aiDailyLimit(null, now)).toBe(0);
    expect(aiDailyLimit(user({}), now)).toBe(3);
    expect(aiDailyLimit(user({ subscriptionStatus: "active" }), now)).toBe(50);
    expect(aiDailyLimit(user({ subscriptionStatus: "past_due" }), now)).toBe(3);
  });

  it("unlocks advanced tracking with Pro only", () => {
    expect(hasAdvancedTracking(user({}), now)).toBe(false);
    expect(hasAdvancedTracking(user({ subscriptionStatus: "trialing", trialEndsAt: later }), now)).toBe(true);
    expect(hasAdvancedTracking(undefined, now)).toBe(false);
  });
});

describe("trialDaysLeft", () => {
  it("rounds up", () => {
    expect(trialDaysLeft(later, now)).toBe(7);
    expect(trialDaysLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(trialDaysLeft(new Date(now.getTime() + 36 * 3600_000), now)).toBe(2);
  });

  it("is 0 or less once the trial has ended, or without a date", () => {
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(earlier, now)).toBeLessThan(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});

describe("hasSubscription", () => {
  it("counts every subscription the user still holds", () => {
    expect(hasSubscription(user({}), now)).toBe(false);
    expect(hasSubscription(user({ subscriptionStatus: "trialing", trialEndsAt: later }), now)).toBe(true);
    expect(hasSubscription(user({ subscriptionStatus: "past_due" }), now)).toBe(true);
    expect(hasSubscription(user({ subscriptionStatus: "canceled", subscriptionEndsAt: later }), now)).toBe(true);
    expect(hasSubscription(user({ subscriptionStatus: "canceled", subscriptionEndsAt: earlier }), now)).toBe(false);
  });
});
