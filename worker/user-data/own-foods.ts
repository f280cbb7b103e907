import { and, asc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import { type CustomFoodValues, MAX_CUSTOM_FOODS, nameKey } from "../../domain/custom-foods/schemas";
import { MAX_SAVED_MEALS, type SavedFoodRef } from "../../domain/meals/saved-meal";
import { isLive, markLive } from "./live-groups";
import { customFoods, savedMeals } from "./schema";
import { inTransaction } from "./transaction";
import type { Db } from "./types";

/**
 * The user's own foods (entered from a label) and saved meals, in their object (ADR 067). Each
 * write is one transaction of a single object, so a limit or a name checked here cannot be passed
 * by requests sent at once: they run one after another.
 */

const GROUP = "own-foods";

export type OwnFoodRow = typeof customFoods.$inferSelect;
export type SavedMealRow = typeof savedMeals.$inferSelect;

/** Why a write of an own food stored nothing. */
export type OwnFoodRefusal = "name" | "barcode" | "limit" | "missing";

/** A saved meal and the own foods it names that still exist (its table foods are read from D1). */
export interface SavedMealWithFoods {
  meal: SavedMealRow;
  ownFoods: OwnFoodRow[];
}

export function listOwnFoods(db: Db): OwnFoodRow[] {
  return db.select().from(customFoods).orderBy(asc(customFoods.nameKey)).all();
}

export function ownFood(db: Db, id: string): OwnFoodRow | null {
  return db.select().from(customFoods).where(eq(customFoods.id, id)).get() ?? null;
}

export function ownFoodsByIds(db: Db, ids: readonly string[]): OwnFoodRow[] {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customFoods)
    .where(inArray(customFoods.id, [...new Set(ids)]))
    .all();
}

/**
 * The own foods whose name contains every word (already lower-case, as `name_key` is), by name.
 * LIKE's wildcards are taken out of the words, so a word is matched as typed.
 */
export function searchOwnFoods(db: Db, words: readonly string[], limit: number): OwnFoodRow[] {
  const plain = words.map((w) => w.replace(/[%_]/g, "")).filter(Boolean);
  if (plain.length === 0) return [];
  return db
    .select()
    .from(customFoods)
    .where(and(...plain.map((w) => like(customFoods.nameKey, `%${w}%`))))
    .orderBy(asc(customFoods.nameKey))
    .limit(limit)
    .all();
}

export function ownFoodByBarcode(db: Db, barcode: string): OwnFoodRow | null {
  return db.select().from(customFoods).where(eq(customFoods.barcode, barcode)).get() ?? null;
}

/** What keeps `values` from being stored (another food with the name or barcode, or the limit), if anything. */
function refusal(db: Db, values: CustomFoodValues, exceptId: string | null): OwnFoodRefusal | null {
  const others = db
    .select({ nameKey: customFoods.nameKey, barcode: customFoods.barcode })
    .from(customFoods)
    .where(
      and(
        exceptId === null ? undefined : ne(customFoods.id, exceptId),
        values.barcode === null
          ? eq(customFoods.nameKey, nameKey(values.name))
          : or(eq(customFoods.nameKey, nameKey(values.name)), eq(customFoods.barcode, values.barcode)),
      ),
    )
    .all();
  if (others.some((o) => o.nameKey === nameKey(values.name))) return "name";
  if (others.length > 0) return "barcode";
  if (exceptId !== null) return null;
  const count = db.select({ n: sql<number>`count(*)` }).from(customFoods).get()?.n ?? 0;
  return count >= MAX_CUSTOM_FOODS ? "limit" : null;
}

/** Stores a new food, unless another has its name or barcode or the user holds MAX_CUSTOM_FOODS. */
export function createOwnFood(
  db: Db,
  id: string,
  values: CustomFoodValues,
  at: Date,
): { row: OwnFoodRow } | { refused: OwnFoodRefusal } {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    const refused = refusal(db, values, null);
    if (refused) return { refused };
    const row = db
      .insert(customFoods)
      .values({ id, ...values, nameKey: nameKey(values.name), createdAt: at, updatedAt: at })
      .returning()
      .get();
    return { row };
  });
}

/** Replaces a food's values, under the same rules; `missing` when there is no such food. */
export function updateOwnFood(
  db: Db,
  id: string,
  values: CustomFoodValues,
  at: Date,
): { row: OwnFoodRow } | { refused: OwnFoodRefusal } {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    if (!ownFood(db, id)) return { refused: "missing" as const };
    const refused = refusal(db, values, id);
    if (refused) return { refused };
    const row = db
      .update(customFoods)
      .set({ ...values, nameKey: nameKey(values.name), updatedAt: at })
      .where(eq(customFoods.id, id))
      .returning()
      .get();
    if (!row) return { refused: "missing" as const };
    return { row };
  });
}

/** Deletes a food; answers whether there was one. The saved meals naming it keep their reference. */
export function deleteOwnFood(db: Db, id: string): boolean {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    return db.delete(customFoods).where(eq(customFoods.id, id)).returning({ id: customFoods.id }).all().length > 0;
  });
}

