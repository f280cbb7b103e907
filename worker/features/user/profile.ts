import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { profileNamesSchema } from "../../../domain/auth/schemas";
import { gramsPerKgFor, toKilograms } from "../../../domain/goals/formula";
import { onboardingProfileSchema } from "../../../domain/goals/protein-goals";
import { z } from "../../../domain/zod";
import type { users } from "../../db/schema";
import { goalsFollowingDaily } from "../../lib/goals-follow-daily";

/**
 * POST /api/user/profile takes two payloads: the names from settings,
 * or the onboarding (or migrated guest) profile. The presence of a name decides which, so
 * each error names the field of the form the person actually used.
 */
export const userProfileSchema = z.looseObject({}).transform((value, ctx) => {
  const isNames = "firstName" in value || "lastName" in value;
  const result = isNames ? profileNamesSchema.safeParse(value) : onboardingProfileSchema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return isNames
    ? { kind: "names" as const, ...(result.data as z.output<typeof profileNamesSchema>) }
    : { kind: "onboarding" as const, ...(result.data as z.output<typeof onboardingProfileSchema>) };
});

export type UserProfileInput = z.output<typeof userProfileSchema>;

/**
 * The columns a profile payload changes. Onboarding also sets the goals: the daily goal,
 * and weekly and monthly at 7 × and 30 × it unless the user set them by hand.
 */
export function profileUpdate(input: UserProfileInput): SQLiteUpdateSetSource<typeof users> {
  if (input.kind === "names") return { firstName: input.firstName, lastName: input.lastName };
  return {
    age: input.age,
    gender: input.gender,
    activityLevel: input.activityLevel,
    healthGoal: input.healthGoal,
    bodyWeight: input.bodyWeight,
    weightUnit: input.weightUnit,
    ...goalsFollowingDaily(input.dailyGoal),
    // The goal follows the body (ADR 066): it means the profile's grams per kg at this weight.
    goalGramsPerKg: gramsPerKgFor(input),
    goalWeightKg: toKilograms(input.bodyWeight, input.weightUnit),
    onboardingCompletedAt: new Date(),
  };
}
