import { and, asc, eq, sql } from "drizzle-orm";
import { mealFoodName } from "../../../domain/foods/picker";
import type { MealType } from "../../../domain/meals/guest-meal";
import { MAX_SAVED_MEALS, type SavedFoodRef, type SavedMeal } from "../../../domain/meals/saved-meal";
import { roundToTenth } from "../../../domain/nutrition/round";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { customFoods, foods, savedMeals, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { newId, sha256Hex } from "../../lib/ids";
import { checkCopyDay, copyTime } from "../../lib/meals/copy-day";
import { liveSessionUserId } from "../../lib/session";
import { logCopiedMeals, type NewMeal } from "../meals/log-meal";

/**
 * Saved meals of one's own: a name and foods (USDA foods by NDB number, own foods by id, with
 * grams), logged again in one tap through the meal write path. Names and protein always come
 * from the tables, when the meal is saved, shown and logged: a saved meal keeps no figure.
 */

type SavedRow = typeof savedMeals.$inferSelect;
type TableRow = { ndb: string; name: string; proteinPer100g: number };
type OwnRow = { id: string; name: string; brand: string | null; proteinPer100g: number };

const CUSTOM = "custom:";
const refId = (ref: SavedFoodRef) => ("ndb" in ref ? ref.ndb : `${CUSTOM}${ref.customFoodId}`);

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
        .select({ ndb: foods.ndb, name: foods.name, proteinPer100g: foods.proteinPer100g })
        .from(foods)
        .where(sql`${foods.ndb} in ${namedFoods("ndb")}`)
        .prepare(),
      db
        .select({
          id: customFoods.id,
          name: customFoods.name,
          brand: customFoods.brand,
          proteinPer100g: customFoods.proteinPer100g,
        })
        .from(customFoods)
        .where(and(eq(customFoods.userId, liveSessionUserId), sql`${customFoods.id} in ${namedFoods("customFoodId")}`))
        .prepare(),
    ] as const,
);

/** Names and protein per 100 g by food id ("01123", "custom:{id}"). */
function foodIndex(tableRows: readonly TableRow[], ownRows: readonly OwnRow[]) {
  const byId = new Map<string, { name: string; proteinPer100g: number }>();
  for (const r of tableRows) byId.set(r.ndb, r);
  for (const r of ownRows) byId.set(`${CUSTOM}${r.id}`, { name: mealFoodName(r), proteinPer100g: r.proteinPer100g });
  return byId;
}

/**
 * A saved meal as the API answers it. A food that no longer exists (an own food deleted since)
 * is left out of the list, and `missingFoods` says how many; logging such a meal is refused.
 */
function savedMealView(row: SavedRow, byId: ReturnType<typeof foodIndex>): SavedMeal & { missingFoods: number } {
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

/** The named foods of `refs` for one user, in one batch; 404 for a food neither table holds. */
async function resolvedFoods(db: Db, userId: string, refs: readonly SavedFoodRef[]) {
  const ndbs = JSON.stringify(refs.flatMap((r) => ("ndb" in r ? [r.ndb] : [])));
  const own = JSON.stringify(refs.flatMap((r) => ("customFoodId" in r ? [r.customFoodId] : [])));
  const [tableRows, ownRows] = await db.batch([
    db
      .select({ ndb: foods.ndb, name: foods.name, proteinPer100g: foods.proteinPer100g })
      .from(foods)
      .where(sql`${foods.ndb} in (select value from json_each(${ndbs}))`),
    db
      .select({
        id: customFoods.id,
        name: customFoods.name,
        brand: customFoods.brand,
        proteinPer100g: customFoods.proteinPer100g,
      })
      .from(customFoods)
      .where(and(eq(customFoods.userId, userId), sql`${customFoods.id} in (select value from json_each(${own}))`)),
  ]);
  const byId = foodIndex(tableRows, ownRows);
  const missing = refs.find((ref) => !byId.has(refId(ref)));
  if (missing)
    throw new ApiError(404, `No food has the id ${"ndb" in missing ? missing.ndb : missing.customFoodId}.`, {
      code: "FOOD_NOT_FOUND",
    });
  return byId;
}

const notFound = () => new ApiError(404, "Saved meal not found.", { code: "NOT_FOUND" });

async function ownSavedMeal(db: Db, userId: string, id: string): Promise<SavedRow> {
  const row = await db
    .select()
    .from(savedMeals)
    .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, userId)))
    .get();
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/saved-meals: stored only while the user has fewer than MAX_SAVED_MEALS, decided in
 * the insert itself, so saves sent at once cannot pass the bound. With an idempotency key the id
 * comes from (user, key): a retried save is the same saved meal.
 */
