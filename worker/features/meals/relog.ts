import type { MealType } from "../../../domain/meals/guest-meal";
import { type RelogChoices, type RelogInput, relogMealType } from "../../../domain/meals/relog";
import { addDays, localDate } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { checkCopyDay } from "../../lib/meals/copy-day";
import { toFoodItem, toMeal } from "../../lib/meals/serialize";
import { type ChosenRelogRows, chooseRelogRows } from "../../user-data/meals/relog-window";
import type { MealWithFoods } from "../../user-data/object";
import { type Env, logCopies, type Owner } from "./log-meal";

/** How many of the newest meals the re-log lists are drawn from: recent habits, bounded work. */
export const RELOG_WINDOW_MEALS = 60;

/** GET /api/meals/recent's lists, as API meals and foods, from the rows the user's object chose. */
export function relogChoicesFrom(userId: string, chosen: ChosenRelogRows): RelogChoices {
  const asMeal = (m: MealWithFoods) => toMeal(userId, m);
  return {
    recent: chosen.recent.map(asMeal),
    frequentMeals: chosen.frequentMeals.map((g) => ({ meal: asMeal(g.meal), count: g.count })),
    frequentFoods: chosen.frequentFoods.map((g) => ({ food: toFoodItem(g.food), count: g.count })),
    yesterday: chosen.yesterday,
  };
}

/**
 * GET /api/meals/recent's answer out of the window's meals (the newest 60 and their foods): the
 * choices are worked out on the rows, and only the few chosen (at most 10 meals and 5 foods)
 * become API meals and foods.
 */
export const relogChoicesOf = (userId: string, stored: readonly MealWithFoods[], yesterday: string) =>
  relogChoicesFrom(userId, chooseRelogRows(stored, yesterday));

/** The user's yesterday, by their own clock. */
export const yesterdayOf = (user: UserFields, now: Date | number) => addDays(localDate(now, user.timezone), -1);

const notFound = (message: string) => new ApiError(404, message, { code: "NOT_FOUND" });

/** A meal whose photo still waits for analysis has nothing to log again yet. */
const stillWaiting = (what: "log again" | "copy") =>
  new ApiError(409, `This photo is still waiting for analysis, so there is nothing to ${what} yet.`, {
    code: "CONFLICT",
  });

/**
 * POST /api/meals/relog: a meal, or one food of a meal, logged again now as a meal of its own,
 * without the photo (a new plate), through the meal write path, so XP, streaks and the
 * idempotency key work as for any meal; one call to the user's object.
 */
export async function relog(env: Env, user: Owner, input: RelogInput, clientId: string | null, now = new Date()) {
  const mealType = input.mealType ?? relogMealType(now, user.timezone);
  const source = input.mealId !== undefined ? { meal: input.mealId } : { food: input.foodItemId ?? "" };
  const logged = await logCopies(env, user, { source, mealType, withPhoto: false }, clientId, false, now.getTime());
  // Another user's meal or food is indistinguishable from none.
  if (logged === null) throw notFound(input.mealId !== undefined ? "Meal not found." : "Food not found.");
  if (logged === "awaiting") throw stillWaiting("log again");
  const [meal] = logged.meals;
  if (!meal) throw new Error("re-logged meal vanished");
  return { meal, created: logged.created };
}

/**
 * POST /api/meals/copy-yesterday: each of yesterday's meals of `mealType` logged again now, in
 * the order they were logged, all of them or none. With an idempotency key, the n-th copy gets
 * the key `{key}:{n}`, so a retry returns the same meals instead of a second set.
 */
export async function copyYesterday(
  env: Env,
  user: Owner,
  mealType: MealType,
  clientId: string | null,
  now = new Date(),
) {
  const source = { day: yesterdayOf(user, now), mealType };
  const logged = await logCopies(env, user, { source, mealType, withPhoto: false }, clientId, true, now.getTime());
  if (logged === null) throw notFound(`Nothing to copy: no ${mealType} was logged yesterday.`);
  if (logged === "awaiting") throw new Error("a day's counted meals wait for nothing");
  return logged;
}

/**
 * POST /api/meals/{id}/copy: one of the user's meals logged again on `date` (at its time of day),
 * as its own meal type or `mealType`, with its photo (the copy shows the same plate), through
 * the write path: counted, with XP, and one meal per idempotency key.
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
  const request = {
    source: { meal: mealId },
    date: input.date,
    withPhoto: true,
    ...(input.mealType ? { mealType: input.mealType } : {}),
  };
  const logged = await logCopies(env, user, request, clientId, true, now);
  if (logged === null) throw notFound("Meal not found.");
  if (logged === "awaiting") throw stillWaiting("copy");
  const [meal] = logged.meals;
  if (!meal) throw new Error("copied meal vanished");
  return { meal, created: logged.created };
}

/**
 * POST /api/days/{date}/copy: every counted meal of the day `from` logged again on `to`, each at
 * its time of day and of its own type, with its photo, in the order they were logged: all of
 * them or none.
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
  const logged = await logCopies(env, user, { source: { day: from }, date: to, withPhoto: true }, clientId, true, now);
  if (logged === null) throw notFound(`Nothing to copy: no meal was logged on ${from}.`);
  if (logged === "awaiting") throw new Error("a day's counted meals wait for nothing");
  return logged;
}
