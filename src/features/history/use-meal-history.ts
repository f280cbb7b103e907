import type { Meal } from "@domain/meals/meal";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { MEALS_KEY } from "../meals/queries";

export interface HistoryFilters {
  q: string;
  mealType: string;
}

const PAGE_SIZE = 20;

/** Meals newest first, a page at a time; the next page's cursor comes in X-Next-Cursor. */
export function useMealHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: [...MEALS_KEY, "history", filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set("cursor", pageParam);
      if (filters.q.trim()) params.set("q", filters.q.trim());
      if (filters.mealType) params.set("mealType", filters.mealType);
      const res = await apiRequest("GET", `/api/meals?${params}`);
      return { meals: (await res.json()) as Meal[], next: res.headers.get("X-Next-Cursor") };
    },
    getNextPageParam: (last) => last.next,
  });
}

/** Each day's full total (not just the loaded meals) for the days on screen. */
export function useDayTotals(from: string | undefined, to: string | undefined) {
  return useQuery<{ date: string; totalProtein: number; meals: number }[]>({
    queryKey: [...MEALS_KEY, "days", from, to],
    enabled: Boolean(from && to),
    queryFn: async () => (await apiRequest("GET", `/api/tracking/days?from=${from}&to=${to}`)).json(),
  });
}
