import type { Meal } from "@domain/meals/meal";
import type { QueryClient } from "@tanstack/react-query";
import { DASHBOARD_KEY, type Dashboard } from "../meals/queries";

export const OPTIMISTIC_PREFIX = "optimistic-";

/** A placeholder meal while a photo is analysed (spec section 4); never editable. */
export function optimisticMeal(mealType: Meal["mealType"], imageUrl: string): Meal & { isOptimistic: true } {
  const now = new Date().toISOString();
  return {
    id: `${OPTIMISTIC_PREFIX}${Date.now()}`,
    userId: "",
    mealType,
    title: null,
    totalProtein: 0,
    imageUrl,
    source: "photo",
    localDate: now.slice(0, 10),
    createdAt: now,
    updatedAt: now,
    foodItems: [],
    isOptimistic: true,
  };
}

export const isOptimistic = (meal: Meal): boolean => meal.id.startsWith(OPTIMISTIC_PREFIX);

export function insertOptimistic(queryClient: QueryClient, meal: Meal): void {
  queryClient.setQueryData<Dashboard>(DASHBOARD_KEY, (d) =>
    d ? { ...d, recentMeals: [meal, ...d.recentMeals].slice(0, 3) } : d,
  );
}

export function removeOptimistic(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Dashboard>(DASHBOARD_KEY, (d) =>
    d ? { ...d, recentMeals: d.recentMeals.filter((m) => m.id !== id) } : d,
  );
}
