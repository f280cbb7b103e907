import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dayTotals, meals } from "../../db/schema";
import { bandCounts } from "../../lib/meals/band-sql";

/**
 * The stored per-day totals (day_totals, ADR 030) of the days a change touched, recomputed
 * from the meal rows, with the day's meals below and in the per-meal band: two statements for the change's own batch, after its writes (or, for a
 * delete, before it, leaving the deleted meal out). A recomputation, not an increment, so the
 * stored total is always exactly the sum a read of the meals would give, whatever ran before;
 * D1 runs a batch as one transaction, so racing writes each see the other's meals or none.
 * `touched` is a subquery of local dates (daysIn, dayOfMealOwnedBy).
 */
export function refreshDayTotals(db: Db, userId: string, touched: SQL, leavingOut?: string) {
  const others = leavingOut === undefined ? sql`` : sql` and ${meals.id} <> ${leavingOut}`;
  const band = bandCounts(meals.totalProtein);
  return [
    db.delete(dayTotals).where(and(eq(dayTotals.userId, userId), sql`${dayTotals.localDate} in ${touched}`)),
    // INSERT … SELECT; the values follow day_totals' column order. Only days that still have a
    // counted meal get a row (a guest photo waiting for analysis is not counted, ADR 019).
    db.insert(dayTotals).select(
      sql`select ${meals.userId}, ${meals.localDate}, sum(${meals.totalProtein}), count(*), ${band.below}, ${band.inBand} from ${meals}
          where ${meals.userId} = ${userId} and ${meals.awaitingAnalysis} = 0 and ${meals.localDate} in ${touched}${others}
          group by ${meals.localDate}`,
    ),
  ] as const;
}
