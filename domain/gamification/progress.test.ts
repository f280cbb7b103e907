import { describe, expect, it } from "vitest";
import { decideProgress, type ProgressSnapshot } from "./progress";

const empty: ProgressSnapshot = {
  days: [],
  dayTotals: [],
  goalDaysAwarded: [],
  goalDaysMet: 0,
  earnedBadges: [],
  history: { totalMeals: 0, photoMeals: 0, plantMeals: 0, dairyMeals: 0, hasBreakfast25: false, maxMealProtein: 0 },
};

const firstMeal: ProgressSnapshot = {
  ...empty,
  days: ["2026-11-20"],
  dayTotals: [{ localDate: "2026-11-20", total: 30 }],
  history: { ...empty.history, totalMeals: 1, maxMealProtein: 30 },
};

describe("decideProgress", () => {
  it("awards nothing and no streak without meals", () => {
    expect(decideProgress(empty, 100)).toEqual({
      xp: [],
      badges: [],
      streakEndDate: null,
      streaks: { currentStreak: 0, longestStreak: 0 },
    });
  });

  it("gives the first meal its badge and a one-day streak, and no goal bonus below the goal", () => {
    const decision = decideProgress(firstMeal, 100);
    expect(decision.badges).toEqual(["first_meal"]);
    expect(decision.xp).toEqual([{ reason: "badge_earned", reference: "first_meal", xp: 25 }]);
    expect(decision.streakEndDate).toBe("2026-11-20");
    expect(decision.streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
  });

  it("pays the goal bonus once per day: not for a day already paid", () => {
    const met = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 100 }] };
    const first = decideProgress(met, 100);
    expect(first.xp).toContainEqual({ reason: "daily_goal_met", reference: "2026-11-20", xp: 50 });
    expect(first.badges).toContain("goal_1");
    const again = decideProgress({ ...met, goalDaysAwarded: ["2026-11-20"], goalDaysMet: 1 }, 100);
    expect(again.xp.filter((e) => e.reason === "daily_goal_met")).toEqual([]);
  });

  it("judges the goal on the total to a tenth of a gram, as the ring shows it", () => {
    const justUnder = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 99.94 }] };
    expect(decideProgress(justUnder, 100).xp.some((e) => e.reason === "daily_goal_met")).toBe(false);
    const roundsUp = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 99.96 }] };
    expect(decideProgress(roundsUp, 100).xp.some((e) => e.reason === "daily_goal_met")).toBe(true);
  });

  it("counts the streak on the latest day and awards the three-day badge once", () => {
    const threeDays = {
      ...firstMeal,
      days: ["2026-11-22", "2026-11-20", "2026-11-21"],
      history: { ...firstMeal.history, totalMeals: 3 },
    };
    const decision = decideProgress(threeDays, 100);
    expect(decision.streakEndDate).toBe("2026-11-22");
    expect(decision.streaks).toEqual({ currentStreak: 3, longestStreak: 3 });
    expect(decision.badges).toContain("streak_3");
    expect(decideProgress({ ...threeDays, earnedBadges: decision.badges }, 100).badges).toEqual([]);
  });
});
