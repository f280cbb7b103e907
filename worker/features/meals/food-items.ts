import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { foods } from "../../db/schema";
import { TABLE_FOOD_WITH_VALUES } from "../../lib/foods/meal-food-columns";
import { pickedIds } from "../../user-data/meals/food-edits";
import type { ItemEdit } from "../../user-data/object";

/**
 * PUT /api/meals/{id}/food-items: what the Worker reads for the edit in the session's own D1
 * batch, the USDA foods it picks; the user's object works the edit out and writes it
 * (log-meal.ts editFoods, worker/user-data/meals/food-edits.ts).
 */

/** The read of picked table foods with their values per 100 g, built once; the NDB numbers arrive as a JSON array. */
const pickedTableFoods = builtOnce((db) =>
  db
    .select(TABLE_FOOD_WITH_VALUES)
    .from(foods)
    .where(sql`${foods.ndb} in (select value from json_each(${sql.placeholder("ndbs")}))`)
    .prepare(),
);

/**
 * The USDA foods the edits pick by NDB number, as a read for the session's own batch
 * (readWithSession): a swap to a table food then costs no round trip of its own.
 */
export const pickedTableFoodRead = (db: Db, edits: readonly ItemEdit[]) =>
  [pickedTableFoods(db), { ndbs: JSON.stringify(pickedIds(edits).ndbs) }] as const;
