import type { ActivityLevel, Gender, HealthGoal, WeightUnit } from "@domain/goals/formula";
import { calculateProteinGoal } from "@domain/goals/formula";

export const LAST_STEP = 4;

export interface WizardAnswers {
  age: string;
  gender: Gender | "";
  activityLevel: ActivityLevel | "";
  healthGoal: HealthGoal | "";
  bodyWeight: string;
  weightUnit: WeightUnit;
}

export const EMPTY_ANSWERS: WizardAnswers = {
  age: "",
  gender: "",
  activityLevel: "",
  healthGoal: "",
  bodyWeight: "",
  weightUnit: "lbs",
};

/** Age parsed as an integer, weight as a decimal; empty or invalid is null. */
export function parseAge(text: string): number | null {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
}

export function parseWeight(text: string): number | null {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : null;
}

/** Next is enabled per step: each step needs its own answers, the last a computed goal. */
export function canGoNext(step: number, a: WizardAnswers, dailyGoal: number | null): boolean {
  switch (step) {
    case 0:
      return true;
    case 1:
      return parseAge(a.age) !== null && a.gender !== "";
    case 2:
      return a.activityLevel !== "";
    case 3:
      return a.healthGoal !== "" && parseWeight(a.bodyWeight) !== null;
    case 4:
      return dailyGoal !== null;
    default:
      return false;
  }
}

export function computeGoal(a: WizardAnswers): number | null {
  return calculateProteinGoal({
    bodyWeight: parseWeight(a.bodyWeight),
    weightUnit: a.weightUnit,
    healthGoal: a.healthGoal || null,
    activityLevel: a.activityLevel || null,
  });
}

/** The profile the wizard submits, all together in one call. */
export function profilePayload(a: WizardAnswers, dailyGoal: number) {
  return {
    age: parseAge(a.age),
    gender: a.gender,
    activityLevel: a.activityLevel,
    healthGoal: a.healthGoal,
    bodyWeight: parseWeight(a.bodyWeight),
    weightUnit: a.weightUnit,
    dailyGoal,
  };
}
