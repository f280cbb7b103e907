import type { Db } from "../types";
import type { GoalDay } from "./rows";
import { mealStatements } from "./statements";

/** The stored totals of the days a change touched, before and after it recomputed them. */
export interface DayChange {
  before: GoalDay[];
  after: GoalDay[];
}

/**
 * The stored totals (day_totals, ADR 030) of the days a change touched, recomputed from the
 * meal rows in the change's own transaction, with the day's meals below and in the per-meal
 * band. A recomputation, not an increment, so the stored total is always exactly the sum a read
 * of the meals would give. Only days that still have a counted meal keep a row (a guest photo
 * waiting for analysis is not counted, ADR 019).
 */
export function refreshDayTotals(db: Db, touched: readonly string[]): DayChange {
  if (touched.length === 0) return { before: [], after: [] };
  const q = mealStatements(db);
  const days = JSON.stringify(touched);
  return { before: q.deleteTotals.all({ days }), after: q.insertTotals.all({ days }) };
}

/** Whether a change took a day into or out of the days with a meal, the days streaks run over. */
export function daysWithMealsChanged(change: DayChange): boolean {
  const after = new Set(change.after.map((d) => d.localDate));
  return change.before.length !== after.size || change.before.some((d) => !after.has(d.localDate));
}
