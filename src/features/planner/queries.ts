import type { HealthGoal } from "@domain/goals/formula";
import type { MealType } from "@domain/meals/guest-meal";
import type { PlannerMeal } from "@domain/planner/meal";
import { useQuery } from "@tanstack/react-query";

/** The built-in meals of one goal and meal type, fetched on demand rather than bundled. */
export function usePlannerMeals(healthGoal: HealthGoal, mealType: MealType) {
  return useQuery<PlannerMeal[]>({
    queryKey: [`/api/planner/meals?healthGoal=${healthGoal}&mealType=${mealType}`],
  });
}
