import type { MealType } from "@domain/meals/guest-meal";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, read } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export interface HistoryFilters {
  q: string;
  mealType: MealType | "";
}

const PAGE_SIZE = "20";

/** Meals newest first, a page at a time; the next page's cursor comes in X-Next-Cursor. */
export const mealHistoryQuery = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.meals, "history", filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const q = filters.q.trim();
      const res = await api.meals.$get({
        query: {
          limit: PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
          ...(q ? { q } : {}),
          ...(filters.mealType ? { mealType: filters.mealType } : {}),
        },
      });
      return { meals: await read(res), next: res.headers.get("X-Next-Cursor") };
    },
    getNextPageParam: (last) => last.next,
  });

/** Each day's full total (not just the loaded meals) for the days on screen. */
export const dayTotalsQuery = (from: string | undefined, to: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.meals, "days", from, to],
    enabled: Boolean(from && to),
    queryFn: () => read(api.tracking.days.$get({ query: { from: from ?? "", to: to ?? "" } })),
  });

/** The CSV export is a download link, not a fetch. */
export const exportCsvPath = () => api.meals["export.csv"].$path();

export { deleteMeal } from "@/lib/meals/api";
