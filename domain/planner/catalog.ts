import type { HealthGoal } from "../goals/formula";
import type { MealType } from "../meals/guest-meal";
import { buildMeals, type PlannerMeal } from "./meal";
import { BUILD_MUSCLE_BREAKFAST } from "./meals/build-muscle-breakfast";
import { BUILD_MUSCLE_DINNER } from "./meals/build-muscle-dinner";
import { BUILD_MUSCLE_LUNCH } from "./meals/build-muscle-lunch";
import { BUILD_MUSCLE_SNACK } from "./meals/build-muscle-snack";
import { LOSE_FAT_BREAKFAST } from "./meals/lose-fat-breakfast";
import { LOSE_FAT_DINNER } from "./meals/lose-fat-dinner";
import { LOSE_FAT_LUNCH } from "./meals/lose-fat-lunch";
import { LOSE_FAT_SNACK } from "./meals/lose-fat-snack";
import { MAINTAIN_BREAKFAST } from "./meals/maintain-breakfast";
import { MAINTAIN_DINNER } from "./meals/maintain-dinner";
import { MAINTAIN_LUNCH } from "./meals/maintain-lunch";
import { MAINTAIN_SNACK } from "./meals/maintain-snack";

/**
 * Every built-in suggestion meal, by goal then meal type. Served by
 * `GET /api/planner/meals`, so none of it is in the browser's first-load bundle.
 */
export const PLANNER_MEALS: readonly PlannerMeal[] = [
  ...buildMeals("lose_fat", "breakfast", LOSE_FAT_BREAKFAST),
  ...buildMeals("lose_fat", "lunch", LOSE_FAT_LUNCH),
  ...buildMeals("lose_fat", "dinner", LOSE_FAT_DINNER),
  ...buildMeals("lose_fat", "snack", LOSE_FAT_SNACK),
  ...buildMeals("maintain", "breakfast", MAINTAIN_BREAKFAST),
  ...buildMeals("maintain", "lunch", MAINTAIN_LUNCH),
  ...buildMeals("maintain", "dinner", MAINTAIN_DINNER),
  ...buildMeals("maintain", "snack", MAINTAIN_SNACK),
  ...buildMeals("build_muscle", "breakfast", BUILD_MUSCLE_BREAKFAST),
  ...buildMeals("build_muscle", "lunch", BUILD_MUSCLE_LUNCH),
  ...buildMeals("build_muscle", "dinner", BUILD_MUSCLE_DINNER),
  ...buildMeals("build_muscle", "snack", BUILD_MUSCLE_SNACK),
];

/** The meals of one goal and/or meal type, in catalogue order; no filter gives them all. */
export function plannerMeals(filter: { healthGoal?: HealthGoal; mealType?: MealType } = {}): PlannerMeal[] {
  return PLANNER_MEALS.filter(
    (m) =>
      (filter.healthGoal === undefined || m.healthGoal === filter.healthGoal) &&
      (filter.mealType === undefined || m.mealType === filter.mealType),
  );
}
