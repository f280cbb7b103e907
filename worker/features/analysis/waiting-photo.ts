import { and, eq, or, sql } from "drizzle-orm";
import type { GroundedFood } from "../../../domain/analysis/ground";
import type { Meal } from "../../../domain/meals/meal";
import type { Db } from "../../db/client";
import { foodItems, type MealRow, meals, type UserRow } from "../../db/schema";
import { mealXpInserts, refreshProgress } from "../gamification/progress";
import { readMeal } from "../meals/create";

/** Guest-migrated meals have ids `gm_…` (worker/features/guest-migration/routes.ts). */
const GUEST_MEAL_ID = "gm\\_%";

/**
 * The guest photo meal this photo belongs to, if any: still waiting for analysis, or
 * already analysed in place (then analysing the photo again returns it, ADR 019).
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

/** The (title, foods, total) an analysis gives a meal. */
export interface AnalysedFoods {
  title: string;
  totalProtein: number;
  foods: GroundedFood[];
}

/**
 * Fills a waiting guest photo meal with its analysis, in place: same id, day and time, now
 * a photo meal with its foods and its XP. One D1 batch (a transaction); every statement is
 * guarded by "still waiting" and the flag is cleared last, so of two analyses racing for the
 * same meal only the first changes anything and the second is told it was a replay.
 */
export async function fillWaitingMeal(
  db: Db,
  user: UserRow,
  meal: MealRow,
  analysed: AnalysedFoods,
): Promise<{ meal: Meal; created: boolean }> {
  const stillWaiting = sql`exists (select 1 from ${meals} where ${meals.id} = ${meal.id} and ${meals.awaitingAnalysis} = 1)`;
  // INSERT … SELECT … WHERE still waiting; the values follow food_items' column order.
  const itemInserts = analysed.foods.map((f, position) =>
    db.insert(foodItems).select(
      sql`select ${`${meal.id}_${position}`}, ${meal.id}, ${position}, ${f.name}, null, ${f.proteinContent},
        ${f.grams}, ${f.portionSize}, ${f.confidence}, ${f.source}, ${f.foodId} where ${stillWaiting}`,
    ),
  );
  const results = await db.batch([
    db.delete(foodItems).where(and(eq(foodItems.mealId, meal.id), stillWaiting)),
    ...itemInserts,
    // The XP rows are keyed by meal: a replay inserts nothing (DESIGN section 3).
    ...mealXpInserts(db, user.id, meal.id, true),
    db
      .update(meals)
      .set({
        title: analysed.title,
        totalProtein: analysed.totalProtein,
        source: "photo",
        awaitingAnalysis: false,
        updatedAt: sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`,
      })
      .where(and(eq(meals.id, meal.id), eq(meals.userId, user.id), eq(meals.awaitingAnalysis, true))),
  ]);
  const update = results.at(-1) as { meta: { changes: number } };
  const created = update.meta.changes > 0;
  if (created) await refreshProgress(db, user, meal.localDate);
  const stored = await readMeal(db, user.id, meal.id);
  if (!stored) throw new Error("analysed guest meal could not be read back");
  return { meal: stored, created };
}
