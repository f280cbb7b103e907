import type { Db } from "../types";
import { mealStatements } from "./statements";

/**
 * The stored totals (day_totals, ADR 030) of the days a change touched, recomputed from the
 * meal rows in the change's own transaction, with the day's meals below and in the per-meal
 * band. A recomputation, not an increment, so the stored total is always exactly the sum a read
 * of the meals would give. Only days that still have a counted meal keep a row (a guest photo
 * waiting for analysis is not counted, ADR 019).
 */
export function refreshDayTotals(db: Db, touched: readonly string[]): void {
  if (touched.length === 0) return;
  const q = mealStatements(db);
  const days = JSON.stringify(touched);
  q.deleteTotals.run({ days });
  q.insertTotals.run({ days });
}

/** The stored totals of these days. */
export const totalsOf = (db: Db, days: readonly string[]) =>
  mealStatements(db).totals.all({ days: JSON.stringify(days) });
