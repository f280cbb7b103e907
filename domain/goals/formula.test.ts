import { describe, expect, it } from "vitest";
import {
  ACTIVITY_LEVELS,
  calculateProteinGoal,
  DEFAULT_DAILY_GOAL,
  DEFAULT_MONTHLY_GOAL,
  DEFAULT_WEEKLY_GOAL,
  GENDERS,
  goalSummary,
  HEALTH_GOALS,
  PLANNER_FALLBACK_DAILY_GOAL,
  toKilograms,
  WEIGHT_UNITS,
} from "./formula";

const goal = (
  bodyWeight: number | null,
  weightUnit: "lbs" | "kg",
  healthGoal: string | null,
  activityLevel: string | null,
) => calculateProteinGoal({ bodyWeight, weightUnit, healthGoal, activityLevel });

describe("value lists and defaults", () => {
  it("match the spec", () => {
    expect(HEALTH_GOALS).toEqual(["lose_fat", "maintain", "build_muscle"]);
    expect(ACTIVITY_LEVELS).toEqual(["sedentary", "light", "moderate", "active", "very_active"]);
    expect(GENDERS).toEqual(["male", "female", "other"]);
    expect(WEIGHT_UNITS).toEqual(["lbs", "kg"]);
    expect([DEFAULT_DAILY_GOAL, DEFAULT_WEEKLY_GOAL, DEFAULT_MONTHLY_GOAL]).toEqual([100, 700, 3000]);
    expect(PLANNER_FALLBACK_DAILY_GOAL).toBe(150);
  });
});

describe("calculateProteinGoal", () => {
  it("converts pounds at 0.453592", () => {
    expect(toKilograms(100, "lbs")).toBeCloseTo(45.3592, 10);
    expect(toKilograms(70, "kg")).toBe(70);
  });

  it("computes the spec's example: 180 lb, build muscle, moderate = 171", () => {
    // 180 × 0.453592 × 2.0 × 1.05 = 171.46
    expect(goal(180, "lbs", "build_muscle", "moderate")).toBe(171);
  });

  it("uses each goal's base g/kg", () => {
    expect(goal(100, "kg", "lose_fat", "light")).toBe(180);
    expect(goal(100, "kg", "maintain", "light")).toBe(140);
    expect(goal(100, "kg", "build_muscle", "light")).toBe(200);
  });

  it("uses each activity factor", () => {
    expect(goal(100, "kg", "maintain", "sedentary")).toBe(126);
    expect(goal(100, "kg", "maintain", "light")).toBe(140);
    expect(goal(100, "kg", "maintain", "moderate")).toBe(147);
    expect(goal(100, "kg", "maintain", "active")).toBe(154);
    expect(goal(100, "kg", "maintain", "very_active")).toBe(161);
  });

  it("falls back to 1.4 g/kg and factor 1 for unknown or missing values", () => {
    expect(goal(100, "kg", "bulk", "light")).toBe(140);
    expect(goal(100, "kg", null, "light")).toBe(140);
    expect(goal(100, "kg", "maintain", "couch")).toBe(140);
    expect(goal(100, "kg", "build_muscle", null)).toBe(200);
  });

  it("rounds to the nearest gram", () => {
    // 70 × 1.8 × 1.05 = 132.3 and 75 × 1.4 × 1.15 = 120.75
    expect(goal(70, "kg", "lose_fat", "moderate")).toBe(132);
    expect(goal(75, "kg", "maintain", "very_active")).toBe(121);
  });

  it("accepts decimal weights (wizard step 0.1)", () => {
    // 150.5 × 0.453592 × 1.8 × 0.9 = 110.59
    expect(goal(150.5, "lbs", "lose_fat", "sedentary")).toBe(111);
  });

  it("gives null without a usable weight", () => {
    expect(goal(null, "lbs", "maintain", "light")).toBeNull();
    expect(goal(0, "lbs", "maintain", "light")).toBeNull();
    expect(goal(-80, "kg", "maintain", "light")).toBeNull();
    expect(goal(Number.NaN, "kg", "maintain", "light")).toBeNull();
    expect(
      calculateProteinGoal({ bodyWeight: undefined, weightUnit: "kg", healthGoal: null, activityLevel: null }),
    ).toBeNull();
  });
});

describe("goalSummary", () => {
  it("writes the result step's sentence", () => {
    expect(
      goalSummary({
        bodyWeight: 180,
        weightUnit: "lbs",
        healthGoal: "build_muscle",
        activityLevel: "moderate",
        dailyGoal: 171,
      }),
    ).toBe(
      "Based on your weight of 180 lbs and your goal to build muscle with moderate activity, we recommend 171g of protein per day.",
    );
  });

  it("names every goal and activity level", () => {
    expect(
      goalSummary({
        bodyWeight: 72.5,
        weightUnit: "kg",
        healthGoal: "lose_fat",
        activityLevel: "sedentary",
        dailyGoal: 117,
      }),
    ).toBe(
      "Based on your weight of 72.5 kg and your goal to lose fat with little to no exercise, we recommend 117g of protein per day.",
    );
    expect(
      goalSummary({
        bodyWeight: 60,
        weightUnit: "kg",
        healthGoal: "maintain",
        activityLevel: "very_active",
        dailyGoal: 97,
      }),
    ).toBe(
      "Based on your weight of 60 kg and your goal to maintain your weight with intense daily exercise, we recommend 97g of protein per day.",
    );
    expect(
      goalSummary({ bodyWeight: 60, weightUnit: "kg", healthGoal: "maintain", activityLevel: "light", dailyGoal: 84 }),
    ).toContain("with light activity");
    expect(
      goalSummary({ bodyWeight: 60, weightUnit: "kg", healthGoal: "maintain", activityLevel: "active", dailyGoal: 92 }),
    ).toContain("with an active lifestyle");
  });

  it("omits the activity clause when it is unknown", () => {
    expect(
      goalSummary({ bodyWeight: 60, weightUnit: "kg", healthGoal: "maintain", activityLevel: null, dailyGoal: 84 }),
    ).toBe("Based on your weight of 60 kg and your goal to maintain your weight, we recommend 84g of protein per day.");
  });
});
