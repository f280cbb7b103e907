import { Hono } from "hono";
import { goalOffer } from "../../../domain/body/goal-offer";
import { type FoodTally, mostFrequentOfTallies } from "../../../domain/dashboard/nudge";
import { anyZoneSummaryRange, type DayTotal, summarizeDays } from "../../../domain/dashboard/summary";
import { levelForXp } from "../../../domain/gamification/levels";
import type { MealType } from "../../../domain/meals/guest-meal";
import { mealName } from "../../../domain/meals/meal";
import { localDate } from "../../../domain/time/local-day";
import type { AppEnv, Bindings } from "../../env";
import { toMeal } from "../../lib/meals/serialize";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { SessionUser } from "../../lib/session-user";
import { currentStreak } from "../../lib/streak-now";
import { userOf } from "../../middleware/session";

/**
 * What the dashboard reads of the meals group, in one call to the user's own object: the
 * summary's day totals for every zone's month and week (summarizeDays trims them to the user's),
 * the newest meals, whether a guest photo waits, the usual food's tallies, the first logged day,
 * the XP and streak, and for the signed-in first screen the badges. Every read there is bounded
 * by an index range or a limit, so the cost does not grow with the length of a user's history.
 */
export async function dashboardData(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: SessionUser,
  now: number,
  withBadges = false,
) {
  return (await movedUserData(env, user)).dashboard(anyZoneSummaryRange(now), withBadges);
}

type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

/** A stored day's total with its meals by band (the rest of its meals are above the band). */
function withBand(row: DashboardData["totals"][number]): DayTotal {
  const above = row.meals - row.belowBand - row.inBand;
  return {
    localDate: row.localDate,
    total: row.total,
    band: { meals: row.meals, below: row.belowBand, inBand: row.inBand, above },
  };
}

/** The usual food's tallies, a meal without foods named as the guest's dashboard names it. */
const talliesOf = (data: DashboardData): FoodTally[] =>
  data.tallies.map((row) => ({
    // A meal's row (no food name) always has its type: meals.meal_type is not null.
    name: row.name ?? mealName({ title: row.title, foodItems: [], mealType: row.mealType as MealType }),
    count: row.count,
    total: row.total,
  }));

/** The goal offer with the unit the person weighs themselves in, for its words. */
function offerIn(user: SessionUser, today: string) {
  const offer = goalOffer(user, today);
  return offer && { ...offer, unit: user.weightUnit };
}

/** GET /api/dashboard's answer, from the user's row and what dashboardData read at `now`. */
export function dashboardAnswer(user: SessionUser, data: DashboardData, now: number) {
  const today = localDate(now, user.timezone);
  const summary = summarizeDays(data.totals.map(withBand), today, data.firstDay);
  const { progress } = data;
  return {
    date: today,
    totalProtein: summary.totalProtein,
    goals: { dailyGoal: user.dailyGoal, weeklyGoal: user.weeklyGoal, monthlyGoal: user.monthlyGoal },
    healthGoal: user.healthGoal,
    streak: { current: currentStreak(progress, today), longest: progress.longestStreak },
    xp: progress.xpTotal,
    level: levelForXp(progress.xpTotal),
    recentMeals: data.recent.map((m) => toMeal(user.id, m)),
    favoriteFood: mostFrequentOfTallies(talliesOf(data)),
    week: summary.week,
    weeklyAverage: summary.weeklyAverage,
    month: { ...summary.month, goal: user.monthlyGoal },
    hasWaitingPhotos: data.waiting,
    /** "Update your goal to N g?" when the trend weight has moved 1 kg from the goal's (ADR 066). */
    goalOffer: offerIn(user, today),
  };
}

/**
 * GET /api/dashboard: everything the dashboard and stats cards show, in one request: the session
 * from D1, then one call to the user's own object. The signed-in first screen at `/` reads the
 * same (first-screen.ts).
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const now = Date.now();
  const user = userOf(c);
  return c.json(dashboardAnswer(user, await dashboardData(c.env, user, now), now), 200);
});
