import type { Meal } from "@domain/meals/meal";
import { localDate } from "@domain/time/local-day";
import type { QueryClient } from "@tanstack/react-query";
import { ANALYZING_KEY, OPTIMISTIC_PREFIX } from "@/lib/meals/meal-cache";

/** A placeholder meal while a photo is analysed; never editable. */
export function optimisticMeal(mealType: Meal["mealType"], imageUrl: string): Meal & { isOptimistic: true } {
  const now = new Date();
  const iso = now.toISOString();
  return {
    id: `${OPTIMISTIC_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    userId: "",
    mealType,
    title: null,
    totalProtein: 0,
    imageUrl,
    source: "photo",
    // The viewer's own calendar day, so history files it under today, as the server will.
    localDate: localDate(now.getTime(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    createdAt: iso,
    updatedAt: iso,
    foodItems: [],
    isOptimistic: true,
  };
}

/** Shows the placeholder on top of every meals list (see ANALYZING_KEY). */
export function insertOptimistic(queryClient: QueryClient, meal: Meal): void {
  queryClient.setQueryData<Meal[]>(ANALYZING_KEY, (list = []) => [meal, ...list]);
}

export function removeOptimistic(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Meal[]>(ANALYZING_KEY, (list = []) => list.filter((m) => m.id !== id));
}
