import { WRITE_LIMITS } from "../../../domain/meals/write-limits";
import type { Db } from "../types";
import type { Refused, WriteCount } from "./rows";
import { mealStatements } from "./statements";

/**
 * Takes `amount` writes of the day's bound of `count.kind`, in one statement of the write's own
 * transaction, and answers null when they fit, or the count as it was before them when they do
 * not: the caller then throws, so its transaction undoes the count with everything else it did.
 * Within the same day the count goes on; on a later day it starts again. The user's local
 * `today` comes from the clock and their zone, never from the data: a time-zone change that
 * moves today back keeps counting on the later day.
 */
export function takeWrites(db: Db, count: WriteCount, today: string, amount: number): Refused | null {
  if (amount <= 0) return null;
  const after = mealStatements(db).takeWrites.get({ kind: count.kind, today, amount });
  if (!after || after.count <= WRITE_LIMITS[count.kind]) return null;
  return { refused: { localDate: after.localDate, count: after.count - amount } };
}

/** A write past the day's bound, thrown inside its transaction so that nothing of it is kept. */
export class PastTheBound extends Error {
  constructor(readonly answer: Refused) {
    super("past the day's bound of writes");
  }
}
