import type { MealType } from "../../../domain/meals/guest-meal";
import type { Meal, MealMacros } from "../../../domain/meals/meal";
import { historyDateProblem, type WriteKind } from "../../../domain/meals/write-limits";
import type { Per100g } from "../../../domain/nutrition/stored-nutrients";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { refusedWrite } from "../../lib/daily-writes";
import { newId, sha256Hex } from "../../lib/ids";
import { toMeal } from "../../lib/meals/serialize";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { notYourPhoto } from "../../lib/owned-photos";
import { keyedMealId } from "../../user-data/meals/keyed-id";
import type { CopyRequest, FoodToStore, ItemEdit, MealToStore, PickedTableFood, Writer } from "../../user-data/object";
import { fullTableValues, nutrientsFor } from "./table-nutrients";

/**
 * The meal write path (ADR 021, ADR 068): every meal that is stored, changed or removed goes
 * through this module, so each one earns XP and moves goals, streaks and badges the same way.
 * For a new meal the Worker works out what only it knows (ids from idempotency keys, the foods'
 * kcal, fat and carbs from the SR28 values), then one call to the user's own object does the
 * whole write in one transaction (worker/user-data/meals/write.ts): the day's count, the meal,
 * its foods and XP, the day totals and the progress the rules in domain/gamification/progress.ts
 * decide. A copy of the user's own meals, and an edit of a meal's foods, are worked out in the
 * object itself from the rows as they are (meals/copies.ts, meals/food-edits.ts).
 */

export type Env = Pick<Bindings, "DB" | "USER_DATA">;
export type Owner = UserFields & { movedGroups: number };

export interface NewFoodItem {
  name: string;
  originalName?: string | null;
  proteinContent: number;
  grams?: number | null;
  portionSize?: string | null;
  confidence?: number | null;
  source?: "table" | "model" | "manual";
  foodId?: string | null;
}

export interface NewMeal {
  mealType: MealType;
  title: string | null;
  totalProtein: number;
  imageUrl: string | null;
  source: "manual" | "describe" | "photo" | "planner" | "guest";
  foodItems: NewFoodItem[];
  /** A guest photo still waiting for analysis: stored, but not counted and without XP (ADR 019). */
  awaitingAnalysis?: boolean;
  /** The meal's own kcal, carbs and fat, typed with a quick add; each null when not given. */
  macros?: MealMacros;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Reads the optional `Idempotency-Key` header: a retry with the same key is the same meal. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError(400, "The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :", {
      code: "INVALID_INPUT",
    });
  }
  return header;
}

/** The user's object, once their data lives there, and what a write tells it of the user. */
async function own(env: Env, user: Owner) {
  const writer: Writer = { timezone: user.timezone, dailyGoal: user.dailyGoal };
  return { data: await movedUserData(env, user), writer };
}

/** One of the meals a write stores: its id, key and time. */
export interface BatchedMeal {
  mealId: string;
  /** The client's idempotency key, stored with the meal; null for a meal sent without one. */
  clientId: string | null;
  at: Date;
  meal: NewMeal;
}

/**
 * Foods as the object stores them, with their kcal, fat and carbs from the SR28 values (those of
 * full-table foods in `known` already read with the foods, the rest read here).
 */
async function foodsToStore(
  env: Env,
  lists: readonly (readonly NewFoodItem[])[],
  known?: ReadonlyMap<string, Per100g>,
): Promise<FoodToStore[][]> {
  const nutrients = await nutrientsFor(
    getDb(env.DB),
    lists.flatMap((foods) => foods.map((f) => f.foodId)),
    known,
  );
  return lists.map((foods) =>
    foods.map((item) => ({
      name: item.name,
      originalName: item.originalName ?? null,
      proteinContent: item.proteinContent,
      grams: item.grams ?? null,
      portionSize: item.portionSize ?? null,
      confidence: item.confidence ?? null,
      source: item.source ?? "manual",
      foodId: item.foodId ?? null,
      ...nutrients(item.foodId, item.grams),
    })),
  );
}

