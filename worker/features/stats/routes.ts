import { Hono } from "hono";
import { monthBuckets, monthStart, monthTotalsUpTo, yearBuckets, yearStart } from "../../../domain/stats/period";
import { localDate } from "../../../domain/time/local-day";
import { z } from "../../../domain/zod";
import type { AppEnv } from "../../env";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { requireAdvancedTracking } from "../../lib/pro-access";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

const periodQuery = z.object({
  period: z.enum(["month", "year"], { error: "Period must be month or year." }),
});

/**
 * Month and year views of the stats page: advanced tracking, a Pro feature. The totals come
 * from the stored day totals in the user's own object (ADR 030, ADR 068), in one call.
 */
export const statsRoutes = new Hono<AppEnv>().get("/period", validate("query", periodQuery), async (c) => {
  const user = userOf(c);
  requireAdvancedTracking(user);
  const own = await movedUserData(c.env, user);
  const today = localDate(Date.now(), user.timezone);
  if (c.req.valid("query").period === "month") {
    const totals = await own.dayTotals(monthStart(today), today);
    // monthBuckets keeps only the days from the 1st of the user's month to their today.
    const buckets = monthBuckets(
      today,
      totals.map((t) => ({ key: t.localDate, total: t.total })),
    );
    return c.json({ period: "month" as const, goal: user.dailyGoal, buckets }, 200);
  }
  // Year: the last 12 calendar months, each against the monthly goal; this month's days by day.
  const rows = await own.yearTotals(today, yearStart(today), today);
  return c.json(
    { period: "year" as const, goal: user.monthlyGoal, buckets: yearBuckets(today, monthTotalsUpTo(today, rows)) },
    200,
  );
});
