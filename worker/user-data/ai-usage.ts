import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { isLive, markLive } from "./live-groups";
import { aiUsage } from "./schema";
import { inTransaction } from "./transaction";
import type { Db } from "./types";

/**
 * The user's AI analyses a local day, in their object (ADR 067). Requests to one object run one
 * at a time and a take is one transaction, so analyses sent at once never get past the limit.
 */

const GROUP = "ai-usage";

export type AiUsageRow = typeof aiUsage.$inferSelect;

/** Analyses taken on the local day `day`. */
export function aiUsed(db: Db, day: string): number {
  return db.select({ count: aiUsage.count }).from(aiUsage).where(eq(aiUsage.localDate, day)).get()?.count ?? 0;
}

/** Takes one analysis of the day, while fewer than `limit` are taken: whether it took one. */
export function takeAnalysis(db: Db, day: string, limit: number): boolean {
  return inTransaction(db, () => {
    if (aiUsed(db, day) >= limit) return false;
    markLive(db, GROUP);
    db.insert(aiUsage)
      .values({ localDate: day, count: 1 })
      .onConflictDoUpdate({ target: aiUsage.localDate, set: { count: sql`${aiUsage.count} + 1` } })
      .run();
    return true;
  });
}

/**
 * Gives a taken analysis back: the user got nothing for it. The day's last one takes its row
 * with it, so a refused request leaves the table as it found it.
 */
export function giveBackAnalysis(db: Db, day: string): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    db.delete(aiUsage)
      .where(and(eq(aiUsage.localDate, day), lte(aiUsage.count, 1)))
      .run();
    db.update(aiUsage)
      .set({ count: sql`${aiUsage.count} - 1` })
      .where(and(eq(aiUsage.localDate, day), gt(aiUsage.count, 1)))
      .run();
  });
}

/** Every day's count, oldest first. */
export function aiUsageRows(db: Db): AiUsageRow[] {
  return db.select().from(aiUsage).orderBy(asc(aiUsage.localDate)).all();
}

/**
 * A move's copy (ADR 067): unless the group is live here, the object's days become exactly
 * `rows`, in one transaction. Answers whether it was live and what the object holds now.
 */
export function copyAiUsage(db: Db, rows: AiUsageRow[]): { live: boolean; held: AiUsageRow[] } {
  return inTransaction(db, () => {
    const live = isLive(db, GROUP);
    if (!live) {
      db.delete(aiUsage).run();
      for (const row of rows) db.insert(aiUsage).values(row).run();
    }
    return { live, held: db.select().from(aiUsage).orderBy(asc(aiUsage.localDate)).all() };
  });
}