async function toStore(
  env: Env,
  batched: readonly BatchedMeal[],
  known?: ReadonlyMap<string, Per100g>,
): Promise<MealToStore[]> {
  const foods = await foodsToStore(
    env,
    batched.map((b) => b.meal.foodItems),
    known,
  );
  return batched.map(({ mealId, clientId, at, meal }, n) => ({
    id: mealId,
    clientId,
    mealType: meal.mealType,
    title: meal.title,
    totalProtein: meal.totalProtein,
    imageUrl: meal.imageUrl,
    source: meal.source,
    awaitingAnalysis: meal.awaitingAnalysis ?? false,
    at: at.getTime(),
    calories: meal.macros?.calories ?? null,
    carbsG: meal.macros?.carbs ?? null,
    fatG: meal.macros?.fat ?? null,
    foods: foods[n] ?? [],
  }));
}

/**
 * Meals stored in one transaction of the user's object (all or nothing) with their foods and
 * XP, counted against the day's bound of `kind` (each new meal, or the whole batch once), then
 * the awards for every day they touched. A photo a meal names must be one of the user's stored
 * photos, checked in the same transaction, or nothing is stored (400). Keyed ids make a retry store nothing twice and count
 * nothing twice; past the bound nothing is stored and the answer is a 429 until local midnight.
 */
async function logBatched(
  env: Env,
  user: Owner,
  batched: readonly BatchedMeal[],
  count: { kind: WriteKind; each: boolean },
  now: number,
  known?: ReadonlyMap<string, Per100g>,
) {
  const [{ data, writer }, toStoreRows] = await Promise.all([own(env, user), toStore(env, batched, known)]);
  const result = await data.logMeals(writer, toStoreRows, count, now);
  if ("notYourPhoto" in result) throw notYourPhoto();
  if ("refused" in result) throw refusedWrite(user, count.kind, result, now);
  return result;
}

/**
 * Logs a meal: the day's count, the meal, its foods, its XP and its awards in one transaction.
 * With an idempotency key the meal id is derived from (user, key), so a retry, even racing the
 * original, stores nothing twice, is not counted again and answers the first meal with
 * created: false. Past the day's bound (MEALS_PER_DAY) nothing is stored: a 429 until midnight.
 */
export async function logMeal(
  env: Env,
  user: Owner,
  input: NewMeal,
  clientId: string | null,
  now = new Date(),
): Promise<{ meal: Meal; created: boolean; alertGoal: boolean }> {
  const mealId = clientId ? keyedMealId(user.id, clientId) : newId();
  const result = await logBatched(
    env,
    user,
    [{ mealId, clientId, at: now, meal: input }],
    { kind: "meals", each: true },
    now.getTime(),
  );
  const [stored] = result.stored;
  if (!stored) throw new Error("logged meal vanished");
  return {
    meal: toMeal(user.id, stored),
    created: result.created.length > 0,
    alertGoal: result.reachedGoal.includes(stored.meal.localDate),
  };
}

/** A guest's meal brought into the account at sign-up, under an id derived from its guest id. */
export interface MigratedMeal extends NewMeal {
  guestId: string;
  createdAt: Date;
}

/**
 * Guest migration's meals, ids derived from (user, guest meal id): a migration that brings any
 * new meal counts once against GUEST_MIGRATIONS_PER_DAY; a retry of one stored counts nothing.
 */
export async function logMigratedMeals(
  env: Env,
  user: Owner,
  migrated: readonly MigratedMeal[],
  now = Date.now(),
): Promise<void> {
  if (migrated.length === 0) return;
  const batched: BatchedMeal[] = [];
  for (const meal of migrated) {
    const mealId = `gm_${(await sha256Hex(`${user.id}:${meal.guestId}`)).slice(0, 32)}`;
    batched.push({ mealId, clientId: meal.guestId, at: meal.createdAt, meal });
  }
  await logBatched(env, user, batched, { kind: "migration", each: false }, now);
}

/**
 * Imported meals, ids derived from (user, key) like any keyed meal: each new one counts against
 * IMPORTED_MEALS_PER_DAY, and a request that does not fit in what is left of the day stores
 * nothing. Returns how many were new.
 */
