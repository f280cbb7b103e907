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
import type { UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { checkCopyDay, copyTime } from "../../lib/meals/copy-day";
import { toFoodItem, toMeal } from "../../lib/meals/serialize";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { FoodItemRow, MealWithFoods } from "../../user-data/object";
import { type Env, logCopiedMeals, logMeal, type NewFoodItem, type NewMeal, type Owner, readMeal } from "./log-meal";

/** How many of the newest meals the re-log lists are drawn from: recent habits, bounded work. */
export const RELOG_WINDOW_MEALS = 60;

/** A meal of the re-log window with its food rows: what relogChoices reads of it. */
interface WindowMeal extends RelogMeal<FoodItemRow> {
  stored: MealWithFoods;
}

/**
 * GET /api/meals/recent's answer out of the window's meals (the newest 60 and their foods). The
 * choices are worked out on the rows, and only the few chosen (at most 10 meals and 5 foods)
 * become API meals and foods.
 */
export function relogChoicesOf(userId: string, stored: readonly MealWithFoods[], yesterday: string): RelogChoices {
  const window = stored.map(
    (m): WindowMeal => ({
      stored: m,
      title: m.meal.title,
      mealType: m.meal.mealType,
      totalProtein: m.meal.totalProtein,
      localDate: m.meal.localDate,
      awaitingAnalysis: m.meal.awaitingAnalysis,
      foodItems: m.foods,
    }),
  );
  const choices = relogChoices<FoodItemRow, WindowMeal>(window, yesterday);
  const asMeal = (m: WindowMeal) => toMeal(userId, m.stored);
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

/**
 * POST /api/meals/relog: a meal, or one food of a meal, logged again today through the one
 * meal write path (logMeal), so XP, streaks and the idempotency key work as for any meal.
 */
export async function relog(env: Env, user: Owner, input: RelogInput, clientId: string | null, now = new Date()) {
  const mealType = input.mealType ?? relogMealType(now, user.timezone);
  if (input.mealId !== undefined) {
    const meal = await readMeal(env, user, input.mealId);
    if (!meal) throw notFound("Meal not found.");
    if (!canRelog(meal)) {
      throw new ApiError(409, "This photo is still waiting for analysis, so there is nothing to log again yet.", {
        code: "CONFLICT",
      });
    }
    return logMeal(env, user, copyOfMeal(meal, mealType), clientId, now);
  }
  // A food of one of this user's meals, or 404: another user's food is indistinguishable from none.
  const row = await (await movedUserData(env, user)).countedFood(input.foodItemId ?? "");
  if (!row) throw notFound("Food not found.");
  const food = toFoodItem(row);
  const meal: NewMeal = {
    mealType,
    title: food.name,
    totalProtein: food.proteinContent,
    imageUrl: null,
    source: "manual",
    foodItems: [copyOfItem(food)],
  };
  return logMeal(env, user, meal, clientId, now);
}

/**
 * POST /api/meals/copy-yesterday: each of yesterday's meals of `mealType` logged again today,
 * in the order they were logged, all of them or none. With an idempotency key, the n-th copy
 * gets the key `{key}:{n}`, so a retry returns the same meals instead of a second set.
 */
export async function copyYesterday(
  env: Env,
  user: Owner,
  mealType: MealType,
  clientId: string | null,
  now = new Date(),
) {
  const stored = await (await movedUserData(env, user)).countedMealsOn(yesterdayOf(user, now), mealType);
  if (stored.length === 0) throw notFound(`Nothing to copy: no ${mealType} was logged yesterday.`);
  const copies = stored.map((m) => ({ meal: copyOfMeal(toMeal(user.id, m), mealType), at: now }));
  return logCopiedMeals(env, user, copies, clientId, now.getTime());
}

/** A meal copied: like a re-log, but the photo goes along, since the copy shows the same plate. */
const copyWithPhoto = (meal: Meal, mealType: MealType): NewMeal => ({
  ...copyOfMeal(meal, mealType),
  imageUrl: meal.imageUrl,
});

/**
 * POST /api/meals/{id}/copy: one of the user's meals logged again on `date` (at its time of day),
 * as its own meal type or `mealType`, through the write path: counted, with XP, and one meal per
 * idempotency key.
 */
export async function copyMeal(
  env: Env,
  user: Owner,
  mealId: string,
  input: { date: string; mealType?: MealType },
  clientId: string | null,
  now = Date.now(),
) {
  checkCopyDay(user, input.date, now);
  const meal = await readMeal(env, user, mealId);
  if (!meal) throw notFound("Meal not found.");
  if (!canRelog(meal)) {
    throw new ApiError(409, "This photo is still waiting for analysis, so there is nothing to copy yet.", {
      code: "CONFLICT",
    });
  }
  const at = copyTime(new Date(meal.createdAt), meal.localDate, input.date, user.timezone, now);
  const copy = copyWithPhoto(meal, input.mealType ?? meal.mealType);
  const { meals: stored, created } = await logCopiedMeals(env, user, [{ meal: copy, at }], clientId, now);
  const [first] = stored;
  if (!first) throw new Error("copied meal vanished");
  return { meal: first, created };
}

/**
 * POST /api/days/{date}/copy: every counted meal of the day `from` logged again on `to`, each at
 * its time of day and of its own type, in the order they were logged: all of them or none.
 */
export async function copyDay(
  env: Env,
  user: Owner,
  from: string,
  to: string,
  clientId: string | null,
  now = Date.now(),
) {
  checkCopyDay(user, to, now);
  const stored = await (await movedUserData(env, user)).countedMealsOn(from);
  if (stored.length === 0) throw notFound(`Nothing to copy: no meal was logged on ${from}.`);
  const copies = stored.map((m) => ({
    meal: copyWithPhoto(toMeal(user.id, m), m.meal.mealType),
    at: copyTime(m.meal.createdAt, m.meal.localDate, to, user.timezone, now),
  }));
  return logCopiedMeals(env, user, copies, clientId, now);
}
