import { and, asc, eq, like, sql } from "drizzle-orm";
import { OWN_FOOD_SOURCE } from "../../../domain/barcode/food";
import { type CustomFoodValues, MAX_CUSTOM_FOODS, nameKey } from "../../../domain/custom-foods/schemas";
import type { FoodDto } from "../../../domain/foods/schemas";
import { oneServing } from "../../../domain/nutrition/portion-size";
import type { Db } from "../../db/client";
import { builtOnce, noRows, preparedPart } from "../../db/prepared";
import { customFoods } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { newId } from "../../lib/ids";
import { liveSessionUserId, type SessionPlaceholders } from "../../lib/session";

export type CustomFoodRow = typeof customFoods.$inferSelect;

/** A user's food in the food shape every food endpoint answers with. */
export function customFoodView(row: CustomFoodRow): FoodDto {
  return {
    id: `custom:${row.id}`,
    name: row.name,
    brand: row.brand,
    group: "Your foods",
    proteinPer100g: row.proteinPer100g,
    kcalPer100g: row.kcalPer100g,
    fatPer100g: null,
    carbsPer100g: null,
    fiberPer100g: null,
    portions:
      row.servingGrams === null ? [] : [{ label: oneServing(row.servingLabel || "serving"), grams: row.servingGrams }],
    source: OWN_FOOD_SOURCE,
    barcode: row.barcode,
  };
}

/** The live session's user's foods by name, built once, for a batch with the session lookup (ADR 010). */
const customFoodListOfSession = builtOnce((db) =>
  db
    .select()
    .from(customFoods)
    .where(eq(customFoods.userId, liveSessionUserId))
    .orderBy(asc(customFoods.nameKey))
    .prepare(),
);

export const customFoodListRead = (db: Db) => [customFoodListOfSession(db), {}] as const;

/** One food of the live session's user by id, built once (readWithSession); another user's id finds nothing. */
const customFoodOfSession = builtOnce((db) =>
  db
    .select()
    .from(customFoods)
    .where(and(eq(customFoods.id, sql.placeholder("id")), eq(customFoods.userId, liveSessionUserId)))
    .prepare(),
);

export const customFoodRead = (db: Db, id: string) => [customFoodOfSession(db), { id }] as const;

export function listCustomFoods(db: Db, userId: string) {
  return db.select().from(customFoods).where(eq(customFoods.userId, userId)).orderBy(asc(customFoods.nameKey)).all();
}

/**
 * The live session's user's own foods whose name contains every word of the query, for the
 * search's batch (readWithOptionalSession): shown before the USDA table's, so a food
 * entered from a label is found where it is looked for. Built per query: the number of words
 * shapes the SQL.
 */
export function customFoodSearchPart(db: Db, d1: D1Database, q: string, session: SessionPlaceholders, limit = 5) {
  const words = nameKey(q)
    .split(" ")
    .slice(0, 8)
    // LIKE's wildcards are dropped from the words (SQLite's LIKE has no default escape).
    .map((w) => w.replace(/[%_]/g, ""))
    .filter(Boolean)
    .map((w) => like(customFoods.nameKey, `%${w}%`));
  if (words.length === 0) return noRows<CustomFoodRow>();
  const query = db
    .select()
    .from(customFoods)
    .where(and(eq(customFoods.userId, liveSessionUserId), ...words))
    .orderBy(asc(customFoods.nameKey))
    .limit(limit)
    .prepare();
  return preparedPart(d1, query, session);
}

/** The live session's user's food with a barcode, built once (readWithSessionIfAny): a scan looks there first. */
const customFoodByBarcodeOfSession = builtOnce((db) =>
  db
    .select()
    .from(customFoods)
    .where(and(eq(customFoods.userId, liveSessionUserId), eq(customFoods.barcode, sql.placeholder("barcode"))))
    .prepare(),
);

export const customFoodByBarcodeRead = (db: Db, barcode: string) =>
  [customFoodByBarcodeOfSession(db), { barcode }] as const;

/** Another food of the same user already holding this name or barcode (`exceptId` aside). */
const clashing = (userId: string, values: CustomFoodValues, exceptId: string | null) => sql`exists (
  select 1 from ${customFoods} as other
  where other.user_id = ${userId}
    and other.id is not ${exceptId}
    and (other.name_key = ${nameKey(values.name)} or (${values.barcode} is not null and other.barcode = ${values.barcode})))`;

/** Why a write that stored nothing stored nothing, in words for the person. */
async function explainRefusal(db: Db, userId: string, values: CustomFoodValues, exceptId: string | null) {
  const others = (await listCustomFoods(db, userId)).filter((row) => row.id !== exceptId);
  if (others.some((row) => row.nameKey === nameKey(values.name))) {
    return new ApiError(409, `You already have a food named "${values.name}".`, { code: "DUPLICATE_FOOD" });
  }
  if (values.barcode && others.some((row) => row.barcode === values.barcode)) {
    return new ApiError(409, "Another of your foods already has this barcode.", { code: "DUPLICATE_BARCODE" });
  }
  if (exceptId === null && others.length >= MAX_CUSTOM_FOODS) {
    return new ApiError(409, `You can keep up to ${MAX_CUSTOM_FOODS} foods of your own. Delete one to add another.`, {
      code: "TOO_MANY_FOODS",
    });
  }
  return new ApiError(404, "That food does not exist.", { code: "NOT_FOUND" });
}

/**
 * Stores a new food in one statement that also checks the per-user limit and that no other
 * food of the user has the name or barcode, so concurrent submissions cannot get past
 * either rule (D1 runs each statement alone); the unique indexes stand behind it.
 */
export async function createCustomFood(db: Db, userId: string, values: CustomFoodValues): Promise<CustomFoodRow> {
  const id = newId();
  const now = Date.now();
  const [row] = await db.all<{ id: string }>(sql`
    insert into ${customFoods} (id, user_id, name, name_key, brand, protein_per_100g, kcal_per_100g,
      serving_grams, serving_label, barcode, created_at, updated_at)
    select ${id}, ${userId}, ${values.name}, ${nameKey(values.name)}, ${values.brand}, ${values.proteinPer100g},
      ${values.kcalPer100g}, ${values.servingGrams}, ${values.servingLabel}, ${values.barcode}, ${now}, ${now}
    where (select count(*) from ${customFoods} where user_id = ${userId}) < ${MAX_CUSTOM_FOODS}
      and not ${clashing(userId, values, null)}
    on conflict do nothing
    returning id`);
  if (!row) throw await explainRefusal(db, userId, values, null);
  const stored = await db.select().from(customFoods).where(eq(customFoods.id, id)).get();
  if (!stored) throw new Error("stored custom food could not be read back");
  return stored;
}

/** Replaces a food's values; only its owner's row can match, and the same rules hold. */
export async function updateCustomFood(
  db: Db,
  userId: string,
  id: string,
  values: CustomFoodValues,
): Promise<CustomFoodRow> {
  const [row] = await db
    .update(customFoods)
    .set({ ...values, nameKey: nameKey(values.name), updatedAt: new Date() })
    .where(and(eq(customFoods.id, id), eq(customFoods.userId, userId), sql`not ${clashing(userId, values, id)}`))
    .returning();
  if (!row) throw await explainRefusal(db, userId, values, id);
  return row;
}

export async function deleteCustomFood(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(customFoods)
    .where(and(eq(customFoods.id, id), eq(customFoods.userId, userId)))
    .returning({ id: customFoods.id });
  return gone.length > 0;
}
