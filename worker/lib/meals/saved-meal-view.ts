import { and, asc, eq, sql } from "drizzle-orm";
import { mealFoodName } from "../../../domain/foods/picker";
import type { SavedFoodRef, SavedMeal } from "../../../domain/meals/saved-meal";
import { roundToTenth } from "../../../domain/nutrition/round";
import { builtOnce } from "../../db/prepared";
import { customFoods, foods, savedMeals } from "../../db/schema";
import { OWN_FOOD_COLUMNS, TABLE_FOOD_COLUMNS } from "../foods/meal-food-columns";
import { liveSessionUserId } from "../session";

// A user's saved meals as the API shows them, read in the session's batch: GET /api/saved-meals,
// and first in the re-log lists (GET /api/meals/recent). Names and protein come from the tables.

export type SavedRow = typeof savedMeals.$inferSelect;
type TableRow = { ndb: string; name: string; proteinPer100g: number };
type OwnRow = { id: string; name: string; brand: string | null; proteinPer100g: number };

const CUSTOM = "custom:";
export const refId = (ref: SavedFoodRef) => ("ndb" in ref ? ref.ndb : `${CUSTOM}${ref.customFoodId}`);

/** The ids (`ndb` or `customFoodId`) the live session user's saved meals name, as a subquery. */
const namedFoods = (key: "ndb" | "customFoodId") =>
  sql`(select json_extract(j.value, ${`$.${key}`}) from ${savedMeals} s, json_each(s.foods) j where s.user_id = ${liveSessionUserId})`;

/** The list's three reads (the meals, the table foods and the own foods they name), for the session's batch. */
export const savedMealReads = builtOnce(
  (db) =>
    [
      db
        .select()
        .from(savedMeals)
        .where(eq(savedMeals.userId, liveSessionUserId))
        .orderBy(asc(savedMeals.createdAt), asc(savedMeals.id))
        .prepare(),
      db
        .select(TABLE_FOOD_COLUMNS)
        .from(foods)
        .where(sql`${foods.ndb} in ${namedFoods("ndb")}`)
        .prepare(),
      db
        .select(OWN_FOOD_COLUMNS)
        .from(customFoods)
        .where(and(eq(customFoods.userId, liveSessionUserId), sql`${customFoods.id} in ${namedFoods("customFoodId")}`))
        .prepare(),
    ] as const,
);

/** Names and protein per 100 g by food id ("01123", "custom:{id}"). */
export function foodIndex(tableRows: readonly TableRow[], ownRows: readonly OwnRow[]) {
  const byId = new Map<string, { name: string; proteinPer100g: number }>();
  for (const r of tableRows) byId.set(r.ndb, r);
  for (const r of ownRows) byId.set(`${CUSTOM}${r.id}`, { name: mealFoodName(r), proteinPer100g: r.proteinPer100g });
  return byId;
}

/**
 * A saved meal as the API answers it. A food that no longer exists (an own food deleted since)
 * is left out of the list, and `missingFoods` says how many; logging such a meal is refused.
 */
export function savedMealView(row: SavedRow, byId: ReturnType<typeof foodIndex>): SavedMeal & { missingFoods: number } {
  const named = row.foods.flatMap((ref) => {
    const food = byId.get(refId(ref));
    return food ? [{ ...ref, name: food.name, protein: roundToTenth((food.proteinPer100g * ref.grams) / 100) }] : [];
  });
  return {
    id: row.id,
    name: row.name,
    protein: roundToTenth(named.reduce((sum, f) => sum + f.protein, 0)),
    foods: named,
    missingFoods: row.foods.length - named.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/saved-meals's answer from savedMealReads' rows. */
export const savedMealList = ([rows, tableRows, ownRows]: readonly [SavedRow[], TableRow[], OwnRow[]]) => {
  const byId = foodIndex(tableRows, ownRows);
  return rows.map((row) => savedMealView(row, byId));
};
