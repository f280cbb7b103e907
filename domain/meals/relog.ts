import { mealTypeForHour } from "../planner/default-meal-type";
import { isValidDate } from "../time/local-day";
import { localHour } from "../time/local-hour";
import { z } from "../zod";
import { MEAL_TYPES, type MealType } from "./guest-meal";
import { type FoodItem, type Meal, mealName } from "./meal";

/** How many of each list the re-log card shows: a row of taps, not a second history. */
export const RELOG_LIST_SIZE = 5;
/** A meal or food counts as frequent once it was logged this many times in the window. */
const FREQUENT_AT_LEAST = 2;

/** A food the user logs often, with the logged item that is copied when it is tapped. */
export interface FrequentFood<F = FoodItem> {
  food: F;
  count: number;
}

/** A meal the user logs often: the latest time it was logged is what is copied. */
export interface FrequentMeal<M = Meal> {
  meal: M;
  count: number;
}

/** GET /api/meals/recent: what one tap can log again. */
export interface RelogChoices<M = Meal, F = FoodItem> {
  recent: M[];
  frequentMeals: FrequentMeal<M>[];
  frequentFoods: FrequentFood<F>[];
  /** Meal types that have meals on the user's yesterday: "Copy yesterday's {meal type}". */
  yesterday: MealType[];
}

/** What the choices are worked out from: a food of the window, in any shape that has these. */
export type RelogFood = Pick<FoodItem, "name" | "grams" | "proteinContent">;
/** A meal of the window, with its foods: the server passes its rows and turns only the chosen into Meals. */
export type RelogMeal<F extends RelogFood = RelogFood> = Pick<
  Meal,
  "title" | "mealType" | "totalProtein" | "localDate" | "awaitingAnalysis"
> & { foodItems: readonly F[] };

// Two meals are "the same meal" when they have the same name and protein: re-logging
// yesterday's oats twice does not fill the recent row with three copies of the oats.
const mealKey = (meal: RelogMeal) => `${mealName(meal).toLowerCase()}|${meal.totalProtein}`;
const foodKey = (food: RelogFood) => `${food.name.trim().toLowerCase()}|${food.grams ?? ""}|${food.proteinContent}`;

/** A meal that can be logged again: one still waiting for its photo analysis has no foods yet. */
export const canRelog = (meal: Pick<Meal, "awaitingAnalysis">) => !meal.awaitingAnalysis;

/**
 * The re-log lists out of the user's newest meals (newest first): the latest distinct
 * meals, the meals and foods logged at least twice (most often first, ties to the most
 * recent), and which meal types were logged on `yesterday`. The lists hold the very objects
 * given, so a caller can pass lean rows and build full meals only for the few chosen.
 */
export function relogChoices<F extends RelogFood, M extends RelogMeal<F>>(
  newestFirst: readonly M[],
  yesterday: string,
): RelogChoices<M, F> {
  const meals = newestFirst.filter(canRelog);
  const mealGroups = new Map<string, FrequentMeal<M>>();
  for (const meal of meals) {
    const group = mealGroups.get(mealKey(meal));
    if (group) group.count += 1;
    else mealGroups.set(mealKey(meal), { meal, count: 1 });
  }
  const foodGroups = new Map<string, FrequentFood<F>>();
  for (const meal of meals) {
    for (const food of meal.foodItems) {
      const group = foodGroups.get(foodKey(food));
      if (group) group.count += 1;
      else foodGroups.set(foodKey(food), { food, count: 1 });
    }
  }
  // Map keeps insertion order (newest first) and sort is stable: ties stay newest first.
  const often = <T extends { count: number }>(groups: Map<string, T>) =>
    [...groups.values()]
      .filter((g) => g.count >= FREQUENT_AT_LEAST)
      .sort((a, b) => b.count - a.count)
      .slice(0, RELOG_LIST_SIZE);
  const types = new Set(meals.filter((m) => m.localDate === yesterday).map((m) => m.mealType));
  return {
    recent: [...mealGroups.values()].slice(0, RELOG_LIST_SIZE).map((g) => g.meal),
    frequentMeals: often(mealGroups),
    frequentFoods: often(foodGroups),
    yesterday: MEAL_TYPES.filter((t) => types.has(t)),
  };
}

/** The meal type a re-log lands in when the client names none: the next meal by the user's clock. */
export const relogMealType = (instant: Date | number, timeZone: string): MealType =>
  mealTypeForHour(localHour(instant, timeZone));

const mealTypeSchema = z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." });
const idSchema = z.string().min(1).max(100);

/** POST /api/meals/relog: exactly one of a meal or a food of a meal, logged again today. */
export const relogSchema = z
  .object({ mealId: idSchema.optional(), foodItemId: idSchema.optional(), mealType: mealTypeSchema.optional() })
  .refine((body) => (body.mealId === undefined) !== (body.foodItemId === undefined), {
    message: "Name the meal (mealId) or the food (foodItemId) to log again, not both.",
  });

/** POST /api/meals/copy-yesterday: yesterday's meals of one type, logged again today. */
export const copyYesterdaySchema = z.object({ mealType: mealTypeSchema });

/** A day written YYYY-MM-DD that exists on the calendar (2026-02-30 does not). */
export const copyDateSchema = z
  .string({ error: "Say which day to copy to, as YYYY-MM-DD." })
  .refine(isValidDate, "Dates look like 2026-11-22.");

/** POST /api/meals/{id}/copy: the meal logged again on `date`, as its own type or `mealType`. */
export const copyMealSchema = z.object({ date: copyDateSchema, mealType: mealTypeSchema.optional() });

/** POST /api/days/{date}/copy: every meal of one day logged again on the day `to`. */
export const copyDaySchema = z.object({ to: copyDateSchema });

/** The day in POST /api/days/{date}/copy's path. */
export const copyDayParamSchema = z.object({ date: copyDateSchema });

export type RelogInput = z.output<typeof relogSchema>;
