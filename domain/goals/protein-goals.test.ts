import { describe, expect, it } from "vitest";
import {
  followingGoals,
  goalsFromDaily,
  onboardingProfileSchema,
  proteinGoalsSchema,
  withDailyGoal,
} from "./protein-goals";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("proteinGoalsSchema", () => {
  const valid = { dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 };

  it("accepts the defaults", () => {
    expect(proteinGoalsSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ["dailyGoal", 1, 1000],
    ["weeklyGoal", 1, 7000],
    ["monthlyGoal", 1, 31_000],
  ] as const)("accepts %s from %i to %i and nothing outside", (field, min, max) => {
    expect(proteinGoalsSchema.safeParse({ ...valid, [field]: min }).success).toBe(true);
    expect(proteinGoalsSchema.safeParse({ ...valid, [field]: max }).success).toBe(true);
    expect(proteinGoalsSchema.safeParse({ ...valid, [field]: min - 1 }).success).toBe(false);
    expect(proteinGoalsSchema.safeParse({ ...valid, [field]: max + 1 }).success).toBe(false);
  });

  it("explains each failure in plain words", () => {
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, dailyGoal: 0 }))).toBe(
      "Your daily goal must be at least 1g.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, weeklyGoal: 7001 }))).toBe(
      "Your weekly goal can be at most 7,000g.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, monthlyGoal: 31_001 }))).toBe(
      "Your monthly goal can be at most 31,000g.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, dailyGoal: 120.5 }))).toBe(
      "Your daily goal must be a whole number of grams.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, dailyGoal: "120" }))).toBe(
      "Your daily goal must be a number of grams, like 120.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ ...valid, dailyGoal: Number.NaN }))).toBe(
      "Your daily goal must be a number of grams, like 120.",
    );
    expect(firstMessage(proteinGoalsSchema.safeParse({ weeklyGoal: 700, monthlyGoal: 3000 }))).toBe(
      "Enter your daily goal in grams.",
    );
  });

  it("rejects infinity", () => {
    expect(proteinGoalsSchema.safeParse({ ...valid, dailyGoal: Number.POSITIVE_INFINITY }).success).toBe(false);
  });

  it("names the field in each issue's path", () => {
    const result = proteinGoalsSchema.safeParse({ ...valid, monthlyGoal: -5 });
    expect(result.error?.issues[0]?.path).toEqual(["monthlyGoal"]);
  });
});

describe("goalsFromDaily", () => {
  it("sets weekly to 7 × and monthly to 30 × the daily goal", () => {
    expect(goalsFromDaily(171)).toEqual({ dailyGoal: 171, weeklyGoal: 1197, monthlyGoal: 5130 });
  });

  it("stays within the goal bounds at the largest daily goal", () => {
    expect(proteinGoalsSchema.safeParse(goalsFromDaily(1000)).success).toBe(true);
  });
});

describe("onboardingProfileSchema", () => {
  const valid = {
    age: 34,
    gender: "female",
    activityLevel: "moderate",
    healthGoal: "build_muscle",
    bodyWeight: 150.5,
    weightUnit: "kg",
    dailyGoal: 171,
  };

  it("accepts a complete profile", () => {
    expect(onboardingProfileSchema.parse(valid)).toEqual(valid);
  });

  it("defaults the weight unit to lbs and the age to null", () => {
    const { age: _age, weightUnit: _unit, ...rest } = valid;
    expect(onboardingProfileSchema.parse(rest)).toMatchObject({ age: null, weightUnit: "lbs" });
    expect(onboardingProfileSchema.parse({ ...valid, age: null }).age).toBeNull();
  });

  it("bounds age to whole years from 1 to 120", () => {
    expect(onboardingProfileSchema.safeParse({ ...valid, age: 1 }).success).toBe(true);
    expect(onboardingProfileSchema.safeParse({ ...valid, age: 120 }).success).toBe(true);
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, age: 0 }))).toBe("Your age must be at least 1.");
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, age: 121 }))).toBe(
      "Your age can be at most 120.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, age: 30.5 }))).toBe(
      "Enter your age in whole years.",
    );
  });

  it("bounds body weight to more than 0 and at most 1500", () => {
    expect(onboardingProfileSchema.safeParse({ ...valid, bodyWeight: 0.1 }).success).toBe(true);
    expect(onboardingProfileSchema.safeParse({ ...valid, bodyWeight: 1500 }).success).toBe(true);
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, bodyWeight: 0 }))).toBe(
      "Your body weight must be more than 0.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, bodyWeight: 1500.1 }))).toBe(
      "Your body weight can be at most 1,500.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, bodyWeight: null }))).toBe(
      "Enter your body weight as a number.",
    );
  });

  it("only accepts the listed choices", () => {
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, gender: "robot" }))).toBe(
      "Choose male, female or other.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, activityLevel: "extreme" }))).toBe(
      "Choose your activity level: sedentary, light, moderate, active or very active.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, healthGoal: "bulk" }))).toBe(
      "Choose your goal: lose fat, maintain or build muscle.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, weightUnit: "stone" }))).toBe(
      "Choose lbs or kg for your weight.",
    );
  });

  it("requires a whole daily goal within the goal bounds", () => {
    expect(onboardingProfileSchema.safeParse({ ...valid, dailyGoal: 1000 }).success).toBe(true);
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, dailyGoal: 1001 }))).toBe(
      "Your daily goal can be at most 1,000g.",
    );
    expect(firstMessage(onboardingProfileSchema.safeParse({ ...valid, dailyGoal: undefined }))).toBe(
      "Enter your daily goal in grams.",
    );
  });
});

describe("weekly and monthly goals follow the daily goal unless set by hand", () => {
  it("moves a following weekly and monthly goal to 7 × and 30 × the new daily goal", () => {
    expect(withDailyGoal({ dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 }, 150)).toEqual({
      dailyGoal: 150,
      weeklyGoal: 1050,
      monthlyGoal: 4500,
    });
  });

  it("keeps a goal set by hand, and moves the other", () => {
    const handWeekly = { dailyGoal: 100, weeklyGoal: 800, monthlyGoal: 3000 };
    expect(followingGoals(handWeekly)).toEqual({ weekly: false, monthly: true });
    expect(withDailyGoal(handWeekly, 120)).toEqual({ dailyGoal: 120, weeklyGoal: 800, monthlyGoal: 3600 });
    const handMonthly = { dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 2500 };
    expect(withDailyGoal(handMonthly, 120)).toEqual({ dailyGoal: 120, weeklyGoal: 840, monthlyGoal: 2500 });
  });
});
