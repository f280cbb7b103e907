import { eq } from "drizzle-orm";
import { WRITE_LIMITS } from "../../../domain/meals/write-limits";
import { dailyWrites } from "../schema";
import type { Tx } from "../types";
import type { Refused, WriteCount } from "./rows";

/**
 * Takes `amount` writes of the day's bound of `count.kind`, in the write's own transaction, or
 * refuses when they do not fit. Within the same day the count goes on; on a later day it starts
 * again. The user's local `today` comes from the clock and their zone, never from the data: a
 * time-zone change that moves today back keeps counting on the later day.
 */
export function takeWrites(tx: Tx, count: WriteCount, today: string, amount: number): Refused | null {
  if (amount <= 0) return null;
  const row = tx.select().from(dailyWrites).where(eq(dailyWrites.kind, count.kind)).get();
  const sameDay = row !== undefined && today <= row.localDate;
  const used = sameDay ? row.count : 0;
  if (used + amount > WRITE_LIMITS[count.kind]) {
    return { refused: { localDate: row?.localDate ?? today, count: row?.count ?? 0 } };
  }
  const localDate = row && row.localDate > today ? row.localDate : today;
  tx.insert(dailyWrites)
    .values({ kind: count.kind, localDate, count: used + amount })
    .onConflictDoUpdate({ target: dailyWrites.kind, set: { localDate, count: used + amount } })
    .run();
  return null;
}
