import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { FoodItem, Meal } from "../../../domain/meals/meal";
import {
  canRelog,
  type RelogChoices,
  type RelogInput,
  type RelogMeal,
  relogChoices,
  relogMealType,
} from "../../../domain/meals/relog";
import { addDays, localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { packedRows } from "../../db/packed";
import { builtOnce } from "../../db/prepared";
import { type FoodItemRow, foodItems, type MealRow, meals, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { checkCopyDay, copyTime } from "../../lib/meals/copy-day";
import { countedMeal, foodsOfMealIds, itemsOf, newestMealIds } from "../../lib/meals/repository";
import { toFoodItem, toMeal } from "../../lib/meals/serialize";
import { liveSessionUserId } from "../../lib/session";
import { logCopiedMeals, logMeal, type NewFoodItem, type NewMeal, readMeal } from "./log-meal";

/** How many of the newest meals the re-log lists are drawn from: recent habits, bounded work. */
export const RELOG_WINDOW_MEALS = 60;

// The window's meal columns: all but the user's id (it is the session's user, known already)
// and the client's key (never sent). The user id was a quarter of each row's bytes, which D1
// writes out and the Worker parses for all 60 meals.
const { userId: _userId, clientId: _clientId, ...windowColumns } = getTableColumns(meals);

/** A meal row of the re-log window: a MealRow without `userId` and `clientId`. */
export type WindowRow = Omit<MealRow, "userId" | "clientId">;

const packedWindow = packedRows(windowColumns);

/**
 * GET /api/meals/recent's reads: the window's meals and their foods, batched with the session
 * (ADR 010). The 60 meals come back packed as one JSON text (packedRows), the largest answer a
 * read of the dashboard's brings the Worker; their text is bounded (a title of at most 200
 * characters), far below D1's 2 MB a value. Their foods come as rows: up to 50 a meal, with
 * names of up to 200 characters, all of them in one text could pass that limit.
 */
export const relogReads = builtOnce((db) => {
  const windowIds = newestMealIds(db, eq(meals.userId, liveSessionUserId), RELOG_WINDOW_MEALS);
  const rows = db.select({ packed: packedWindow.select }).from(meals).where(inArray(meals.id, windowIds));
  const items = foodsOfMealIds(db, windowIds);
  return { rows: rows.prepare(), items: items.prepare() };
});

/** The window's meals out of relogReads' packed answer, newest first (created_at, then id), as the window is drawn. */
export function unpackWindow(rows: { packed: string }[]): WindowRow[] {
  const newestFirst = (a: WindowRow, b: WindowRow) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return packedWindow.decode(rows[0]?.packed ?? "[]").sort(newestFirst);
}

/** A meal row of the re-log window with its food rows: what relogChoices reads of it. */
interface WindowMeal extends RelogMeal<FoodItemRow> {
  row: WindowRow;
}

/**
 * GET /api/meals/recent's answer out of the window's rows (60 meals and their foods). The
 * choices are worked out on the rows, and only the few chosen (at most 10 meals and 5 foods)
 * become API meals and foods: turning all 60 into meals, each filtering every food of the
 * window for its own, was most of the route's own CPU with a long history.
 */
export function relogChoicesOf(
  userId: string,
  rows: WindowRow[],
  items: FoodItemRow[],
  yesterday: string,
): RelogChoices {
  // Items come in position order, so each meal's list is in position order too.
  const itemsOf = new Map<string, FoodItemRow[]>();
  for (const item of items) {
    const list = itemsOf.get(item.mealId);
    if (list) list.push(item);
    else itemsOf.set(item.mealId, [item]);
  }
  const window = rows.map(
    (row): WindowMeal => ({
      row,
      title: row.title,
      mealType: row.mealType,
      totalProtein: row.totalProtein,
      localDate: row.localDate,
      awaitingAnalysis: row.awaitingAnalysis,
      foodItems: itemsOf.get(row.id) ?? [],
    }),
  );
  const choices = relogChoices<FoodItemRow, WindowMeal>(window, yesterday);
  const asMeal = (m: WindowMeal) => toMeal({ ...m.row, userId, clientId: null }, m.foodItems as FoodItemRow[]);
  return {
    recent: choices.recent.map(asMeal),
    frequentMeals: choices.frequentMeals.map((g) => ({ meal: asMeal(g.meal), count: g.count })),
    frequentFoods: choices.frequentFoods.map((g) => ({ food: toFoodItem(g.food), count: g.count })),
    yesterday: choices.yesterday,
  };
}

/** The user's yesterday, by their own clock. */
export const yesterdayOf = (user: UserFields, now: Date | number) => addDays(localDate(now, user.timezone), -1);

const copyOfItem = (item: FoodItem): NewFoodItem => ({
  name: item.name,
  originalName: item.originalName,
  proteinContent: item.proteinContent,
  grams: item.grams,
  portionSize: item.portionSize,
  confidence: item.confidence,
  source: item.source,
  foodId: item.foodId,
});

/**
 * A logged meal as a new meal of `mealType`. The photo stays with the meal it was taken
 * for (it shows that plate, on that day), and a photo meal's copy is logged as manual so it
 * does not earn the photo bonus a second time.
 */
function copyOfMeal(meal: Meal, mealType: MealType): NewMeal {
  return {
    mealType,
    title: meal.title,
    totalProtein: meal.totalProtein,
    imageUrl: null,
    source: meal.source === "photo" || meal.source === "guest" ? "manual" : meal.source,
    foodItems: meal.foodItems.map(copyOfItem),
    macros: { calories: meal.calories ?? null, carbs: meal.carbs ?? null, fat: meal.fat ?? null },
  };
}

const notFound = (message: string) => new ApiError(404, message, { code: "NOT_FOUND" });

/** A food of one of this user's meals, or 404: another user's food is indistinguishable from none. */
async function ownedFood(db: Db, userId: string, foodItemId: string): Promise<FoodItem> {
  const row = await db
    .select({ item: foodItems })
    .from(foodItems)
    .innerJoin(meals, eq(meals.id, foodItems.mealId))
    .where(and(eq(foodItems.id, foodItemId), eq(meals.userId, userId), countedMeal))
    .get();
  if (!row) throw notFound("Food not found.");
  return toFoodItem(row.item);
}

/**
 * POST /api/meals/relog: a meal, or one food of a meal, logged again today through the one
 * meal write path (logMeal), so XP, streaks and the idempotency key work as for any meal.
 */
export async function relog(db: Db, user: UserFields, input: RelogInput, clientId: string | null, now = new Date()) {
  const mealType = input.mealType ?? relogMealType(now, user.timezone);
  if (input.mealId !== undefined) {
    const meal = await readMeal(db, user.id, input.mealId);
    if (!meal) throw notFound("Meal not found.");
    if (!canRelog(meal)) {
      throw new ApiError(409, "This photo is still waiting for analysis, so there is nothing to log again yet.", {
        code: "CONFLICT",
      });
    }
    return logMeal(db, user, copyOfMeal(meal, mealType), clientId, now);
  }
  const food = await ownedFood(db, user.id, input.foodItemId ?? "");
  const meal: NewMeal = {
    mealType,
    title: food.name,
    totalProtein: food.proteinContent,
    imageUrl: null,
    source: "manual",
    foodItems: [copyOfItem(food)],
  };
  return logMeal(db, user, meal, clientId, now);
}

/**
 * POST /api/meals/copy-yesterday: each of yesterday's meals of `mealType` logged again
 * today, in the order they were logged. With an idempotency key, the n-th copy gets the key
 * `{key}:{n}`, so a retry returns the same meals instead of a second set.
 */
export async function copyYesterday(
  db: Db,
  user: UserFields,
  mealType: MealType,
  clientId: string | null,
  now = new Date(),
) {
  const yesterday = yesterdayOf(user, now);
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, user.id), eq(meals.localDate, yesterday), eq(meals.mealType, mealType), countedMeal))
    .orderBy(asc(meals.createdAt), asc(meals.id));
  if (rows.length === 0) throw notFound(`Nothing to copy: no ${mealType} was logged yesterday.`);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const copies = [];
  for (const [n, row] of rows.entries()) {
    const copy = copyOfMeal(toMeal(row, items), mealType);
    copies.push(await logMeal(db, user, copy, clientId ? `${clientId}:${n}` : null, now));
  }
  return { meals: copies.map((c) => c.meal), created: copies.some((c) => c.created) };
}

