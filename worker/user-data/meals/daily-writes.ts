import { WRITE_LIMITS } from "../../../domain/meals/write-limits";
import type { Db } from "../types";
import type { Refused, WriteCount } from "./rows";
import { mealStatements } from "./statements";

/**
 * Takes `amount` writes of the day's bound of `count.kind`, in the write's own transaction, or
 * refuses when they do not fit. Within the same day the count goes on; on a later day it starts
 * again. The user's local `today` comes from the clock and their zone, never from the data: a
 * time-zone change that moves today back keeps counting on the later day.
 */
export function takeWrites(db: Db, count: WriteCount, today: string, amount: number): Refused | null {
  if (amount <= 0) return null;
  const q = mealStatements(db);
  const row = q.dailyWrite.get({ kind: count.kind });
  const sameDay = row !== undefined && today <= row.localDate;
  const used = sameDay ? row.count : 0;
  if (used + amount > WRITE_LIMITS[count.kind]) {
    return { refused: { localDate: row?.localDate ?? today, count: row?.count ?? 0 } };
  }
  const localDate = row && row.localDate > today ? row.localDate : today;
  q.setDailyWrite.run({ kind: count.kind, localDate, count: used + amount });
  return null;
}
