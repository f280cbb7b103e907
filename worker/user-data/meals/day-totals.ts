import { and, eq, sql } from "drizzle-orm";
import { bandCounts } from "../../lib/meals/band-sql";
import { dayTotals, meals } from "../schema";
import type { Tx } from "../types";
import { inList } from "./rows";

/**
 * The stored totals (day_totals, ADR 030) of the days a change touched, recomputed from the
 * meal rows in the change's own transaction, with the day's meals below and in the per-meal
 * band. A recomputation, not an increment, so the stored total is always exactly the sum a read
 * of the meals would give. Only days that still have a counted meal keep a row (a guest photo
 * waiting for analysis is not counted, ADR 019).
 */
export function refreshDayTotals(tx: Tx, touched: readonly string[]): void {
  if (touched.length === 0) return;
  tx.delete(dayTotals).where(inList(dayTotals.localDate, touched)).run();
  const band = bandCounts(meals.totalProtein);
  // INSERT … SELECT; the values follow day_totals' column order.
  tx.insert(dayTotals)
    .select(
      tx
        .select({
          localDate: meals.localDate,
          total: sql<number>`sum(${meals.totalProtein})`.as("total"),
          meals: sql<number>`count(*)`.as("meals"),
          belowBand: band.below.as("below_band"),
          inBand: band.inBand.as("in_band"),
        })
        .from(meals)
        .where(and(eq(meals.awaitingAnalysis, false), inList(meals.localDate, touched)))
        .groupBy(meals.localDate),
    )
    .run();
}
