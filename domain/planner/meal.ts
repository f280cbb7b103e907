import type { HealthGoal } from "../goals/formula";
import type { MealType } from "../meals/guest-meal";
import { foodById } from "../nutrition/table";

/** One ingredient of a suggestion: the food of the nutrition table, its weight, and how a person reads it. */
export interface PlannerIngredient {
  foodId: string;
  grams: number;
  /** Shown as is, e.g. "2 large eggs (100 g)" or "150 g grilled chicken breast". */
  text: string;
}

/** A built-in suggestion meal (at least 8 per goal and meal type), as `GET /api/planner/meals` serves it. */
export interface PlannerMeal {
  id: string;
  name: string;
  ingredients: PlannerIngredient[];
  instructions: string;
  /** Whole grams, from the nutrition table for the ingredients. */
  proteinGrams: number;
  /** kcal, from the nutrition table for the ingredients. */
  calories: number;
  mealType: MealType;
  healthGoal: HealthGoal;
}

/** A meal as the data files write it: the numbers are derived, never typed in. */
export interface MealDraft {
  id: string;
  name: string;
  ingredients: PlannerIngredient[];
  instructions: string;
}

/**
 * An ingredient. A label that starts with a count ("2 large eggs") keeps it and adds the
 * weight in brackets; any other label gets the weight in front ("150 g cooked quinoa").
 */
export function ing(foodId: string, grams: number, label: string): PlannerIngredient {
  const text = /^[\d½¼¾⅓⅔]/.test(label) ? `${label} (${grams} g)` : `${grams} g ${label}`;
  return { foodId, grams, text };
}

/** Protein and kcal of a list of ingredients, unrounded, straight from the table. */
export function tableTotals(ingredients: readonly { foodId: string; grams: number }[]): {
  protein: number;
  kcal: number;
} {
  let protein = 0;
  let kcal = 0;
  for (const { foodId, grams } of ingredients) {
    const food = foodById(foodId);
    // The data tests name the meal; at run time an unknown food is a programming error.
    if (!food) throw new Error(`unknown food id "${foodId}"`);
    protein += (food.proteinPer100g * grams) / 100;
    kcal += (food.kcalPer100g * grams) / 100;
  }
  return { protein, kcal };
}

/** Completes the drafts of one goal × meal type with their table-derived numbers. */
export function buildMeals(healthGoal: HealthGoal, mealType: MealType, drafts: readonly MealDraft[]): PlannerMeal[] {
  return drafts.map((draft) => {
    const { protein, kcal } = tableTotals(draft.ingredients);
    return {
      ...draft,
      proteinGrams: Math.round(protein),
      calories: Math.round(kcal),
      mealType,
      healthGoal,
    };
  });
}
