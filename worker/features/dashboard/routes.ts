import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type FavoriteFood, mostFrequentFood } from "../../../domain/dashboard/nudge";
import { levelForXp } from "../../../domain/gamification/levels";
import { mealName } from "../../../domain/meals/meal";
import { addDays, localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { userOf } from "../../middleware/session";
import { currentStreak } from "../gamification/streak-now";
import { dailyTotals, newestMealsQueries } from "../meals/repository";
import { toMeal } from "../meals/serialize";

/** How far back the nudge looks for the user's usual food: recent habits, bounded work. */
const HABIT_WINDOW_MEALS = 60;
const RECENT_MEALS = 3;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * GET /api/dashboard: everything the dashboard and stats cards show, in one request.
 * Every query is bounded by an index range or a limit, so the cost does not grow with the
 * length of a user's history.
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = userOf(c);
  const db = getDb(c.env.DB);
  const today = localDate(Date.now(), user.timezone);
  const weekStart = addDays(today, -6);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = monthStart < weekStart ? monthStart : weekStart;

  // One D1 round trip for the whole dashboard.
  const [totals, recent, items] = await db.batch([
    dailyTotals(db, user.id, from, today),
    ...newestMealsQueries(db, eq(meals.userId, user.id), HABIT_WINDOW_MEALS),
  ]);
  const byDay = new Map(totals.map((t) => [t.localDate, round1(t.total)]));
  const week = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    return { date, totalProtein: byDay.get(date) ?? 0 };
  });
  const monthTotal = round1(totals.filter((t) => t.localDate >= monthStart).reduce((s, t) => s + t.total, 0));
  const foods: FavoriteFood[] = recent.flatMap((m) => {
    const own = items.filter((i) => i.mealId === m.id);
    return own.length > 0
      ? own.map((i) => ({ name: i.name, protein: i.proteinContent }))
      : [{ name: mealName({ title: m.title, foodItems: [], mealType: m.mealType }), protein: m.totalProtein }];
  });

  return c.json(
    {
      date: today,
      totalProtein: byDay.get(today) ?? 0,
      goals: { dailyGoal: user.dailyGoal, weeklyGoal: user.weeklyGoal, monthlyGoal: user.monthlyGoal },
      healthGoal: user.healthGoal,
      streak: { current: currentStreak(user, today), longest: user.longestStreak },
      xp: user.xpTotal,
      level: levelForXp(user.xpTotal),
      recentMeals: recent.slice(0, RECENT_MEALS).map((m) => toMeal(m, items)),
      favoriteFood: mostFrequentFood(foods),
      week,
      weeklyAverage: round1(week.reduce((s, d) => s + d.totalProtein, 0) / 7),
      month: { start: monthStart, total: monthTotal, goal: user.monthlyGoal },
    },
    200,
  );
});
