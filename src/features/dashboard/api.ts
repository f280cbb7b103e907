import { queryOptions } from "@tanstack/react-query";
import { api, read } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** One day's meals, for the day chart's bars by meal type. */
export const dayMealsQuery = (date: string) =>
  queryOptions({
    queryKey: [...queryKeys.meals, "day", date],
    queryFn: () => read(api.meals.$get({ query: { from: date, to: date, limit: "50" } })),
  });

/** The month or year chart (Pro; a free account gets a 403 the chart turns into a prompt). */
export const periodStatsQuery = (period: "month" | "year") =>
  queryOptions({
    queryKey: [...queryKeys.statsPeriod, period],
    queryFn: () => read(api.stats.period.$get({ query: { period } })),
  });

export const badgesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.gamification, "badges"],
    queryFn: () => read(api.gamification.badges.$get()),
  });
