import { isDairyProtein, isPlantProtein } from "../gamification/badges";

/** 15 g marks a high-protein food and the boost hint; 25 g is excellent. */
export const HIGH_PROTEIN_GRAMS = 15;
export const EXCELLENT_MEAL_GRAMS = 25;

export interface MealHints {
  highProtein: boolean;
  plantProtein: boolean;
  dairyProtein: boolean;
  /** Total under 15 g: suggest Greek yogurt (+15g), a boiled egg (+6g) or nuts (+5-8g). */
  boost: boolean;
  excellent: boolean;
}

/** The badges and hints of the Analysis Complete card: high-protein, plant, dairy, boost and excellent. */
export function mealHints(foods: { name: string; proteinContent: number }[], totalProtein: number): MealHints {
  return {
    highProtein: foods.some((f) => f.proteinContent >= HIGH_PROTEIN_GRAMS),
    plantProtein: foods.some((f) => isPlantProtein(f.name)),
    dairyProtein: foods.some((f) => isDairyProtein(f.name)),
    boost: totalProtein < HIGH_PROTEIN_GRAMS,
    excellent: totalProtein >= EXCELLENT_MEAL_GRAMS,
  };
}
