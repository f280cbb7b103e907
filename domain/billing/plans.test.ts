import { describe, expect, it } from "vitest";
import { addBillingInterval, isPlanId, PLAN_FEATURES, PLANS, TRIAL_DAYS } from "./plans";

describe("plans", () => {
  it("has the spec's prices and labels", () => {
    expect(PLANS.monthly).toMatchObject({ price: 7, label: "$7/month", interval: "month" });
    expect(PLANS.annual).toMatchObject({ price: 49, label: "$49/year", compareAt: 84, saving: 35 });
    expect(PLANS.annual.compareAt).toBe(PLANS.monthly.price * 12);
    expect(PLANS.annual.saving).toBe(84 - 49);
    expect(TRIAL_DAYS).toBe(7);
    expect(PLAN_FEATURES).toEqual(["AI Meal Analysis", "Protein Tracking", "XP & Badges", "Meal History"]);
  });

  it("knows only monthly and annual", () => {
    expect(isPlanId("monthly")).toBe(true);
    expect(isPlanId("annual")).toBe(true);
    expect(isPlanId("weekly")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it("adds calendar months and years", () => {
    const start = new Date("2026-01-15T10:00:00Z");
    expect(addBillingInterval(start, "monthly").toISOString()).toBe("2026-02-15T10:00:00.000Z");
    expect(addBillingInterval(start, "monthly", 3).toISOString()).toBe("2026-04-15T10:00:00.000Z");
    expect(addBillingInterval(start, "annual").toISOString()).toBe("2027-01-15T10:00:00.000Z");
    expect(start.toISOString()).toBe("2026-01-15T10:00:00.000Z");
  });
});
