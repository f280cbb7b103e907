import { asc, eq, gte, sql } from "drizzle-orm";
import { latestTrend, type WeightEntry } from "../../domain/body/trend";
import { weights, weightVersion } from "./schema";
import { inTransaction } from "./transaction";
import type { Db } from "./types";

/** What a change to the weights answers: the counter after it and the trend it leaves. */
export interface WeightsChange {
  changed: boolean;
  version: number;
  trendKg: number | null;
}

/** The weights from `since` (a local day) on, oldest first; every weight when `since` is null. */
export function readWeights(db: Db, since: string | null): WeightEntry[] {
  return db
    .select({ date: weights.date, kg: weights.kg })
    .from(weights)
    .where(since === null ? undefined : gte(weights.date, since))
    .orderBy(asc(weights.date))
    .all();
}

/** The day's weight, replacing one already there. */
export function saveWeight(db: Db, date: string, kg: number): WeightsChange {
  return inTransaction(db, () => {
    db.insert(weights)
      .values({ date, kg })
      .onConflictDoUpdate({ target: weights.date, set: { kg, updatedAt: new Date() } })
      .run();
    return afterChange(db, true);
  });
}

/**
 * Weights from another app's file, in one transaction: a day that already has a weight keeps
 * it (one logged here is never overwritten, and the same file imported twice adds nothing).
 * Two entries for one day in the list: the last one counts. `imported` days were added.
 */
export function importWeights(db: Db, entries: WeightEntry[]): WeightsChange & { imported: number } {
  const byDay = new Map(entries.map((e) => [e.date, e.kg]));
  return inTransaction(db, () => {
    let imported = 0;
    // One row a statement: a statement takes at most 100 bound values here.
    for (const [date, kg] of byDay) {
      const added = db
        .insert(weights)
        .values({ date, kg })
        .onConflictDoNothing({ target: weights.date })
        .returning({ date: weights.date })
        .all();
      imported += added.length;
    }
    return { ...afterChange(db, imported > 0), imported };
  });
}

/** The day's weight gone; `changed` says whether there was one. */
export function deleteWeight(db: Db, date: string): WeightsChange {
  return inTransaction(db, () => {
    const gone = db.delete(weights).where(eq(weights.date, date)).returning().all();
    return afterChange(db, gone.length > 0);
  });
}

/** The counter bumped by a change (read as it is otherwise) and the trend the weights leave. */
function afterChange(db: Db, changed: boolean): WeightsChange {
  const row = changed
    ? db
        .insert(weightVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({ target: weightVersion.id, set: { version: sql`${weightVersion.version} + 1` } })
        .returning()
        .get()
    : db.select().from(weightVersion).get();
  const all = db.select({ date: weights.date, kg: weights.kg }).from(weights).all();
  return { changed, version: row?.version ?? 0, trendKg: latestTrend(all) };
}