/** A meal copied: like a re-log, but the photo goes along, since the copy shows the same plate. */
const copyWithPhoto = (meal: Meal, mealType: MealType): NewMeal => ({
  ...copyOfMeal(meal, mealType),
  imageUrl: meal.imageUrl,
});

/**
 * POST /api/meals/{id}/copy: one of the user's meals logged again on `date` (at its time of day),
 * as its own meal type or `mealType`, through the batched write path: counted, with XP, and one
 * meal per idempotency key.
 */
export async function copyMeal(
  db: Db,
  user: UserFields,
  mealId: string,
  input: { date: string; mealType?: MealType },
  clientId: string | null,
  now = Date.now(),
) {
  checkCopyDay(user, input.date, now);
  const meal = await readMeal(db, user.id, mealId);
  if (!meal) throw notFound("Meal not found.");
  if (!canRelog(meal)) {
    throw new ApiError(409, "This photo is still waiting for analysis, so there is nothing to copy yet.", {
      code: "CONFLICT",
    });
  }
  const at = copyTime(new Date(meal.createdAt), meal.localDate, input.date, user.timezone, now);
  const copy = copyWithPhoto(meal, input.mealType ?? meal.mealType);
  const { meals: stored, created } = await logCopiedMeals(db, user, [{ meal: copy, at }], clientId, now);
  const [first] = stored;
  if (!first) throw new Error("copied meal vanished");
  return { meal: first, created };
}

/**
 * POST /api/days/{date}/copy: every counted meal of the day `from` logged again on `to`, each at
 * its time of day and of its own type, in the order they were logged: all of them or none.
 */
export async function copyDay(
  db: Db,
  user: UserFields,
  from: string,
  to: string,
  clientId: string | null,
  now = Date.now(),
) {
  checkCopyDay(user, to, now);
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, user.id), eq(meals.localDate, from), countedMeal))
    .orderBy(asc(meals.createdAt), asc(meals.id));
  if (rows.length === 0) throw notFound(`Nothing to copy: no meal was logged on ${from}.`);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const copies = rows.map((row) => ({
    meal: copyWithPhoto(toMeal(row, items), row.mealType),
    at: copyTime(row.createdAt, row.localDate, to, user.timezone, now),
  }));
  return logCopiedMeals(db, user, copies, clientId, now);
}
