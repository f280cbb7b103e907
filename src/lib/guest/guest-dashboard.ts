import { favoriteFoodOf, summarizeDays } from "@domain/dashboard/summary";
import { computeStreaks } from "@domain/gamification/streak";
import type { ProteinGoals } from "@domain/goals/goal-limits";
import { type Meal, mealName } from "@domain/meals/meal";
import { countBands, NO_MEALS } from "@domain/meals/protein-band";
import { localDate } from "@domain/time/local-day";
import type { Dashboard } from "@/lib/meals/api";

/** How far back the nudge looks for the usual food: the server's window (HABIT_WINDOW_MEALS). */
const HABIT_WINDOW_MEALS = 60;
const RECENT_MEALS = 3;

/**
 * The dashboard a guest sees, minus what only the server's ledger can award (ADR 018) and the
 * goal offer, which follows an account's weight log.
 */
export type GuestDashboard = Omit<Dashboard, "xp" | "level" | "hasWaitingPhotos" | "goalOffer"> & {
  xp: null;
  level: null;
};

/** The earliest local day among the meals, or null without any. */
function firstLoggedDay(meals: readonly Meal[]): string | null {
  let first: string | null = null;
  for (const m of meals) if (first === null || m.localDate < first) first = m.localDate;
  return first;
}

/**
 * The guest's dashboard from the meals in this browser (newest first), with the same pure
 * rules the server's GET /api/dashboard uses: day totals and week (summarizeDays), streak
 * (computeStreaks), usual food (favoriteFoodOf). XP and levels are left out: they are a
 * server ledger, and a guest migration stores meals, not awards.
 */
export function guestDashboard(
  meals: readonly Meal[],
  goals: ProteinGoals,
  now: Date,
  timeZone: string,
): GuestDashboard {
  const today = localDate(now, timeZone);
  const summary = summarizeDays(
    // A photo waiting for analysis has no protein yet: it is in no band (ADR 019).
    meals.map((m) => ({
      localDate: m.localDate,
      total: m.totalProtein,
      band: m.awaitingAnalysis ? NO_MEALS : countBands([m.totalProtein]),
    })),
    today,
    firstLoggedDay(meals),
  );
  const streaks = computeStreaks(
    meals.map((m) => m.localDate),
    today,
  );
  return {
    date: today,
    totalProtein: summary.totalProtein,
    goals,
    healthGoal: null,
    streak: { current: streaks.currentStreak, longest: streaks.longestStreak },
    xp: null,
    level: null,
    recentMeals: meals.slice(0, RECENT_MEALS),
    favoriteFood: favoriteFoodOf(
      meals.slice(0, HABIT_WINDOW_MEALS).map((m) => ({
        name: mealName({ title: m.title, foodItems: [], mealType: m.mealType }),
        totalProtein: m.totalProtein,
        foods: m.foodItems,
      })),
    ),
    week: summary.week,
    weeklyAverage: summary.weeklyAverage,
    month: { ...summary.month, goal: goals.monthlyGoal },
  };
}