export async function logImportedMeals(
  env: Env,
  user: Owner,
  imported: readonly (Omit<BatchedMeal, "mealId" | "clientId"> & { clientId: string })[],
  now = Date.now(),
): Promise<number> {
  if (imported.length === 0) return 0;
  const batched: BatchedMeal[] = [];
  for (const meal of imported) batched.push({ ...meal, mealId: keyedMealId(user.id, meal.clientId) });
  return (await logBatched(env, user, batched, { kind: "import", each: true }, now)).created.length;
}

/**
 * Copies of meals logged at the times given (a meal or a whole day copied to another day), in
 * one transaction (all or nothing) with their foods and XP, each new one counted against the
 * day's bound of meals like any logged meal. With an idempotency key the n-th copy's id is
 * derived from `{key}:{n}`, so a retry stores nothing twice and answers the same meals. Returns
 * the meals as stored, in the order given, and whether any was new. `known`: values per 100 g of
 * full-table foods already read with them (a saved meal's), not read again.
 */
export async function logCopiedMeals(
  env: Env,
  user: Owner,
  copies: readonly { meal: NewMeal; at: Date }[],
  clientId: string | null,
  now = Date.now(),
  known?: ReadonlyMap<string, Per100g>,
): Promise<{ meals: Meal[]; created: boolean }> {
  const batched: BatchedMeal[] = [];
  for (const [n, { meal, at }] of copies.entries()) {
    const key = clientId ? `${clientId}:${n}` : null;
    const mealId = key ? keyedMealId(user.id, key) : newId();
    batched.push({ mealId, clientId: key, at, meal });
  }
  const result = await logBatched(env, user, batched, { kind: "meals", each: true }, now, known);
  return { meals: result.stored.map((m) => toMeal(user.id, m)), created: result.created.length > 0 };
}

/**
 * Meals of the user's own logged again (a re-log, a copy to another day): one call to their
 * object reads them and stores the copies in one transaction, through the same write path and
 * day's bound as any logged meal. Null when there is nothing to copy; "awaiting" for a photo
 * still waiting for analysis.
 */
export async function logCopies(
  env: Env,
  user: Owner,
  request: Omit<CopyRequest, "key">,
  clientId: string | null,
  numbered: boolean,
  now = Date.now(),
): Promise<{ meals: Meal[]; created: boolean } | null | "awaiting"> {
  const { data, writer } = await own(env, user);
  const key = clientId ? { userId: user.id, clientId, numbered } : null;
  const result = await data.logCopies(writer, { ...request, key }, now);
  if ("missing" in result) return null;
  if ("awaiting" in result) return "awaiting";
  if ("notYourPhoto" in result) throw notYourPhoto();
  if ("refused" in result) throw refusedWrite(user, "meals", result, now);
  return { meals: result.stored.map((m) => toMeal(user.id, m)), created: result.created.length > 0 };
}

/** One of the user's meals with its foods, or null: another user's meal is indistinguishable from none. */
export async function readMeal(env: Env, user: Owner, mealId: string): Promise<Meal | null> {
  const stored = await (await movedUserData(env, user)).meal(mealId);
  return stored && toMeal(user.id, stored);
}

const notFound = () => new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });

/**
 * PATCH /api/meals/{id}/protein: new total, name and (optionally) type and time, then progress.
 * A meal moved to another time takes that time's day in the user's time zone; it cannot move
 * after the user's today or more than 20 years back (400, nothing changed). The day it leaves
 * and the day it joins are both recomputed.
 */
export async function editMeal(
  env: Env,
  user: Owner,
  mealId: string,
  edit: { totalProtein: number; title: string; mealType?: MealType; eatenAt?: string },
  now = Date.now(),
): Promise<Meal> {
  const eatenAt = edit.eatenAt === undefined ? undefined : new Date(edit.eatenAt).getTime();
  if (eatenAt !== undefined) {
    const problem = historyDateProblem(localDate(eatenAt, user.timezone), localDate(now, user.timezone));
    if (problem) throw new ApiError(400, `This meal cannot move there: ${problem}.`, { code: "BAD_DATE" });
  }
  const { data, writer } = await own(env, user);
  const stored = await data.editMeal(
    writer,
    mealId,
    {
      totalProtein: edit.totalProtein,
      title: edit.title,
      ...(edit.mealType ? { mealType: edit.mealType } : {}),
      ...(eatenAt === undefined ? {} : { eatenAt }),
    },
    now,
  );
  if (!stored) throw notFound();
  return toMeal(user.id, stored);
}

