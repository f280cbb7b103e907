import { describe, expect, it } from "vitest";
import { isOnboardingDoneLocally, markOnboardingDoneLocally, ONBOARDING_DONE_KEY } from "./done-marker";
import { canGoNext, computeGoal, EMPTY_ANSWERS, parseAge, parseWeight, profilePayload } from "./wizard-state";

describe("onboarding wizard rules", () => {
  it("parses age as an integer and weight as a decimal, empty or invalid as null", () => {
    expect(parseAge("34")).toBe(34);
    expect(parseAge("34.9")).toBe(34);
    expect(parseAge("")).toBeNull();
    expect(parseAge("abc")).toBeNull();
    expect(parseWeight("180.5")).toBe(180.5);
    expect(parseWeight("")).toBeNull();
  });

  it("enables Next per step as the spec says", () => {
    expect(canGoNext(0, EMPTY_ANSWERS, null)).toBe(true);
    expect(canGoNext(1, { ...EMPTY_ANSWERS, age: "30" }, null)).toBe(false);
    expect(canGoNext(1, { ...EMPTY_ANSWERS, age: "30", gender: "female" }, null)).toBe(true);
    expect(canGoNext(2, EMPTY_ANSWERS, null)).toBe(false);
    expect(canGoNext(2, { ...EMPTY_ANSWERS, activityLevel: "light" }, null)).toBe(true);
    expect(canGoNext(3, { ...EMPTY_ANSWERS, healthGoal: "maintain" }, null)).toBe(false);
    expect(canGoNext(3, { ...EMPTY_ANSWERS, healthGoal: "maintain", bodyWeight: "70" }, null)).toBe(true);
    expect(canGoNext(4, EMPTY_ANSWERS, null)).toBe(false);
    expect(canGoNext(4, EMPTY_ANSWERS, 120)).toBe(true);
  });

  it("computes 171 g for 180 lb, build muscle, moderate, and submits everything together", () => {
    const answers = {
      age: "30",
      gender: "male",
      activityLevel: "moderate",
      healthGoal: "build_muscle",
      bodyWeight: "180",
      weightUnit: "lbs",
    } as const;
    expect(computeGoal(answers)).toBe(171);
    expect(profilePayload(answers, 171)).toEqual({
      age: 30,
      gender: "male",
      activityLevel: "moderate",
      healthGoal: "build_muscle",
      bodyWeight: 180,
      weightUnit: "lbs",
      dailyGoal: 171,
    });
    expect(
      computeGoal({
        ...answers,
        bodyWeight: "80",
        weightUnit: "kg",
        healthGoal: "lose_fat",
        activityLevel: "sedentary",
      }),
    ).toBe(Math.round(80 * 1.8 * 0.9));
  });
});

describe("the local onboarding marker", () => {
  it("belongs to the guest or to one account: a guest's skip does not answer for the account it creates", () => {
    localStorage.removeItem(ONBOARDING_DONE_KEY);
    markOnboardingDoneLocally("guest");
    expect(isOnboardingDoneLocally("guest")).toBe(true);
    expect(isOnboardingDoneLocally({ userId: "u1" })).toBe(false);
    markOnboardingDoneLocally({ userId: "u1" });
    expect(isOnboardingDoneLocally({ userId: "u1" })).toBe(true);
    expect(isOnboardingDoneLocally({ userId: "u2" })).toBe(false);
    // What older versions wrote on the device still counts for anyone.
    localStorage.setItem(ONBOARDING_DONE_KEY, "true");
    expect(isOnboardingDoneLocally("guest")).toBe(true);
    expect(isOnboardingDoneLocally({ userId: "u2" })).toBe(true);
    localStorage.removeItem(ONBOARDING_DONE_KEY);
  });
});
