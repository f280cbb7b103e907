import { and, eq, sql } from "drizzle-orm";
import type { MealType } from "../../../domain/meals/guest-meal";
import { MAX_SAVED_MEALS, type SavedFoodRef } from "../../../domain/meals/saved-meal";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { customFoods, foods, savedMeals, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { OWN_FOOD_COLUMNS, TABLE_FOOD_COLUMNS } from "../../lib/foods/meal-food-columns";
import { newId, sha256Hex } from "../../lib/ids";
import { checkCopyDay, copyTime } from "../../lib/meals/copy-day";
import { foodIndex, refId, type SavedRow, savedMealView } from "../../lib/meals/saved-meal-view";
import { logCopiedMeals, type NewMeal } from "../meals/log-meal";

/**
 * Saved meals of one's own: a name and foods (USDA foods by NDB number, own foods by id, with
 * grams), logged again in one tap through the meal write path. Names and protein always come
 * from the tables, when the meal is saved, shown and logged: a saved meal keeps no figure.
 */

/** The named foods of `refs` for one user, in one batch; 404 for a food neither table holds. */
async function resolvedFoods(db: Db, userId: string, refs: readonly SavedFoodRef[]) {
  const ndbs = JSON.stringify(refs.flatMap((r) => ("ndb" in r ? [r.ndb] : [])));
  const own = JSON.stringify(refs.flatMap((r) => ("customFoodId" in r ? [r.customFoodId] : [])));
  const [tableRows, ownRows] = await db.batch([
    db.select(TABLE_FOOD_COLUMNS).from(foods).where(sql`${foods.ndb} in (select value from json_each(${ndbs}))`),
    db
      .select(OWN_FOOD_COLUMNS)
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
