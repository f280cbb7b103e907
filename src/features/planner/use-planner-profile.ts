import { DEFAULT_HEALTH_GOAL, type HealthGoal, isHealthGoal, PLANNER_FALLBACK_DAILY_GOAL } from "@domain/goals/formula";
import { readGuestMeals, readGuestProfile } from "@/lib/guest/guest-records";
import { useDashboard } from "@/lib/meals/api";
import type { AuthState } from "@/lib/session/use-auth";

/** What the planner plans against: the goal, today's grams so far, and whether they are known yet. */
export interface PlannerProfile {
  status: "loading" | "ready" | "error";
  healthGoal: HealthGoal;
  dailyGoal: number;
  eaten: number;
  retry: () => void;
}

const positive = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/** Protein a guest logged locally today (by the browser's calendar day). */
export function guestProteinToday(meals: unknown[], now = new Date()): number {
  const today = now.toDateString();
  let total = 0;
  for (const meal of meals) {
    if (!meal || typeof meal !== "object") continue;
    const { createdAt, totalProtein } = meal as { createdAt?: unknown; totalProtein?: unknown };
    if (typeof createdAt !== "string" || new Date(createdAt).toDateString() !== today) continue;
    const grams = Number(totalProtein);
    if (Number.isFinite(grams) && grams > 0) total += grams;
  }
  return total;
}

/**
 * Accounts: the goal on the user, today's total and daily goal from the dashboard read (one
 * request, refreshed whenever a meal is logged). Guests: their local onboarding profile and
 * meals. A missing goal is maintain and a missing daily goal 150 g.
 */
export function usePlannerProfile(auth: AuthState): PlannerProfile {
  const signedIn = auth.status === "signed-in";
  const dashboard = useDashboard(signedIn);
  if (signedIn) {
    const { data, isLoading, error, refetch } = dashboard;
    return {
      status: isLoading ? "loading" : error || !data ? "error" : "ready",
      healthGoal: data?.healthGoal ?? auth.user.healthGoal ?? DEFAULT_HEALTH_GOAL,
      dailyGoal: positive(data?.goals.dailyGoal) ?? PLANNER_FALLBACK_DAILY_GOAL,
      eaten: data?.totalProtein ?? 0,
      retry: () => void refetch(),
    };
  }
  const profile = readGuestProfile();
  return {
    status: "ready",
    healthGoal: isHealthGoal(profile?.healthGoal) ? profile.healthGoal : DEFAULT_HEALTH_GOAL,
    dailyGoal: positive(profile?.dailyGoal) ?? PLANNER_FALLBACK_DAILY_GOAL,
    eaten: guestProteinToday(readGuestMeals()),
    retry: () => {},
  };
}
