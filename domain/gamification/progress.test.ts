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

const TODAY = "2026-11-22";

describe("decideProgress", () => {
  it("awards nothing and no streak without meals", () => {
    expect(decideProgress(empty, 100, TODAY)).toEqual({
      xp: [],
      badges: [],
      streakEndDate: null,
      streaks: { currentStreak: 0, longestStreak: 0 },
    });
  });

  it("gives the first meal its badge and a one-day streak, and no goal bonus below the goal", () => {
    const decision = decideProgress(firstMeal, 100, TODAY);
    expect(decision.badges).toEqual(["first_meal"]);
    expect(decision.xp).toEqual([{ reason: "badge_earned", reference: "first_meal", xp: 25 }]);
    expect(decision.streakEndDate).toBe("2026-11-20");
    expect(decision.streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
  });

  it("pays the goal bonus once per day: not for a day already paid", () => {
    const met = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 100 }] };
    const first = decideProgress(met, 100, TODAY);
    expect(first.xp).toContainEqual({ reason: "daily_goal_met", reference: "2026-11-20", xp: 50 });
    expect(first.badges).toContain("goal_1");
    const again = decideProgress({ ...met, goalDaysAwarded: ["2026-11-20"], goalDaysMet: 1 }, 100, TODAY);
    expect(again.xp.filter((e) => e.reason === "daily_goal_met")).toEqual([]);
  });

  it("judges the goal on the total to a tenth of a gram, as the ring shows it", () => {
    const justUnder = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 99.94 }] };
    expect(decideProgress(justUnder, 100, TODAY).xp.some((e) => e.reason === "daily_goal_met")).toBe(false);
    const roundsUp = { ...firstMeal, dayTotals: [{ localDate: "2026-11-20", total: 99.96 }] };
    expect(decideProgress(roundsUp, 100, TODAY).xp.some((e) => e.reason === "daily_goal_met")).toBe(true);
  });

  it("counts the streak on the latest day and awards the three-day badge once", () => {
    const threeDays = {
      ...firstMeal,
      days: ["2026-11-22", "2026-11-20", "2026-11-21"],
      history: { ...firstMeal.history, totalMeals: 3 },
    };
    const decision = decideProgress(threeDays, 100, TODAY);
    expect(decision.streakEndDate).toBe("2026-11-22");
    expect(decision.streaks).toEqual({ currentStreak: 3, longestStreak: 3 });
    expect(decision.badges).toContain("streak_3");
    expect(decideProgress({ ...threeDays, earnedBadges: decision.badges }, 100, TODAY).badges).toEqual([]);
  });

  it("ends the streak at the clock's today: a day after it neither ends nor lengthens a run", () => {
    const withFuture = {
      ...firstMeal,
      days: ["2026-11-20", "2026-11-21", "2026-11-23", "2026-11-24", "2026-11-25"],
      history: { ...firstMeal.history, totalMeals: 5 },
    };
    const decision = decideProgress(withFuture, 100, "2026-11-21");
    expect(decision.streakEndDate).toBe("2026-11-21");
    expect(decision.streaks).toEqual({ currentStreak: 2, longestStreak: 2 });
    expect(decision.badges).not.toContain("streak_3");
  });

  it("gives no streak badge for days that are not consecutive", () => {
    const apart = {
      ...firstMeal,
      days: ["2026-11-01", "2026-11-03", "2026-11-05", "2026-11-07", "2026-11-09", "2026-11-11", "2026-11-13"],
      history: { ...firstMeal.history, totalMeals: 7 },
    };
    const decision = decideProgress(apart, 100, TODAY);
    expect(decision.streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
    expect(decision.badges.filter((b) => b.startsWith("streak_"))).toEqual([]);
  });

  it("takes the stored streaks when they still stand, without the days", () => {
    const stored = { latest: "2026-11-22", currentStreak: 40, longestStreak: 61 };
    const decision = decideProgress({ ...firstMeal, days: [], storedStreaks: stored }, 100, TODAY);
    expect(decision.streakEndDate).toBe("2026-11-22");
    expect(decision.streaks).toEqual({ currentStreak: 40, longestStreak: 61 });
    expect(decision.badges).toContain("streak_30");
  });
});
