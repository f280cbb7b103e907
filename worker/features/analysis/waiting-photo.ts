import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { meals } from "../../db/schema";
import { liveSessionUserId } from "../../lib/session";

/** Guest-migrated meals have ids `gm_…` (worker/features/meals/log-meal.ts). */
const GUEST_MEAL_ID = "gm\\_%";

/**
 * The live session's user's guest photo meal for this photo, if any: still waiting for
 * analysis, or already analysed in place (then analysing the photo again returns it, ADR 019).
 * Its completion is the meal write path's (completeAwaitingMeal). Built once.
 */
const guestPhotoMealOfSession = builtOnce((db) =>
  db
    .select()
    .from(meals)
    .where(
      and(
        eq(meals.userId, liveSessionUserId),
        eq(meals.imageUrl, sql.placeholder("imageUrl")),
        or(eq(meals.awaitingAnalysis, true), sql`${meals.id} like ${GUEST_MEAL_ID} escape '\\'`),
      ),
    )
    .orderBy(sql`${meals.awaitingAnalysis} desc`)
    .limit(1)
    .prepare(),
);

/** That meal's read, for the batch with the session lookup (readWithSession); at most one row. */
export const guestPhotoMealRead = (db: Db, imageUrl: string) => [guestPhotoMealOfSession(db), { imageUrl }] as const;
