import { roundTo } from "../nutrition/round";
import type { FoodItem, MealMacros } from "./meal";

/** kcal, fat and carbs shown beside protein; null where it is not known. */
export interface Nutrients {
  kcal: number | null;
  fat: number | null;
  carbs: number | null;
}

type WithNutrients = Pick<FoodItem, "kcal" | "fat" | "carbs">;

/** A food's own values; a guest's older meal, kept before they existed, has none. */
export const nutrientsOfItem = (item: WithNutrients): Nutrients => ({
  kcal: item.kcal ?? null,
  fat: item.fat ?? null,
  carbs: item.carbs ?? null,
});

/** Whether there is anything to show. */
export const hasNutrients = (n: Nutrients) => n.kcal !== null || n.fat !== null || n.carbs !== null;

/**
 * A meal's values: those typed for it with a quick add, where any was; else the sum over its
 * foods, but only where every food has that value. A sum over some of the foods would pass for
 * the meal's and understate it, so it is left out.
 */
export function mealNutrients(meal: Partial<MealMacros> & { foodItems: readonly WithNutrients[] }): Nutrients {
  const own = { kcal: meal.calories ?? null, fat: meal.fat ?? null, carbs: meal.carbs ?? null };
  return hasNutrients(own) ? own : foodsNutrients(meal.foodItems);
}

function foodsNutrients(items: readonly WithNutrients[]): Nutrients {
  const sum = (key: keyof Nutrients, digits: number): number | null => {
    if (items.length === 0) return null;
    let total = 0;
    for (const item of items) {
      const value = item[key];
      if (typeof value !== "number") return null;
      total += value;
    }
    return roundTo(total, digits);
  };
  return { kcal: sum("kcal", 0), fat: sum("fat", 1), carbs: sum("carbs", 1) };
}