/**
 * PUT /api/meals/{id}/food-items' write: one call to the user's object works the edit out from
 * the foods as stored and writes it in one transaction, the meal's total summed from its foods
 * (domain rules in worker/user-data/meals/food-edits.ts). Only when the edit keeps a food of the
 * full USDA table (a re-weigh) are its SR28 values read from D1, and the object asked again.
 */
export async function editFoods(
  env: Env,
  user: Owner,
  mealId: string,
  edits: ItemEdit[],
  tableFoods: PickedTableFood[],
  now = Date.now(),
): Promise<Meal> {
  const { data, writer } = await own(env, user);
  const known: Record<string, Per100g | null> = {};
  // A second ask needs more values only if another edit changed the foods in between.
  for (let ask = 0; ask < 3; ask += 1) {
    const result = await data.editFoods(writer, mealId, edits, tableFoods, known, now);
    if ("needValues" in result) {
      const values = await fullTableValues(getDb(env.DB), result.needValues);
      for (const ndb of result.needValues) known[ndb] = values.get(ndb) ?? null;
      continue;
    }
    if ("noFood" in result) {
      throw new ApiError(404, `No food has the id ${result.noFood}.`, { code: "FOOD_NOT_FOUND" });
    }
    if ("missing" in result) {
      throw result.missing === "meal"
        ? notFound()
        : new ApiError(404, "That food is not part of this meal.", { code: "NOT_FOUND" });
    }
    return toMeal(user.id, result);
  }
  throw new ApiError(409, "This meal changed while it was being edited. Please try again.", { code: "CONFLICT" });
}

/**
 * DELETE /api/meals/{id}: the meal, its foods and its XP go in one transaction, kept for Undo,
 * with its day's total recomputed; 404 (and nothing changed) for a meal that is not the user's.
 */
export async function deleteMeal(env: Env, user: Owner, mealId: string, now = Date.now()): Promise<void> {
  const { data, writer } = await own(env, user);
  if (!(await data.deleteMeal(writer, mealId, now))) throw notFound();
}

/**
 * Undo of a deletion: puts one of the user's meals deleted within the undo window back exactly
 * as it was (same id, day, time, foods and XP), with its day's total, streak and badges moved as
 * by any write. A meal deleted longer ago or another user's answers 404 and changes nothing; of
 * two restores sent at once only the first finds the copy, and both are told the meal is back.
 */
export async function restoreMeal(env: Env, user: Owner, mealId: string, now = Date.now()): Promise<void> {
  const { data, writer } = await own(env, user);
  if ((await data.restoreMeal(writer, mealId, now)) === "gone") {
    throw new ApiError(404, "This meal can no longer be restored.", { code: "NOT_FOUND" });
  }
}

/** The (title, foods, total) an analysis gives a meal. */
export interface AnalysedMeal {
  title: string;
  totalProtein: number;
  foods: (NewFoodItem & { grams: number | null; portionSize: string | null; confidence: number | null })[];
}

/**
 * Completes a guest photo meal that waited for analysis, in place: same id, day and time, now a
 * photo meal with its foods and its XP (ADR 019). Of two analyses racing for the same meal only
 * the first changes anything and the second is told it was a replay (created: false).
 */
export async function completeAwaitingMeal(
  env: Env,
  user: Owner,
  mealId: string,
  analysed: AnalysedMeal,
  now = Date.now(),
): Promise<{ meal: Meal; created: boolean; alertGoal: boolean }> {
  const [[foods = []], { data, writer }] = await Promise.all([
    foodsToStore(env, [analysed.foods.map((f) => ({ ...f, source: f.source ?? "model" }))]),
    own(env, user),
  ]);
  const done = await data.completeAwaitingMeal(
    writer,
    mealId,
    { title: analysed.title, totalProtein: analysed.totalProtein, foods },
    now,
  );
  if (!done) throw new Error("analysed guest meal could not be read back");
  return {
    meal: toMeal(user.id, done.meal),
    created: done.created,
    alertGoal: done.reachedGoal.includes(done.meal.meal.localDate),
  };
}
