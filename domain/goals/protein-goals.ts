import { withThousands } from "../format/thousands";
import { z } from "../zod";
import { ACTIVITY_LEVELS, DEFAULT_WEIGHT_UNIT, GENDERS, HEALTH_GOALS, WEIGHT_UNITS } from "./formula";
import { GOAL_LIMITS } from "./goal-limits";

const grams = (n: number) => `${withThousands(n)}g`;

/** A whole number of grams within bounds, with messages that name the field in plain words. */
function gramsField({ min, max, label }: { min: number; max: number; label: string }) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `Enter your ${label} in grams.`
          : `Your ${label} must be a number of grams, like 120.`,
    })
    .int({ error: `Your ${label} must be a whole number of grams.` })
    .min(min, { error: `Your ${label} must be at least ${grams(min)}.` })
    .max(max, { error: `Your ${label} can be at most ${grams(max)}.` });
}

/** PUT /api/protein-goals: daily, weekly and monthly goal in grams. */
export const proteinGoalsSchema = z.object({
  dailyGoal: gramsField(GOAL_LIMITS.dailyGoal),
  weeklyGoal: gramsField(GOAL_LIMITS.weeklyGoal),
  monthlyGoal: gramsField(GOAL_LIMITS.monthlyGoal),
});

/** POST /api/protein-goals/follow-weight: yes to "Update your goal to N g?", naming the N shown. */
export const acceptGoalOfferSchema = z.object({ dailyGoal: gramsField(GOAL_LIMITS.dailyGoal) });

export type { ProteinGoals } from "./goal-limits";
export { followingGoals, GOAL_LIMITS, goalsFromDaily, withDailyGoal } from "./goal-limits";

export const AGE_LIMITS = { min: 1, max: 120 } as const;
export const BODY_WEIGHT_MAX = 1500;

/**
 * The onboarding profile, submitted together in one call to POST /api/user/profile
 * with dailyGoal; guest profiles migrated at sign-in use it too. Age may be null because
 * the wizard turns an empty or invalid age into null.
 */
export const onboardingProfileSchema = z.object({
  age: z
    .number({ error: "Enter your age as a number of years." })
    .int({ error: "Enter your age in whole years." })
    .min(AGE_LIMITS.min, { error: `Your age must be at least ${AGE_LIMITS.min}.` })
    .max(AGE_LIMITS.max, { error: `Your age can be at most ${AGE_LIMITS.max}.` })
    .nullable()
    .default(null),
  gender: z.enum(GENDERS, { error: "Choose male, female or other." }),
  activityLevel: z.enum(ACTIVITY_LEVELS, {
    error: "Choose your activity level: sedentary, light, moderate, active or very active.",
  }),
  healthGoal: z.enum(HEALTH_GOALS, { error: "Choose your goal: lose fat, maintain or build muscle." }),
  bodyWeight: z
    .number({ error: "Enter your body weight as a number." })
    .gt(0, { error: "Your body weight must be more than 0." })
    .max(BODY_WEIGHT_MAX, { error: `Your body weight can be at most ${withThousands(BODY_WEIGHT_MAX)}.` }),
  weightUnit: z.enum(WEIGHT_UNITS, { error: "Choose lbs or kg for your weight." }).default(DEFAULT_WEIGHT_UNIT),
  dailyGoal: gramsField(GOAL_LIMITS.dailyGoal),
});

/** What a client may send (age and weightUnit may be left out). */
export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;
/** What the server stores after defaults are applied. */
export type OnboardingProfile = z.output<typeof onboardingProfileSchema>;
