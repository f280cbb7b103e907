import { sql } from "drizzle-orm";
import { isNdb, ndbOf } from "../../../domain/nutrition/ndb";
import { roundTo } from "../../../domain/nutrition/round";
import { foodById } from "../../../domain/nutrition/table";
import type { Db } from "../../db/client";
import { foods } from "../../db/schema";

/**
 * kcal, fat and carbs of a meal's food, always from the server's own SR28 values, never from
 * the request: an everyday food's from the table in the bundle, a food picked from the full
 * table (an NDB number) from D1's `foods`, read once for every such food of a write. A food that
 * is not a table food, or whose grams are unknown, gets null.
 */

export interface FoodNutrients {
  kcal: number | null;
  fatG: number | null;
  carbsG: number | null;
}

type Per100g = { kcal: number; fat: number | null; carbs: number | null };

const NONE: FoodNutrients = { kcal: null, fatG: null, carbsG: null };

/** The value per 100 g times grams/100: energy to the kcal, fat and carbs to 0.1 g (as the picker rounds). */
const perGrams = (value: number | null, grams: number, digits: 0 | 1) =>
  value === null ? null : roundTo((value * grams) / 100, digits);

/** The SR28 values per 100 g of the NDB numbers among `foodIds` that are not everyday foods, from D1 in one query. */
async function tableValues(db: Db, foodIds: readonly (string | null | undefined)[]): Promise<Map<string, Per100g>> {
  const ndbs = [...new Set(foodIds.filter(isNdb))];
  if (ndbs.length === 0) return new Map();
  const rows = await db
    .select({ ndb: foods.ndb, kcal: foods.kcalPer100g, fat: foods.fatPer100g, carbs: foods.carbsPer100g })
    .from(foods)
    .where(sql`${foods.ndb} in (select value from json_each(${JSON.stringify(ndbs)}))`);
  return new Map(rows.map(({ ndb, ...values }) => [ndb, values]));
}

/** A function giving each food's kcal, fat and carbs for its id and grams; one D1 read for all of `foodIds` first. */
export async function nutrientsFor(db: Db, foodIds: readonly (string | null | undefined)[]) {
  const fromD1 = await tableValues(db, foodIds);
  return (foodId: string | null | undefined, grams: number | null | undefined): FoodNutrients => {
    const ndb = ndbOf(foodId);
    if (ndb === null || grams === null || grams === undefined) return NONE;
    const everyday = foodId && !isNdb(foodId) ? foodById(foodId) : undefined;
    const values: Per100g | undefined = everyday
      ? { kcal: everyday.kcalPer100g, fat: everyday.fatPer100g, carbs: everyday.carbsPer100g }
      : fromD1.get(ndb);
    if (!values) return NONE;
    return {
      kcal: perGrams(values.kcal, grams, 0),
      fatG: perGrams(values.fat, grams, 1),
      carbsG: perGrams(values.carbs, grams, 1),
    };
  };
}
