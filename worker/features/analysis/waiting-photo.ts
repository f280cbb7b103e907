import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type MealRow, meals } from "../../db/schema";

/** Guest-migrated meals have ids `gm_…` (worker/features/meals/log-meal.ts). */
const GUEST_MEAL_ID = "gm\\_%";

/**
 * The guest photo meal this photo belongs to, if any: still waiting for analysis, or
 * already analysed in place (then analysing the photo again returns it, ADR 019). Its
 * completion is the meal write path's (completeAwaitingMeal).
 */
export function guestPhotoMeal(db: Db, userId: string, imageUrl: string): Promise<MealRow | undefined> {
  return db
    .select()
    .from(meals)
    .where(
      and(
        eq(meals.userId, userId),
        eq(meals.imageUrl, imageUrl),
        or(eq(meals.awaitingAnalysis, true), sql`${meals.id} like ${GUEST_MEAL_ID} escape '\\'`),
      ),
    )
    .orderBy(sql`${meals.awaitingAnalysis} desc`)
    .limit(1)
    .get();
}
