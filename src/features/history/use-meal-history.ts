import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { dayTotalsQuery, type HistoryFilters, mealHistoryQuery } from "./api";

export type { HistoryFilters };

/** Meals newest first, a page at a time. */
export const useMealHistory = (filters: HistoryFilters) => useInfiniteQuery(mealHistoryQuery(filters));

/** Each day's full total for the days on screen. */
export const useDayTotals = (from: string | undefined, to: string | undefined) => useQuery(dayTotalsQuery(from, to));
