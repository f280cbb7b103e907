import { isNdb, ndbOf } from "./ndb";
import { roundTo } from "./round";
import { foodById } from "./table";

/**
 * kcal, fat and carbs of a meal's food as stored, always from the server's own SR28 values,
 * never from the request: an everyday food's from the table in the bundle, a food of the full
 * table (an NDB number) from values read from D1's `foods`. A food that is not a table food, or
 * whose grams are unknown, gets null.
 */

export interface FoodNutrients {
  kcal: number | null;
  fatG: number | null;
  carbsG: number | null;
}

/** A full-table food's values per 100 g, as D1's `foods` holds them. */
export type Per100g = { kcal: number; fat: number | null; carbs: number | null };

const NONE: FoodNutrients = { kcal: null, fatG: null, carbsG: null };

/** The value per 100 g times grams/100: energy to the kcal, fat and carbs to 0.1 g (as the picker rounds). */
const perGrams = (value: number | null, grams: number, digits: 0 | 1) =>
  value === null ? null : roundTo((value * grams) / 100, digits);

/** The NDB numbers among `foodIds` whose values come from D1: the full table's, not the everyday foods'. */
export const fullTableNdbs = (foodIds: readonly (string | null | undefined)[]) => [...new Set(foodIds.filter(isNdb))];

/**
 * A function giving each food's kcal, fat and carbs for its id and grams, from the bundle's
 * everyday foods and `fullTable` (fullTableNdbs' values); a full-table food missing from it gets
 * null, so a caller reads every one it needs first.
 */
export function storedNutrients(fullTable: ReadonlyMap<string, Per100g>) {
  return (foodId: string | null | undefined, grams: number | null | undefined): FoodNutrients => {
    const ndb = ndbOf(foodId);
    if (ndb === null || grams === null || grams === undefined) return NONE;
    const everyday = foodId && !isNdb(foodId) ? foodById(foodId) : undefined;
    const values: Per100g | undefined = everyday
      ? { kcal: everyday.kcalPer100g, fat: everyday.fatPer100g, carbs: everyday.carbsPer100g }
      : fullTable.get(ndb);
    if (!values) return NONE;
    return {
      kcal: perGrams(values.kcal, grams, 0),
      fatG: perGrams(values.fat, grams, 1),
      carbsG: perGrams(values.carbs, grams, 1),
    };
  };
}
