import { eq, sql } from "drizzle-orm";
import { salvageGuestProfile } from "../../../domain/goals/guest-profile";
import type { Db } from "../../db/client";
import { type UserFields, users } from "../../db/schema";
import { goalsFollowingDaily } from "../../lib/goals-follow-daily";

export interface GuestProfileOutcome {
  saved: string[];
  dropped: { field: string; message: string }[];
}

/**
 * Stores the valid fields of a guest's onboarding profile on the new account and reports the
 * refused ones, so the browser can say what was dropped and stop retrying.
 * The guest finished the wizard, so onboarding counts as done even when a field was dropped.
 */
export async function migrateGuestProfile(
  db: Db,
  user: UserFields,
  raw: Record<string, unknown>,
): Promise<GuestProfileOutcome> {
  const { valid, dropped } = salvageGuestProfile(raw);
  const { dailyGoal, ...profile } = valid;
  await db
    .update(users)
    .set({
      ...profile,
      ...(dailyGoal === undefined ? {} : goalsFollowingDaily(dailyGoal)),
      onboardingCompletedAt: user.onboardingCompletedAt ?? new Date(),
      updatedAt: sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`,
    })
    .where(eq(users.id, user.id));
  return { saved: Object.keys(valid), dropped };
}
