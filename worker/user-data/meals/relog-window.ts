import type { MealType } from "../../../domain/meals/guest-meal";
import { type RelogMeal, relogChoices } from "../../../domain/meals/relog";
import type { FoodItemRow, MealWithFoods } from "./rows";

/**
 * The re-log lists (recent and frequent meals, frequent foods, yesterday's meal types) chosen
 * where the rows are, by the domain's rules (relogChoices): of the window's newest meals only the
 * few chosen, at most 10 meals and 5 foods, leave the user's object.
 */

/** The chosen rows, before the Worker turns them into API meals and foods. */
export interface ChosenRelogRows {
  recent: MealWithFoods[];
  frequentMeals: { meal: MealWithFoods; count: number }[];
  frequentFoods: { food: FoodItemRow; count: number }[];
  yesterday: MealType[];
}

/** A meal of the re-log window with its food rows: what relogChoices reads of it. */
interface WindowMeal extends RelogMeal<FoodItemRow> {
  stored: MealWithFoods;
}

/** The lists out of the window's meals (newest first, with their foods); `yesterday` is the user's. */
export function chooseRelogRows(stored: readonly MealWithFoods[], yesterday: string): ChosenRelogRows {
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
  return {
    recent: choices.recent.map((m) => m.stored),
    frequentMeals: choices.frequentMeals.map((g) => ({ meal: g.meal.stored, count: g.count })),
    frequentFoods: choices.frequentFoods,
    yesterday: choices.yesterday,
  };
}
