import { describe, expect, it } from "vitest";
import { badgeById } from "./badges";
import { isDailyGoalMet, ledgerKey, totalXp, XP_DAILY_GOAL_MET, XP_PER_MEAL, XP_PHOTO_BONUS, xpEntriesFor } from "./xp";

describe("XP constants", () => {
  it("match the product's XP awards", () => {
    expect([XP_PER_MEAL, XP_PHOTO_BONUS, XP_DAILY_GOAL_MET]).toEqual([10, 5, 50]);
  });
});

describe("xpEntriesFor", () => {
  it("awards 10 XP for a manually logged meal, keyed on the meal id", () => {
    expect(xpEntriesFor({ type: "meal_logged", mealId: "meal-1", fromPhoto: false })).toEqual([
      { reason: "meal_logged", reference: "meal-1", xp: 10 },
    ]);
  });

  it("adds a 5 XP photo bonus as its own entry", () => {
    const entries = xpEntriesFor({ type: "meal_logged", mealId: "meal-2", fromPhoto: true });
    expect(entries).toEqual([
      { reason: "meal_logged", reference: "meal-2", xp: 10 },
      { reason: "photo_analysis", reference: "meal-2", xp: 5 },
    ]);
    expect(totalXp(entries)).toBe(15);
  });

  it("awards 50 XP for the daily goal, keyed on the local date", () => {
    expect(xpEntriesFor({ type: "daily_goal_met", localDate: "2024-05-10" })).toEqual([
      { reason: "daily_goal_met", reference: "2024-05-10", xp: 50 },
    ]);
  });

  it("awards a badge its catalogue XP, keyed on the badge id", () => {
    expect(xpEntriesFor({ type: "badge_earned", badgeId: "streak_7" })).toEqual([
      { reason: "badge_earned", reference: "streak_7", xp: badgeById("streak_7")?.xp },
    ]);
  });

  it("rejects events that cannot be keyed", () => {
    expect(() => xpEntriesFor({ type: "meal_logged", mealId: " ", fromPhoto: false })).toThrow(RangeError);
    expect(() => xpEntriesFor({ type: "daily_goal_met", localDate: "10/05/2024" })).toThrow(RangeError);
    expect(() => xpEntriesFor({ type: "badge_earned", badgeId: "made_up" })).toThrow(RangeError);
  });
});

describe("idempotency", () => {
  it("counts a retried award once", () => {
    const meal = xpEntriesFor({ type: "meal_logged", mealId: "meal-1", fromPhoto: true });
    const goal = xpEntriesFor({ type: "daily_goal_met", localDate: "2024-05-10" });
    expect(totalXp([...meal, ...meal, ...goal, ...goal])).toBe(65);
  });

  it("awards the daily goal again on another day", () => {
    const day1 = xpEntriesFor({ type: "daily_goal_met", localDate: "2024-05-10" });
    const day2 = xpEntriesFor({ type: "daily_goal_met", localDate: "2024-05-11" });
    expect(totalXp([...day1, ...day2])).toBe(100);
  });

  it("keys entries by user, reason and reference", () => {
    const entry = { reason: "meal_logged" as const, reference: "m1" };
    expect(ledgerKey("u1", entry)).toBe(ledgerKey("u1", entry));
    expect(ledgerKey("u1", entry)).not.toBe(ledgerKey("u2", entry));
    expect(ledgerKey("u1", entry)).not.toBe(ledgerKey("u1", { ...entry, reason: "photo_analysis" }));
    // A separator inside an id cannot make two different keys collide.
    expect(ledgerKey("a:b", { reason: "meal_logged", reference: "c" })).not.toBe(
      ledgerKey("a", { reason: "meal_logged", reference: "b:c" }),
    );
  });
});

describe("isDailyGoalMet", () => {
  it("is met at exactly the goal, not just below", () => {
    expect(isDailyGoalMet(100, 100)).toBe(true);
    expect(isDailyGoalMet(99.9, 100)).toBe(false);
    expect(isDailyGoalMet(150, 100)).toBe(true);
  });

  it("counts a float sum that displays as the goal as met", () => {
    expect(isDailyGoalMet(33.3 + 33.3 + 33.4, 100)).toBe(true);
  });

  it("is never met with a goal of 0 or less", () => {
    expect(isDailyGoalMet(10, 0)).toBe(false);
    expect(isDailyGoalMet(0, -1)).toBe(false);
  });
});
