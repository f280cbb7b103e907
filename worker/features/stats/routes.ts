import { and, eq, gte, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { monthBuckets, monthStart, monthTotalsUpTo, yearBuckets, yearStart } from "../../../domain/stats/period";
import { anyZoneToday } from "../../../domain/time/any-zone";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { dayTotals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { sessionDailyTotalsRead } from "../../lib/meals/repository";
import { requireAdvancedTracking } from "../../lib/pro-access";
import { liveSessionUserId } from "../../lib/session";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession } from "../../middleware/session";

const periodQuery = z.object({
  period: z.enum(["month", "year"], { error: "Period must be month or year." }),
});

/**
 * The year view's totals of the live session's user from the stored day totals (ADR 030), built
 * once: by month before `recent` (the earliest day that is today somewhere), by day from it on,
 * so that the handler can drop the days after the user's own today once the session has told
 * it the user's zone.
 */
const yearTotals = builtOnce((db) => {
  const key = sql<string>`case when ${dayTotals.localDate} < ${sql.placeholder("recent")} then substr(${dayTotals.localDate}, 1, 7) else ${dayTotals.localDate} end`;
  return db
    .select({ key, total: sql<number>`sum(${dayTotals.total})` })
    .from(dayTotals)
    .where(
      and(
        eq(dayTotals.userId, liveSessionUserId),
        gte(dayTotals.localDate, sql.placeholder("from")),
        lte(dayTotals.localDate, sql.placeholder("to")),
      ),
    )
    .groupBy(key)
    .prepare();
});

/**
 * Month and year views of the stats page: advanced tracking, a Pro feature. The
 * session and the totals go to D1 in one batch (ADR 010): the range covers the month or
 * year of every zone's today, and the user's own is cut from it afterwards.
 */
export const statsRoutes = new Hono<AppEnv>().get(
  "/period",
  readsOwnSession,
  validate("query", periodQuery),
  async (c) => {
    const db = getDb(c.env.DB);
    const now = Date.now();
    const { earliest, latest } = anyZoneToday(now);
    if (c.req.valid("query").period === "month") {
      const {
        user,
        results: [totals],
      } = await readWithSession(c, [sessionDailyTotalsRead(db, monthStart(earliest), latest)] as const);
      requireAdvancedTracking(user);
      const today = localDate(now, user.timezone);
      // monthBuckets keeps only the days from the 1st of the user's month to their today.
      const buckets = monthBuckets(
        today,
        totals.map((t) => ({ key: t.localDate, total: t.total })),
      );
      return c.json({ period: "month" as const, goal: user.dailyGoal, buckets }, 200);
    }
    // Year: the last 12 calendar months, each against the monthly goal.
    const {
      user,
      results: [rows],
    } = await readWithSession(c, [
      [yearTotals(db), { recent: earliest, from: yearStart(earliest), to: latest }],
    ] as const);
    requireAdvancedTracking(user);
    const today = localDate(now, user.timezone);
    return c.json(
      { period: "year" as const, goal: user.monthlyGoal, buckets: yearBuckets(today, monthTotalsUpTo(today, rows)) },
      200,
    );
  },
);
