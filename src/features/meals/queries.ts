import type { Meal } from "@domain/meals/meal";
import { type QueryClient, useQuery } from "@tanstack/react-query";

export const DASHBOARD_KEY = ["/api/dashboard"] as const;
export const MEALS_KEY = ["/api/meals"] as const;
export const DAILY_KEY = ["/api/tracking/daily"] as const;
export const GAMIFICATION_KEYS = [["/api/gamification/stats"], ["/api/gamification/badges"]] as const;

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
}

/** What the stats cards and charts read: the dashboard without the server's XP ledger (ADR 018). */
export type DashboardView = Omit<Dashboard, "xp" | "level">;

export function useDashboard(enabled = true) {
  return useQuery<Dashboard>({ queryKey: DASHBOARD_KEY, enabled });
}

/**
 * After any change to meals: the meals list, daily tracking, the dashboard and the
 * gamification reads are refreshed (spec sections 4 and 7; data is never stale otherwise).
 */
export async function refreshMealData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
    queryClient.invalidateQueries({ queryKey: DAILY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    ...GAMIFICATION_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** A fresh idempotency key per logging attempt, reused if the same attempt is retried. */
export function newIdempotencyKey(): string {
  return `meal-${crypto.randomUUID()}`;
}
