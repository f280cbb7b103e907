import { type SQL, sql } from "drizzle-orm";
import { ndbOf } from "../../../domain/nutrition/ndb";
import { foods } from "../../db/schema";

/**
 * kcal, fat and carbs of a meal's food, always from the server's own SR28
 * table, never from the request: a scalar subquery on `foods` by NDB number, so it rides in
 * the write's own batch and costs no round trip. A food that is not a table food, or whose
 * grams are unknown, gets null (no row or a null factor makes the expression null).
 */

export interface NutrientSql {
  kcal: SQL;
  fatG: SQL;
  carbsG: SQL;
}

/** The value per 100 g times grams/100: energy to the kcal, fat and carbs to 0.1 g (as the picker rounds). */
function perGrams(column: SQL, ndb: string | null, grams: number | null, digits: 0 | 1): SQL {
  if (ndb === null || grams === null) return sql`null`;
  // The column (REAL) comes first, so the arithmetic is never integer division.
  return sql`(select round(${column} * ${grams} / 100.0, ${digits}) from ${foods} where ${foods.ndb} = ${ndb})`;
}

/** The three values for a food id and its grams, as SQL expressions for an INSERT … SELECT or an UPDATE. */
export function tableNutrients(foodId: string | null | undefined, grams: number | null | undefined): NutrientSql {
  const ndb = ndbOf(foodId);
  const g = grams ?? null;
  return {
    kcal: perGrams(sql`${foods.kcalPer100g}`, ndb, g, 0),
    fatG: perGrams(sql`${foods.fatPer100g}`, ndb, g, 1),
    carbsG: perGrams(sql`${foods.carbsPer100g}`, ndb, g, 1),
  };
}
