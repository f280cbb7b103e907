import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { BandCounts } from "../../../domain/meals/protein-band";
import { getDb } from "../../db/client";
import { dayTotals } from "../../db/schema";
import type { Bindings } from "../../env";

/**
 * The protein logged from `from` to `to` (local days, inclusive) and its meals by the per-meal
 * band, in one read of the stored day totals (ADR 030, 065): photos awaiting analysis count in
 * neither.
 */
export async function loggedBetween(
  env: Bindings,
  userId: string,
  from: string,
  to: string,
): Promise<{ total: number; band: BandCounts }> {
  const row = await getDb(env.DB)
    .select({
      total: sql<number>`coalesce(sum(${dayTotals.total}), 0)`,
      meals: sql<number>`coalesce(sum(${dayTotals.meals}), 0)`,
      below: sql<number>`coalesce(sum(${dayTotals.belowBand}), 0)`,
      inBand: sql<number>`coalesce(sum(${dayTotals.inBand}), 0)`,
    })
    .from(dayTotals)
    .where(and(eq(dayTotals.userId, userId), gte(dayTotals.localDate, from), lte(dayTotals.localDate, to)))
    .get();
  const { total = 0, meals = 0, below = 0, inBand = 0 } = row ?? {};
  return { total, band: { meals, below, inBand, above: meals - below - inBand } };
}