export async function createSavedMeal(
  db: Db,
  user: UserFields,
  input: { name: string; foods: SavedFoodRef[] },
  clientId: string | null,
) {
  const byId = await resolvedFoods(db, user.id, input.foods);
  const id = clientId ? `sm_${(await sha256Hex(`${user.id}:${clientId}`)).slice(0, 32)}` : newId();
  const at = Date.now();
  const result = await db
    .insert(savedMeals)
    .select(
      // The values follow saved_meals' column order.
      sql`select ${id}, ${user.id}, ${input.name}, ${JSON.stringify(input.foods)}, ${at}, ${at}
        where (select count(*) from ${savedMeals} where ${savedMeals.userId} = ${user.id}) < ${MAX_SAVED_MEALS}`,
    )
    .onConflictDoNothing();
  const created = (result.meta.changes ?? 0) > 0;
  const row = await db
    .select()
    .from(savedMeals)
    .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, user.id)))
    .get();
  if (!row) {
    throw new ApiError(
      409,
      `You have ${MAX_SAVED_MEALS} saved meals, the most one account keeps. Delete one to save another.`,
      {
        code: "LIMIT_REACHED",
      },
    );
  }
  return { meal: savedMealView(row, byId), created };
}

/** PUT /api/saved-meals/{id}: a new name and foods; 404 for a meal that is not the user's. */
export async function updateSavedMeal(
  db: Db,
  user: UserFields,
  id: string,
  input: { name: string; foods: SavedFoodRef[] },
) {
  await ownSavedMeal(db, user.id, id);
  const byId = await resolvedFoods(db, user.id, input.foods);
  const [row] = await db
    .update(savedMeals)
    .set({ name: input.name, foods: input.foods, updatedAt: new Date() })
    .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, user.id)))
    .returning();
  if (!row) throw notFound();
  return savedMealView(row, byId);
}

/** DELETE /api/saved-meals/{id}: the saved meal goes; the meals logged from it stay. */
export async function deleteSavedMeal(db: Db, user: UserFields, id: string) {
  const [row] = await db
    .delete(savedMeals)
    .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, user.id)))
    .returning({ id: savedMeals.id });
  if (!row) throw notFound();
}

/**
 * POST /api/saved-meals/{id}/log: the saved meal logged as a meal of `mealType`, today or on
 * `date` (not after today), its foods' protein from the tables now, through the write path.
 */
export async function logSavedMeal(
  db: Db,
  user: UserFields,
  id: string,
  input: { mealType: MealType; date?: string | undefined },
  clientId: string | null,
  now = Date.now(),
) {
  const today = localDate(now, user.timezone);
  const date = input.date ?? today;
  checkCopyDay(user, date, now, "This meal cannot be logged there");
  const row = await ownSavedMeal(db, user.id, id);
  const byId = await resolvedFoods(db, user.id, row.foods).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(409, "A food of this saved meal no longer exists. Edit the meal, then log it.", {
        code: "CONFLICT",
      });
    }
    throw error;
  });
  const view = savedMealView(row, byId);
  const meal: NewMeal = {
    mealType: input.mealType,
    title: row.name,
    totalProtein: view.protein,
    imageUrl: null,
    source: "manual",
    foodItems: view.foods.map((f) => ({
      name: f.name,
      proteinContent: f.protein,
      grams: f.grams,
      portionSize: `${f.grams} g`,
      foodId: refId(f),
      source: "table",
    })),
  };
  const at = copyTime(new Date(now), today, date, user.timezone, now);
  const { meals, created } = await logCopiedMeals(db, user, [{ meal, at }], clientId, now);
  const [first] = meals;
  if (!first) throw new Error("logged saved meal vanished");
  return { meal: first, created };
}
