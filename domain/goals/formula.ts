import { formatAmount } from "../stats/format-amount";

/** Health goals: lose fat, maintain, build muscle; the planner treats a missing goal as maintain. */
export const HEALTH_GOALS = ["lose_fat", "maintain", "build_muscle"] as const;
export type HealthGoal = (typeof HEALTH_GOALS)[number];

/** Activity levels of the onboarding wizard's step 2. */
export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export const WEIGHT_UNITS = ["lbs", "kg"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Goal defaults: 100 g a day, 700 a week, 3000 a month. */
export const DEFAULT_DAILY_GOAL = 100;
export const DEFAULT_WEEKLY_GOAL = 700;
export const DEFAULT_MONTHLY_GOAL = 3000;
/** The planner's read uses dailyProteinGoal and falls back to 150 g when it is missing. */
export const PLANNER_FALLBACK_DAILY_GOAL = 150;
export const DEFAULT_HEALTH_GOAL: HealthGoal = "maintain";
export const DEFAULT_WEIGHT_UNIT: WeightUnit = "lbs";

export const KG_PER_LB = 0.453592;

/** Grams of protein per kg of body weight, by health goal. */
export const BASE_GRAMS_PER_KG: Readonly<Record<HealthGoal, number>> = {
  lose_fat: 1.8,
  maintain: 1.4,
  build_muscle: 2.0,
};
export const FALLBACK_BASE_GRAMS_PER_KG = 1.4;

export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 0.9,
  light: 1.0,
  moderate: 1.05,
  active: 1.1,
  very_active: 1.15,
};
export const FALLBACK_ACTIVITY_FACTOR = 1;

/** The descriptions the wizard shows beside each activity level, in the product's exact wording. */
export const ACTIVITY_LEVEL_DESCRIPTIONS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: "little to no exercise",
  light: "1-3 days/week",
  moderate: "3-5 days/week",
  active: "6-7 days/week",
  very_active: "intense daily exercise",
};

/** The planner's goal badge labels: Lose Fat, Maintain, Build Muscle. */
export const HEALTH_GOAL_LABELS: Readonly<Record<HealthGoal, string>> = {
  lose_fat: "Lose Fat",
  maintain: "Maintain",
  build_muscle: "Build Muscle",
};

export const isHealthGoal = (value: unknown): value is HealthGoal =>
  typeof value === "string" && (HEALTH_GOALS as readonly string[]).includes(value);

export const isActivityLevel = (value: unknown): value is ActivityLevel =>
  typeof value === "string" && (ACTIVITY_LEVELS as readonly string[]).includes(value);

export interface GoalInput {
  bodyWeight: number | null | undefined;
  weightUnit: WeightUnit;
  // Plain strings are accepted because profiles read back from storage may hold old values;
  // the fallbacks (1.4 g/kg, activity factor 1) cover those.
  healthGoal: HealthGoal | string | null | undefined;
  activityLevel: ActivityLevel | string | null | undefined;
}

export function toKilograms(weight: number, unit: WeightUnit): number {
  return unit === "kg" ? weight : weight * KG_PER_LB;
}

/** The grams of protein per kg of body weight a profile's goal means: base g/kg × activity factor. */
export function gramsPerKgFor(input: Pick<GoalInput, "healthGoal" | "activityLevel">): number {
  const base = isHealthGoal(input.healthGoal) ? BASE_GRAMS_PER_KG[input.healthGoal] : FALLBACK_BASE_GRAMS_PER_KG;
  const factor = isActivityLevel(input.activityLevel)
    ? ACTIVITY_FACTORS[input.activityLevel]
    : FALLBACK_ACTIVITY_FACTOR;
  return base * factor;
}

/**
 * The daily protein goal: round(weight in kg × base g/kg × activity factor).
 * Null when there is no usable weight, which is what keeps the wizard's result step disabled.
 */
export function calculateProteinGoal(input: GoalInput): number | null {
  const { bodyWeight, weightUnit } = input;
  if (typeof bodyWeight !== "number" || !Number.isFinite(bodyWeight) || bodyWeight <= 0) return null;
  return Math.round(toKilograms(bodyWeight, weightUnit) * gramsPerKgFor(input));
}

const GOAL_PHRASES: Readonly<Record<HealthGoal, string>> = {
  lose_fat: "lose fat",
  maintain: "maintain your weight",
  build_muscle: "build muscle",
};

const ACTIVITY_PHRASES: Readonly<Record<ActivityLevel, string>> = {
  sedentary: "little to no exercise",
  light: "light activity",
  moderate: "moderate activity",
  active: "an active lifestyle",
  very_active: "intense daily exercise",
};

/**
 * The wizard's result sentence, e.g. "Based on your weight of 180 lbs and your goal to build
 * muscle with moderate activity, we recommend 171g of protein per day."
 */
export function goalSummary(input: GoalInput & { dailyGoal: number }): string {
  const weight = `${formatAmount(input.bodyWeight ?? 0)} ${input.weightUnit}`;
  const goal = isHealthGoal(input.healthGoal) ? GOAL_PHRASES[input.healthGoal] : GOAL_PHRASES.maintain;
  const activity = isActivityLevel(input.activityLevel) ? ` with ${ACTIVITY_PHRASES[input.activityLevel]}` : "";
  return `Based on your weight of ${weight} and your goal to ${goal}${activity}, we recommend ${input.dailyGoal}g of protein per day.`;
}