const ownIdsOf = (refs: readonly SavedFoodRef[]) => refs.flatMap((r) => ("customFoodId" in r ? [r.customFoodId] : []));

/** The saved meals, oldest first, with the own foods they name. */
export function listSavedMeals(db: Db): { meals: SavedMealRow[]; ownFoods: OwnFoodRow[] } {
  return inTransaction(db, () => {
    const meals = db.select().from(savedMeals).orderBy(asc(savedMeals.createdAt), asc(savedMeals.id)).all();
    return {
      meals,
      ownFoods: ownFoodsByIds(
        db,
        meals.flatMap((m) => ownIdsOf(m.foods)),
      ),
    };
  });
}

export function savedMeal(db: Db, id: string): SavedMealWithFoods | null {
  return inTransaction(db, () => {
    const meal = db.select().from(savedMeals).where(eq(savedMeals.id, id)).get();
    return meal ? { meal, ownFoods: ownFoodsByIds(db, ownIdsOf(meal.foods)) } : null;
  });
}

/** The first own food `refs` names that the user does not have, if any. */
function missingOwnFood(db: Db, refs: readonly SavedFoodRef[]): string | null {
  const ids = ownIdsOf(refs);
  const held = new Set(ownFoodsByIds(db, ids).map((f) => f.id));
  return ids.find((id) => !held.has(id)) ?? null;
}

/** What a write of a saved meal did. */
export type SavedMealWrite =
  | { kind: "stored"; created: boolean; saved: SavedMealWithFoods }
  | { kind: "missing-food"; customFoodId: string }
  | { kind: "limit" }
  | { kind: "not-found" };

/**
 * Saves a meal under `id`, unless an own food it names does not exist or the user has
 * MAX_SAVED_MEALS. An id already there (a retried save with the same key) is answered as stored.
 */
export function createSavedMeal(
  db: Db,
  meal: { id: string; name: string; foods: SavedFoodRef[] },
  at: Date,
): SavedMealWrite {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    const existing = db.select().from(savedMeals).where(eq(savedMeals.id, meal.id)).get();
    if (existing) return stored(db, existing, false);
    const missing = missingOwnFood(db, meal.foods);
    if (missing) return { kind: "missing-food" as const, customFoodId: missing };
    const count = db.select({ n: sql<number>`count(*)` }).from(savedMeals).get()?.n ?? 0;
    if (count >= MAX_SAVED_MEALS) return { kind: "limit" as const };
    const row = db
      .insert(savedMeals)
      .values({ ...meal, createdAt: at, updatedAt: at })
      .returning()
      .get();
    return stored(db, row, true);
  });
}

/** A new name and foods for a saved meal of the user's; `not-found` for any other id. */
export function updateSavedMeal(
  db: Db,
  id: string,
  values: { name: string; foods: SavedFoodRef[] },
  at: Date,
): SavedMealWrite {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    if (!db.select({ id: savedMeals.id }).from(savedMeals).where(eq(savedMeals.id, id)).get()) {
      return { kind: "not-found" as const };
    }
    const missing = missingOwnFood(db, values.foods);
    if (missing) return { kind: "missing-food" as const, customFoodId: missing };
    const row = db
      .update(savedMeals)
      .set({ ...values, updatedAt: at })
      .where(eq(savedMeals.id, id))
      .returning()
      .get();
    if (!row) return { kind: "not-found" as const };
    return stored(db, row, false);
  });
}

const stored = (db: Db, meal: SavedMealRow, created: boolean): SavedMealWrite => ({
  kind: "stored",
  created,
  saved: { meal, ownFoods: ownFoodsByIds(db, ownIdsOf(meal.foods)) },
});

/** Deletes a saved meal; answers whether there was one. The meals logged from it stay. */
export function deleteSavedMeal(db: Db, id: string): boolean {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    return db.delete(savedMeals).where(eq(savedMeals.id, id)).returning({ id: savedMeals.id }).all().length > 0;
  });
}

/** The group's rows as the move copies and compares them. */
export interface OwnFoodsRows {
  customFoods: OwnFoodRow[];
  savedMeals: SavedMealRow[];
}

/**
 * The move's copy: the own foods and saved meals become exactly D1's rows, unless the group is
 * live here (a write reached the object, so a slower concurrent move's rows are out of date).
 * Answers what the object holds afterwards, for the move to verify against D1.
 */
export function copyOwnFoods(db: Db, rows: OwnFoodsRows): { live: boolean; held: OwnFoodsRows } {
  return inTransaction(db, () => {
    const live = isLive(db, GROUP);
    if (!live) {
      db.delete(customFoods).run();
      db.delete(savedMeals).run();
      for (const row of rows.customFoods) db.insert(customFoods).values(row).run();
      for (const row of rows.savedMeals) db.insert(savedMeals).values(row).run();
    }
    return {
      live,
      held: {
        customFoods: db.select().from(customFoods).all(),
        savedMeals: db.select().from(savedMeals).all(),
      },
    };
  });
}
