import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import { goalOffer } from "../../../domain/body/goal-offer";
import { mostFrequentOfTallies } from "../../../domain/dashboard/nudge";
import { anyZoneSummaryRange, type DayTotal, summarizeDays } from "../../../domain/dashboard/summary";
import { levelForXp } from "../../../domain/gamification/levels";
import { localDate } from "../../../domain/time/local-day";
import { type Db, getDb } from "../../db/client";
import { builtOnce, type PartResults, preparedPart } from "../../db/prepared";
import { dayTotals, meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { newestMealsQueries } from "../../lib/meals/repository";
import { toMeal } from "../../lib/meals/serialize";
import { liveSessionUserId, type SessionPlaceholders } from "../../lib/session";
import type { SessionUser } from "../../lib/session-user";
import { currentStreak } from "../../lib/streak-now";
import { readPartsWithSession, readsOwnSession } from "../../middleware/session";
import { habitTalliesPart } from "./habits";

const RECENT_MEALS = 3;

/**
 * The stored day totals the summary needs in any zone (anyZoneSummaryRange): each day from
 * `daysFrom` on, and the days before it summed per month, dated on the month's first day. Some
 * nine rows and a month or two instead of 34 days: fewer rows for D1 to send and the Worker to
 * turn into objects (ADR 034). Each day carries its meals below and in the per-meal band
 * (ADR 065), stored with its total, so the week shows them with no read of the meals.
 */
function summaryTotals(db: Db) {
  const mine = eq(dayTotals.userId, liveSessionUserId);
  const month = sql<string>`substr(${dayTotals.localDate}, 1, 8) || '01'`;
  const days = db
    .select({
      localDate: dayTotals.localDate,
      total: dayTotals.total,
      meals: dayTotals.meals,
      belowBand: dayTotals.belowBand,
      inBand: dayTotals.inBand,
    })
    .from(dayTotals)
    .where(
      and(mine, gte(dayTotals.localDate, sql.placeholder("daysFrom")), lte(dayTotals.localDate, sql.placeholder("to"))),
    );
  const months = db
    // A month's days before the week only add to its total: no meal of theirs is shown by band.
    .select({
      localDate: month,
      total: sql<number>`sum(${dayTotals.total})`,
      meals: sql<number>`0`,
      belowBand: sql<number>`0`,
      inBand: sql<number>`0`,
    })
    .from(dayTotals)
    .where(
      and(
        mine,
        gte(dayTotals.localDate, sql.placeholder("from")),
        lt(dayTotals.localDate, sql.placeholder("daysFrom")),
      ),
    )
    .groupBy(month);
  return days.unionAll(months);
}

/** The dashboard's queries, built once (ADR 010); the user is the live session's. */
const dashboardReads = builtOnce((db) => {
  const [recent, items] = newestMealsQueries(db, eq(meals.userId, liveSessionUserId), RECENT_MEALS);
  return {
    totals: summaryTotals(db).prepare(),
    recent: recent.prepare(),
    items: items.prepare(),
    // Whether a guest photo waits for analysis: the dashboard then offers it (ADR 019).
    waiting: db
      .select({ id: meals.id })
      .from(meals)
      // A literal 1, not a bound value, so SQLite can use the partial index meals_user_awaiting_idx.
      .where(and(eq(meals.userId, liveSessionUserId), sql`${meals.awaitingAnalysis} = 1`))
      .limit(1)
      .prepare(),
    // The user's first logged day, the weekly average's start in their first week: one index probe.
    firstDay: db
      .select({ localDate: dayTotals.localDate })
      .from(dayTotals)
      .where(eq(dayTotals.userId, liveSessionUserId))
      .orderBy(asc(dayTotals.localDate))
      .limit(1)
      .prepare(),
  };
});

/** The dashboard's queries as parts of one session batch; their user is the live session's. */
export function dashboardParts(d1: D1Database, session: SessionPlaceholders, now: number) {
  const reads = dashboardReads(getDb(d1));
  return [
    preparedPart(d1, reads.totals, { ...anyZoneSummaryRange(now), ...session }),
    preparedPart(d1, reads.recent, session),
    preparedPart(d1, reads.items, session),
    preparedPart(d1, reads.waiting, session),
    habitTalliesPart(d1, session),
    preparedPart(d1, reads.firstDay, session),
  ] as const;
}

/** What dashboardParts read, in its order. */
export type DashboardResults = PartResults<ReturnType<typeof dashboardParts>>;

/** A stored day's total with its meals by band (the rest of its meals are above the band). */
function withBand(row: DashboardResults[0][number]): DayTotal {
  const above = row.meals - row.belowBand - row.inBand;
  return {
    localDate: row.localDate,
    total: row.total,
    band: { meals: row.meals, below: row.belowBand, inBand: row.inBand, above },
  };
}

/** The goal offer with the unit the person weighs themselves in, for its words. */
function offerIn(user: SessionUser, today: string) {
  const offer = goalOffer(user, today);
  return offer && { ...offer, unit: user.weightUnit };
}

/** GET /api/dashboard's answer, from the user's row and what dashboardParts read at `now`. */
export function dashboardAnswer(user: SessionUser, results: DashboardResults, now: number) {
  const [allTotals, recent, items, waiting, tallies, firstDay] = results;
  const today = localDate(now, user.timezone);
  const summary = summarizeDays(allTotals.map(withBand), today, firstDay[0]?.localDate ?? null);
  return {
    date: today,
    totalProtein: summary.totalProtein,
    goals: { dailyGoal: user.dailyGoal, weeklyGoal: user.weeklyGoal, monthlyGoal: user.monthlyGoal },
    healthGoal: user.healthGoal,
    streak: { current: currentStreak(user, today), longest: user.longestStreak },
    xp: user.xpTotal,
    level: levelForXp(user.xpTotal),
    recentMeals: recent.map((m) => toMeal(m, items)),
    favoriteFood: mostFrequentOfTallies(tallies),
    week: summary.week,
    weeklyAverage: summary.weeklyAverage,
    month: { ...summary.month, goal: user.monthlyGoal },
    hasWaitingPhotos: waiting.length > 0,
    /** "Update your goal to N g?" when the trend weight has moved 1 kg from the goal's (ADR 066). */
    goalOffer: offerIn(user, today),
  };
}

/**
 * GET /api/dashboard: everything the dashboard and stats cards show, in one request.
 * Every query is bounded by an index range or a limit, so the cost does not grow with the
 * length of a user's history. The user's day is not known before their time zone is, so the
 * totals query covers every zone's month and week and summarizeDays trims it: that lets the
 * whole dashboard go to D1 with the session lookup in one round trip. The signed-in first
 * screen at `/` reads the same parts (first-screen.ts).
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", readsOwnSession, async (c) => {
  const now = Date.now();
  const { user, results } = await readPartsWithSession(c, (session) => dashboardParts(c.env.DB, session, now));
  return c.json(dashboardAnswer(user, results, now), 200);
});
