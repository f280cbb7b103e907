import { Hono } from "hono";
import { z } from "zod";
import { monthBuckets, monthStart, yearBuckets, yearStart } from "../../../domain/stats/period";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { dailyTotals, monthlyTotals } from "../../lib/meals/repository";
import { requireAdvancedTracking } from "../../lib/pro-access";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

const periodQuery = z.object({
  period: z.enum(["month", "year"], { error: "Period must be month or year." }),
});

/** Month and year views of the stats page: advanced tracking, a Pro feature (DESIGN 3). */
export const statsRoutes = new Hono<AppEnv>().get("/period", validate("query", periodQuery), async (c) => {
  const user = userOf(c);
  requireAdvancedTracking(user);
  const db = getDb(c.env.DB);
  const today = localDate(Date.now(), user.timezone);
  if (c.req.valid("query").period === "month") {
    const totals = await dailyTotals(db, user.id, monthStart(today), today);
    const buckets = monthBuckets(
      today,
      totals.map((t) => ({ key: t.localDate, total: t.total })),
    );
    return c.json({ period: "month" as const, goal: user.dailyGoal, buckets }, 200);
  }
  // Year: the last 12 calendar months, each against the monthly goal.
  const rows = await monthlyTotals(db, user.id, yearStart(today), today);
  return c.json({ period: "year" as const, goal: user.monthlyGoal, buckets: yearBuckets(today, rows) }, 200);
});
