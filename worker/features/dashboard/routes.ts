import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type FavoriteFood, mostFrequentFood } from "../../../domain/dashboard/nudge";
import { levelForXp } from "../../../domain/gamification/levels";
import { mealName } from "../../../domain/meals/meal";
import { addDays, localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { readWithSession } from "../../middleware/session";
import { liveSessionUserId } from "../auth/session";
import { currentStreak } from "../gamification/streak-now";
import { dailyTotals, newestMealsQueries } from "../meals/repository";
import { toMeal } from "../meals/serialize";

/** How far back the nudge looks for the user's usual food: recent habits, bounded work. */
const HABIT_WINDOW_MEALS = 60;
const RECENT_MEALS = 3;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The dashboard's queries, built once (ADR 010); the user is the live session's. */
const dashboardReads = builtOnce((db) => {
  const [recent, items] = newestMealsQueries(db, eq(meals.userId, liveSessionUserId), HABIT_WINDOW_MEALS);
  return {
    totals: dailyTotals(db, liveSessionUserId, sql.placeholder("from"), sql.placeholder("to")).prepare(),
    recent: recent.prepare(),
    items: items.prepare(),
  };
});

/**
 * GET /api/dashboard: everything the dashboard and stats cards show, in one request.
 * Every query is bounded by an index range or a limit, so the cost does not grow with the
 * length of a user's history.
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const db = getDb(c.env.DB);
  const now = Date.now();
  // The user's day is not known before their time zone is, so the totals query covers every
  // zone's month and week (UTC-12 to UTC+14) and is trimmed below: that lets the whole
  // dashboard go to D1 with the session lookup in one round trip.
  const utcToday = new Date(now).toISOString().slice(0, 10);
  const reads = dashboardReads(db);
  const {
    user,
    results: [allTotals, recent, items],
  } = await readWithSession(c, [
    [reads.totals, { from: addDays(utcToday, -32), to: addDays(utcToday, 1) }],
    [reads.recent, {}],
    [reads.items, {}],
  ] as const);
  const today = localDate(now, user.timezone);
  const weekStart = addDays(today, -6);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = monthStart < weekStart ? monthStart : weekStart;
  const totals = allTotals.filter((t) => t.localDate >= from && t.localDate <= today);

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
