import { describe, expect, it } from "vitest";
import {
  BADGES,
  type BadgeStats,
  badgeById,
  badgesEarnedBy,
  earnedBadges,
  isDairyProtein,
  isPlantProtein,
  NOTHING_YET,
  newlyEarnedBadges,
} from "./badges";

const none: BadgeStats = NOTHING_YET;

describe("catalogue", () => {
  it("has at least 14 badges with unique ids and complete fields", () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      expect(badge.name.trim()).not.toBe("");
      expect(badge.description.trim()).not.toBe("");
      expect(badge.icon).toMatch(/\p{Extended_Pictographic}/u);
      expect(Number.isInteger(badge.xp) && badge.xp > 0).toBe(true);
    }
  });

  it("covers every badge the product defines", () => {
    const ids = BADGES.map((b) => b.id);
    for (const id of [
      "first_meal",
      "streak_3",
      "streak_7",
      "streak_30",
      "goal_1",
      "goal_7",
      "goal_30",
      "meals_10",
      "meals_100",
      "photo_10",
      "plant_5",
      "breakfast_25",
      "big_meal_50",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it("exposes plain data only (no rule functions)", () => {
    for (const badge of BADGES) expect(Object.keys(badge).sort()).toEqual(["description", "icon", "id", "name", "xp"]);
  });

  it("looks badges up by id", () => {
    expect(badgeById("first_meal")?.name).toBe("First Bite");
    expect(badgeById("nope")).toBeUndefined();
  });
});

describe("earnedBadges", () => {
  it("earns nothing with no history", () => {
    expect(earnedBadges(none)).toEqual([]);
  });

  it.each([
    ["first_meal", { totalMeals: 1 }, { totalMeals: 0 }],
    ["meals_10", { totalMeals: 10 }, { totalMeals: 9 }],
    ["meals_100", { totalMeals: 100 }, { totalMeals: 99 }],
    ["first_photo", { photoMeals: 1 }, { photoMeals: 0 }],
    ["photo_10", { photoMeals: 10 }, { photoMeals: 9 }],
    ["streak_3", { longestStreak: 3 }, { longestStreak: 2 }],
    ["streak_7", { longestStreak: 7 }, { longestStreak: 6 }],
    ["streak_30", { longestStreak: 30 }, { longestStreak: 29 }],
    ["goal_1", { goalDaysMet: 1 }, { goalDaysMet: 0 }],
    ["goal_7", { goalDaysMet: 7 }, { goalDaysMet: 6 }],
    ["goal_30", { goalDaysMet: 30 }, { goalDaysMet: 29 }],
    ["plant_5", { plantMeals: 5 }, { plantMeals: 4 }],
    ["dairy_5", { dairyMeals: 5 }, { dairyMeals: 4 }],
    ["breakfast_25", { hasBreakfast25: true }, { hasBreakfast25: false }],
    ["big_meal_50", { maxMealProtein: 50 }, { maxMealProtein: 49.9 }],
  ] as const)("%s: earned at the threshold, not just below", (id, atThreshold, below) => {
    expect(earnedBadges({ ...none, ...atThreshold })).toContain(id);
    expect(earnedBadges({ ...none, ...below })).not.toContain(id);
  });

  it("tests every badge in the catalogue", () => {
    const everything: BadgeStats = {
      totalMeals: 100,
      photoMeals: 10,
      plantMeals: 5,
      dairyMeals: 5,
      longestStreak: 30,
      goalDaysMet: 30,
      hasBreakfast25: true,
      maxMealProtein: 50,
    };
    expect(earnedBadges(everything)).toEqual(BADGES.map((b) => b.id));
  });

  it("lists earned badges in catalogue order", () => {
    expect(earnedBadges({ ...none, totalMeals: 12, longestStreak: 3 })).toEqual(["first_meal", "meals_10", "streak_3"]);
  });
});

describe("badgesEarnedBy", () => {
  it("names the badges each count of the history earns", () => {
    expect(badgesEarnedBy("totalMeals")).toEqual(["first_meal", "meals_10", "meals_100"]);
    expect(badgesEarnedBy("goalDaysMet")).toEqual(["goal_1", "goal_7", "goal_30"]);
    expect(badgesEarnedBy("longestStreak")).toEqual(["streak_3", "streak_7", "streak_30"]);
  });

  it("names every badge that count can earn: with the others held, raising it earns nothing else", () => {
    for (const figure of ["totalMeals", "goalDaysMet", "longestStreak"] as const) {
      const ids = badgesEarnedBy(figure);
      expect(newlyEarnedBadges({ ...none, [figure]: 1_000_000 }, ids), figure).toEqual([]);
    }
  });
});

describe("newlyEarnedBadges", () => {
  it("leaves out badges already held", () => {
    expect(newlyEarnedBadges({ ...none, totalMeals: 10 }, ["first_meal"])).toEqual(["meals_10"]);
    expect(newlyEarnedBadges({ ...none, totalMeals: 1 }, new Set(["first_meal"]))).toEqual([]);
  });
});

describe("isPlantProtein", () => {
  it.each(["Tofu stir-fry", "Black beans", "Red lentils", "tempeh", "Seitan strips", "EDAMAME", "Roasted chickpeas"])(
    "recognises %s",
    (name) => {
      expect(isPlantProtein(name)).toBe(true);
    },
  );

  it("rejects names without a listed keyword", () => {
    expect(isPlantProtein("Grilled chicken")).toBe(false);
    expect(isPlantProtein("Hummus")).toBe(false);
    expect(isPlantProtein("")).toBe(false);
  });
});

describe("isDairyProtein", () => {
  it.each(["Whole milk", "Greek Yogurt", "Cottage cheese", "Whey shake", "Milkshake"])("recognises %s", (name) => {
    expect(isDairyProtein(name)).toBe(true);
  });

  it("rejects names without a listed keyword", () => {
    expect(isDairyProtein("Tofu")).toBe(false);
    expect(isDairyProtein("Eggs")).toBe(false);
  });
});
