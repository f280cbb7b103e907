import { and, eq, gte, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { addDays, localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { countedMeal, dailyTotals } from "../../lib/meals/repository";
import { requireAdvancedTracking } from "../../lib/pro-access";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

const periodQuery = z.object({
  period: z.enum(["month", "year"], { error: "Period must be month or year." }),
});

const round1 = (n: number) => Math.round(n * 10) / 10;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Month and year views of the stats page: advanced tracking, a Pro feature (DESIGN 3). */
export const statsRoutes = new Hono<AppEnv>().get("/period", validate("query", periodQuery), async (c) => {
  const user = userOf(c);
  requireAdvancedTracking(user);
  const db = getDb(c.env.DB);
  const today = localDate(Date.now(), user.timezone);
  if (c.req.valid("query").period === "month") {
    const start = `${today.slice(0, 8)}01`;
    const totals = new Map((await dailyTotals(db, user.id, start, today)).map((t) => [t.localDate, round1(t.total)]));
    const buckets = [];
    for (let day = start; day <= today; day = addDays(day, 1)) {
      buckets.push({ key: day, label: String(Number(day.slice(8))), totalProtein: totals.get(day) ?? 0 });
    }
    return c.json({ period: "month" as const, goal: user.dailyGoal, buckets }, 200);
  }
  // Year: the last 12 calendar months, each against the monthly goal.
  const [y, m] = today.split("-").map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = y * 12 + (m - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
  const rows = await db
    .select({ month: sql<string>`substr(${meals.localDate}, 1, 7)`, total: sql<number>`sum(${meals.totalProtein})` })
    .from(meals)
    .where(
      and(eq(meals.userId, user.id), gte(meals.localDate, `${months[0]}-01`), lte(meals.localDate, today), countedMeal),
    )
    .groupBy(sql`substr(${meals.localDate}, 1, 7)`);
  const byMonth = new Map(rows.map((r) => [r.month, round1(r.total)]));
  const buckets = months.map((key) => ({
    key,
    label: MONTHS[Number(key.slice(5)) - 1] ?? key,
    totalProtein: byMonth.get(key) ?? 0,
  }));
  return c.json({ period: "year" as const, goal: user.monthlyGoal, buckets }, 200);
});
