import type { HealthGoal } from "@domain/goals/formula";
import type { MealType } from "@domain/meals/guest-meal";
import type { plannerMeals } from "@domain/planner/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The built-in meals of one goal and meal type, fetched on demand rather than bundled. */
export const plannerMealsQuery = (healthGoal: HealthGoal, mealType: MealType) =>
  queryOptions({
    queryKey: [...queryKeys.planner, healthGoal, mealType],
    // The route answers its KV-cached text as is (c.body), which hc cannot type; the body is
    // what the domain's plannerMeals returns, so that is its type.
    queryFn: async (): Promise<ReturnType<typeof plannerMeals>> =>
      (await api.planner.meals.$get({ query: { healthGoal, mealType } })).json() as Promise<
        ReturnType<typeof plannerMeals>
      >,
  });

export const usePlannerMeals = (healthGoal: HealthGoal, mealType: MealType) =>
  useQuery(plannerMealsQuery(healthGoal, mealType));
