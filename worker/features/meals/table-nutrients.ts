import { sql } from "drizzle-orm";
import { fullTableNdbs, type Per100g, storedNutrients } from "../../../domain/nutrition/stored-nutrients";
import type { Db } from "../../db/client";
import { foods } from "../../db/schema";

/** The SR28 values per 100 g of full-table foods (NDB numbers), from D1 in one query; none asked, no query. */
export async function fullTableValues(db: Db, ndbs: readonly string[]): Promise<Map<string, Per100g>> {
  if (ndbs.length === 0) return new Map();
  const rows = await db
    .select({ ndb: foods.ndb, kcal: foods.kcalPer100g, fat: foods.fatPer100g, carbs: foods.carbsPer100g })
    .from(foods)
    .where(sql`${foods.ndb} in (select value from json_each(${JSON.stringify(ndbs)}))`);
  return new Map(rows.map(({ ndb, ...values }) => [ndb, values]));
}

/**
 * A function giving each food's kcal, fat and carbs for its id and grams (storedNutrients): the
 * full-table values `known` holds already (read with the foods), the others read from D1 in one
 * query first (none missing, no query).
 */
export async function nutrientsFor(
  db: Db,
  foodIds: readonly (string | null | undefined)[],
  known: ReadonlyMap<string, Per100g> = new Map(),
) {
  const read = await fullTableValues(
    db,
    fullTableNdbs(foodIds).filter((ndb) => !known.has(ndb)),
  );
  return storedNutrients(new Map([...known, ...read]));
}
