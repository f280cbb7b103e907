import type { ActivityLevel, Gender, HealthGoal, WeightUnit } from "@domain/goals/formula";
import { calculateProteinGoal } from "@domain/goals/formula";

export const ONBOARDING_DONE_KEY = "proteo-onboarding-completed";
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

/** Spec section 5: age parsed as an integer, weight as a decimal; empty or invalid is null. */
export function parseAge(text: string): number | null {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
}

export function parseWeight(text: string): number | null {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : null;
}

/** Next is enabled per step (spec section 5). */
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

/** The profile the wizard submits, all together (spec section 3). */
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

/**
 * Whose onboarding the local marker records: "guest" for guest mode, else the account's id.
 * A guest's finish or skip is the guest's, not the account it later creates (issue 22 item 6):
 * that account is asked once more, unless the guest's profile came along with the migration
 * (which marks onboarding done on the server).
 */
export type OnboardingOwner = "guest" | { userId: string };

export const ownerKey = (owner: OnboardingOwner) => (owner === "guest" ? "guest" : `user:${owner.userId}`);

/**
 * Whether the wizard was finished or skipped here by this owner. "true" is the marker older
 * versions wrote for everyone on the device; it still counts for anyone.
 */
export function isOnboardingDoneLocally(owner: OnboardingOwner): boolean {
  try {
    const value = localStorage.getItem(ONBOARDING_DONE_KEY);
    return value === "true" || value === ownerKey(owner);
  } catch {
    return false;
  }
}

export function markOnboardingDoneLocally(owner: OnboardingOwner): void {
  try {
    localStorage.setItem(ONBOARDING_DONE_KEY, ownerKey(owner));
  } catch {
    // No storage: the server flag (for accounts) still keeps it from reappearing.
  }
}
