import { copyTime } from "../../../domain/meals/copy-time";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { SavedFoodRef } from "../../../domain/meals/saved-meal";
import { MAX_SAVED_MEALS } from "../../../domain/meals/saved-meal";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { newId, sha256Hex } from "../../lib/ids";
import { checkCopyDay } from "../../lib/meals/copy-day";
import { foodIndex, namedNdbs, refId, savedMealView, tableFoodRows } from "../../lib/meals/saved-meal-view";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { SavedMealWithFoods, SavedMealWrite } from "../../user-data/object";
import { logCopiedMeals, type NewMeal } from "../meals/log-meal";

type Env = Pick<Bindings, "DB" | "USER_DATA">;
type Owner = UserFields & { movedGroups: number };

/**
 * Saved meals of one's own: a name and foods (USDA foods by NDB number, own foods by id, with
 * grams), rows of the user's own object, logged again in one tap through the meal write path.
 * Names and protein always come from the tables, when the meal is saved, shown and logged: a
 * saved meal keeps no figure.
 */

const foodNotFound = (id: string) => new ApiError(404, `No food has the id ${id}.`, { code: "FOOD_NOT_FOUND" });
const notFound = () => new ApiError(404, "Saved meal not found.", { code: "NOT_FOUND" });

/** The USDA foods `refs` names, by NDB number; 404 for a number the table does not hold. */
async function namedTableFoods(db: Db, refs: readonly SavedFoodRef[]) {
  const rows = await tableFoodRows(db, namedNdbs([{ foods: refs }]));
  const held = new Set(rows.map((r) => r.ndb));
  const missing = namedNdbs([{ foods: refs }]).find((ndb) => !held.has(ndb));
  if (missing) throw foodNotFound(missing);
  return rows;
}

/** A saved meal as the API answers it, from what the object stored and the table foods it names. */
function storedView(write: SavedMealWrite, tableRows: Awaited<ReturnType<typeof namedTableFoods>>) {
  switch (write.kind) {
    case "stored":
      return {
        meal: savedMealView(write.saved.meal, foodIndex(tableRows, write.saved.ownFoods)),
        created: write.created,
      };
    case "missing-food":
      throw foodNotFound(write.customFoodId);
    case "limit":
      throw new ApiError(
        409,
        `You have ${MAX_SAVED_MEALS} saved meals, the most one account keeps. Delete one to save another.`,
        { code: "LIMIT_REACHED" },
      );
    case "not-found":
      throw notFound();
  }
}

/**
 * POST /api/saved-meals: the USDA foods named are checked in D1, then the object stores the meal
 * in one transaction that checks its own foods and MAX_SAVED_MEALS, so saves sent at once
 * cannot pass the bound. With an idempotency key the id comes from (user, key): a retried save
 * is the same saved meal.
 */
export async function createSavedMeal(
  env: Env,
  db: Db,
  user: Owner,
  input: { name: string; foods: SavedFoodRef[] },
  clientId: string | null,
) {
  const tableRows = await namedTableFoods(db, input.foods);
  const id = clientId ? `sm_${(await sha256Hex(`${user.id}:${clientId}`)).slice(0, 32)}` : newId();
  const own = await movedUserData(env, user);
  return storedView(await own.createSavedMeal({ id, ...input }, new Date()), tableRows);
}

/** PUT /api/saved-meals/{id}: a new name and foods; 404 for a meal that is not the user's. */
export async function updateSavedMeal(
  env: Env,
  db: Db,
  user: Owner,
  id: string,
  input: { name: string; foods: SavedFoodRef[] },
) {
  // A food the table lacks changes nothing: the object is asked only once the table answered.
  const tableRows = await namedTableFoods(db, input.foods);
  const own = await movedUserData(env, user);
  return storedView(await own.updateSavedMeal(id, input, new Date()), tableRows).meal;
}

/** DELETE /api/saved-meals/{id}: the saved meal goes; the meals logged from it stay. */
export async function deleteSavedMeal(env: Env, user: Owner, id: string) {
  if (!(await (await movedUserData(env, user)).deleteSavedMeal(id))) throw notFound();
}

/**
 * POST /api/saved-meals/{id}/log: the saved meal logged as a meal of `mealType`, today or on
 * `date` (not after today), its foods' protein from the tables now, through the write path.
 */
export async function logSavedMeal(
  env: Env,
  db: Db,
  user: Owner,
  id: string,
  input: { mealType: MealType; date?: string | undefined },
  clientId: string | null,
  now = Date.now(),
) {
  const today = localDate(now, user.timezone);
  const date = input.date ?? today;
  checkCopyDay(user, date, now, "This meal cannot be logged there");
  const saved: SavedMealWithFoods | null = await (await movedUserData(env, user)).savedMeal(id);
  if (!saved) throw notFound();
  const row = saved.meal;
  const tableRows = await tableFoodRows(db, namedNdbs([row]));
  const view = savedMealView(row, foodIndex(tableRows, saved.ownFoods));
  if (view.missingFoods > 0) {
    throw new ApiError(409, "A food of this saved meal no longer exists. Edit the meal, then log it.", {
      code: "CONFLICT",
    });
  }
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
  // The USDA foods' kcal, fat and carbs per 100 g came with their names and protein.
  const known = new Map(tableRows.map((r) => [r.ndb, { kcal: r.kcal, fat: r.fat, carbs: r.carbs }]));
  const { meals, created } = await logCopiedMeals(env, user, [{ meal, at }], clientId, now, known);
  const [first] = meals;
  if (!first) throw new Error("logged saved meal vanished");
  return { meal: first, created };
}
