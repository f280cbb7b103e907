import type { Meal } from "@domain/meals/meal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query-keys";

/**
 * Placeholders of meals still being analysed, kept client-side under their
 * own key rather than patched into one list's cached data: every meals list (dashboard recent
 * meals, history) shows them on top, even a list whose data was never loaded when the
 * analysis started. No server path: the query function only hands back what is cached.
 */
export const ANALYZING_KEY = ["client:analyzing-meals"] as const;
export const OPTIMISTIC_PREFIX = "optimistic-";

export const isOptimistic = (meal: Pick<Meal, "id">): boolean => meal.id.startsWith(OPTIMISTIC_PREFIX);

export function useAnalyzingMeals(): Meal[] {
  const queryClient = useQueryClient();
  const { data } = useQuery<Meal[]>({
    queryKey: ANALYZING_KEY,
    queryFn: () => queryClient.getQueryData<Meal[]>(ANALYZING_KEY) ?? [],
    initialData: [],
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

/** A meals list with the placeholders on top (a server meal is never shown twice). */
export function withAnalyzing(meals: Meal[], analyzing: Meal[]): Meal[] {
  if (analyzing.length === 0) return meals;
  const ids = new Set(analyzing.map((m) => m.id));
  return [...analyzing, ...meals.filter((m) => !ids.has(m.id))];
}

/** A fresh idempotency key per logging attempt, reused if the same attempt is retried. */
export function newIdempotencyKey(): string {
  return `meal-${crypto.randomUUID()}`;
}

/** The root every meals list is keyed under (re-exported for the lists' own keys). */
export const MEALS_KEY = queryKeys.meals;
