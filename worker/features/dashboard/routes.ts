import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { anyZoneSummaryRange, favoriteFoodOf, summarizeDays } from "../../../domain/dashboard/summary";
import { levelForXp } from "../../../domain/gamification/levels";
import { mealName } from "../../../domain/meals/meal";
import { localDate } from "../../../domain/time/local-day";
import { type Db, getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { foodItems, meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { dailyTotals, newestMealsQueries } from "../../lib/meals/repository";
import { toMeal } from "../../lib/meals/serialize";
import { liveSessionUserId } from "../../lib/session";
import { currentStreak } from "../../lib/streak-now";
import { readsOwnSession, readWithSession } from "../../middleware/session";

/** How far back the nudge looks for the user's usual food: recent habits, bounded work. */
const HABIT_WINDOW_MEALS = 60;
const RECENT_MEALS = 3;

/**
 * The habit window, only the columns the usual food needs: the newest meals and their foods'
 * names and protein. Full rows (dates, photos, sources) are read for the three meals shown,
 * so a long history costs the dashboard as little as a short one (ADR 030).
 */
function habitQueries(db: Db) {
  const mine = eq(meals.userId, liveSessionUserId);
  const newest = [desc(meals.createdAt), desc(meals.id)] as const;
  const window = db
    .select({
      id: meals.id,
      title: meals.title,
      mealType: meals.mealType,
      totalProtein: meals.totalProtein,
      awaitingAnalysis: meals.awaitingAnalysis,
    })
    .from(meals)
    .where(mine)
    .orderBy(...newest)
    .limit(HABIT_WINDOW_MEALS);
  const ids = db
    .select({ id: meals.id })
    .from(meals)
    .where(mine)
    .orderBy(...newest)
    .limit(HABIT_WINDOW_MEALS);
  const foods = db
    .select({ mealId: foodItems.mealId, name: foodItems.name, proteinContent: foodItems.proteinContent })
    .from(foodItems)
    .where(inArray(foodItems.mealId, ids))
    .orderBy(foodItems.position);
  return { habits: window.prepare(), habitFoods: foods.prepare() };
}

/** The dashboard's queries, built once (ADR 010); the user is the live session's. */
const dashboardReads = builtOnce((db) => {
  const [recent, items] = newestMealsQueries(db, eq(meals.userId, liveSessionUserId), RECENT_MEALS);
  return {
    totals: dailyTotals(db, liveSessionUserId, sql.placeholder("from"), sql.placeholder("to")).prepare(),
    recent: recent.prepare(),
    items: items.prepare(),
    ...habitQueries(db),
    // Whether a guest photo waits for analysis: the dashboard then offers it (ADR 019).
    waiting: db
      .select({ id: meals.id })
      .from(meals)
      // A literal 1, not a bound value, so SQLite can use the partial index meals_user_awaiting_idx.
      .where(and(eq(meals.userId, liveSessionUserId), sql`${meals.awaitingAnalysis} = 1`))
      .limit(1)
      .prepare(),
  };
});

/**
 * GET /api/dashboard: everything the dashboard and stats cards show, in one request.
 * Every query is bounded by an index range or a limit, so the cost does not grow with the
 * length of a user's history.
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", readsOwnSession, async (c) => {
  const db = getDb(c.env.DB);
  const now = Date.now();
  // The user's day is not known before their time zone is, so the totals query covers every
  // zone's month and week and summarizeDays trims it: that lets the whole dashboard go to D1
  // with the session lookup in one round trip.
  const reads = dashboardReads(db);
  const {
    user,
    results: [allTotals, recent, items, habits, habitFoods, waiting],
  } = await readWithSession(c, [
    [reads.totals, anyZoneSummaryRange(now)],
    [reads.recent, {}],
    [reads.items, {}],
    [reads.habits, {}],
    [reads.habitFoods, {}],
    [reads.waiting, {}],
  ] as const);
  const today = localDate(now, user.timezone);
  const summary = summarizeDays(allTotals, today);
  // Each meal's foods, grouped in one pass (in position order, as they come): filtering all the
  // window's foods once per meal cost 60 passes over them (issue 21).
  const foodsOf = new Map<string, (typeof habitFoods)[number][]>();
  for (const food of habitFoods) {
    const list = foodsOf.get(food.mealId);
    if (list) list.push(food);
    else foodsOf.set(food.mealId, [food]);
  }
  const favoriteFood = favoriteFoodOf(
    // A photo waiting for analysis has no food yet to suggest (ADR 019).
    habits
      .filter((m) => !m.awaitingAnalysis)
      .map((m) => ({
        name: mealName({ title: m.title, foodItems: [], mealType: m.mealType }),
        totalProtein: m.totalProtein,
        foods: foodsOf.get(m.id) ?? [],
      })),
  );

  return c.json(
    {
      date: today,
      totalProtein: summary.totalProtein,
      goals: { dailyGoal: user.dailyGoal, weeklyGoal: user.weeklyGoal, monthlyGoal: user.monthlyGoal },
      healthGoal: user.healthGoal,
      streak: { current: currentStreak(user, today), longest: user.longestStreak },
      xp: user.xpTotal,
      level: levelForXp(user.xpTotal),
      recentMeals: recent.map((m) => toMeal(m, items)),
      favoriteFood,
      week: summary.week,
      weeklyAverage: summary.weeklyAverage,
      month: { ...summary.month, goal: user.monthlyGoal },
      hasWaitingPhotos: waiting.length > 0,
    },
    200,
  );
});
