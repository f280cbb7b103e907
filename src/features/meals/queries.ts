import type { Meal } from "@domain/meals/meal";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";

export const DASHBOARD_KEY = ["/api/dashboard"] as const;
export const MEALS_KEY = ["/api/meals"] as const;
export const DAILY_KEY = ["/api/tracking/daily"] as const;
export const GAMIFICATION_KEYS = [["/api/gamification/stats"], ["/api/gamification/badges"]] as const;
/** The month and year charts: one key per period under this prefix, so a meal refreshes both. */
export const STATS_PERIOD_KEY = ["/api/stats/period"] as const;

export interface Dashboard {
  date: string;
  totalProtein: number;
  goals: { dailyGoal: number; weeklyGoal: number; monthlyGoal: number };
  healthGoal: "lose_fat" | "maintain" | "build_muscle" | null;
  streak: { current: number; longest: number };
  xp: number;
  level: number;
  recentMeals: Meal[];
  favoriteFood: { name: string; protein: number } | null;
  week: { date: string; totalProtein: number }[];
  weeklyAverage: number;
  month: { start: string; total: number; goal: number };
  /** A guest photo waits for analysis (ADR 019); absent from a guest's local dashboard. */
  hasWaitingPhotos?: boolean;
}

/**
 * Placeholders of meals still being analysed (spec section 4), kept client-side under their
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

/** What the stats cards and charts read: the dashboard without the server's XP ledger (ADR 018). */
export type DashboardView = Omit<Dashboard, "xp" | "level">;

export function useDashboard(enabled = true) {
  return useQuery<Dashboard>({ queryKey: DASHBOARD_KEY, enabled });
}

/**
 * After any change to meals: the meals list, daily tracking, the dashboard, the month and
 * year charts and the gamification reads are refreshed (spec sections 4 and 7; data is never
 * stale otherwise).
 */
export async function refreshMealData(queryClient: QueryClient): Promise<void> {
  const keys = [MEALS_KEY, DAILY_KEY, DASHBOARD_KEY, STATS_PERIOD_KEY, ...GAMIFICATION_KEYS];
  // A first read still in flight was sent before the change: invalidating would join it (React
  // Query refetches over a running fetch only once there is data) and keep its stale answer,
  // e.g. a dashboard opened just before the meal that reaches the goal. Cancel it first.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Reads the day's log afresh (the dashboard: today's total and recent meals) and refreshes
 * every other meals read. Unlike refreshMealData it fails when the log cannot be read, even
 * if no screen shows the dashboard right now.
 */
export async function addToDailyLog(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery<Dashboard>({ queryKey: DASHBOARD_KEY, staleTime: 0 });
  await refreshMealData(queryClient);
}

/** A fresh idempotency key per logging attempt, reused if the same attempt is retried. */
export function newIdempotencyKey(): string {
  return `meal-${crypto.randomUUID()}`;
}
