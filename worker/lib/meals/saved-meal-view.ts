import { sql } from "drizzle-orm";
import { mealFoodName } from "../../../domain/foods/picker";
import type { SavedFoodRef, SavedMeal } from "../../../domain/meals/saved-meal";
import { roundToTenth } from "../../../domain/nutrition/round";
import type { Per100g } from "../../../domain/nutrition/stored-nutrients";
import type { Db } from "../../db/client";
import { foods } from "../../db/schema";
import type { OwnFoodRow, SavedMealRow } from "../../user-data/object";
import { TABLE_FOOD_WITH_VALUES } from "../foods/meal-food-columns";

// A user's saved meals as the API shows them: GET /api/saved-meals, and first in the re-log
// lists (GET /api/meals/recent). The meals and the own foods they name are rows of the user's
// own object; names and protein come from the food tables, never from the saved meal.

type TableRow = { ndb: string; name: string; proteinPer100g: number } & Per100g;
type OwnRow = Pick<OwnFoodRow, "id" | "name" | "brand" | "proteinPer100g">;

const CUSTOM = "custom:";
export const refId = (ref: SavedFoodRef) => ("ndb" in ref ? ref.ndb : `${CUSTOM}${ref.customFoodId}`);

/** The USDA foods of these NDB numbers, with their values per 100 g (one D1 query; none asked, no query). */
export async function tableFoodRows(db: Db, ndbs: readonly string[]): Promise<TableRow[]> {
  const wanted = [...new Set(ndbs)];
  if (wanted.length === 0) return [];
  return db
    .select(TABLE_FOOD_WITH_VALUES)
    .from(foods)
    .where(sql`${foods.ndb} in (select value from json_each(${JSON.stringify(wanted)}))`);
}

/** The NDB numbers the saved meals name. */
export const namedNdbs = (meals: readonly { foods: readonly SavedFoodRef[] }[]) =>
  meals.flatMap((m) => m.foods.flatMap((r) => ("ndb" in r ? [r.ndb] : [])));

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
export function savedMealView(
  row: SavedMealRow,
  byId: ReturnType<typeof foodIndex>,
): SavedMeal & { missingFoods: number } {
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

/** The saved meals as the API answers them, with the USDA foods they name read from D1. */
export async function savedMealList(db: Db, saved: { meals: SavedMealRow[]; ownFoods: OwnRow[] }) {
  const byId = foodIndex(await tableFoodRows(db, namedNdbs(saved.meals)), saved.ownFoods);
  return saved.meals.map((row) => savedMealView(row, byId));
}
