import { and, eq, sql } from "drizzle-orm";
import { aiUsage, users } from "../../db/schema";
import { userData } from "../user-data";
import { flipped, type GroupMove } from "./group-move";
import { rowsText } from "./rows-text";

const GROUP = 4;

/** Each day's count, in day order, as one text: the copy reads it with the rows, the flip compares it. */
const daysText = (userId: string) =>
  sql<string>`coalesce((SELECT group_concat(k, ',') FROM (SELECT ${aiUsage.localDate} || ':' || ${aiUsage.count} AS k FROM ${aiUsage} WHERE ${aiUsage.userId} = ${userId} ORDER BY ${aiUsage.localDate})), '')`;

/**
 * The AI analyses a day's move from D1's `ai_usage` into the user's object: one row a day with
 * an analysis, so a two-year history is at most 730 rows, read in one batch. The object's copy
 * is compared day by day; the flip holds only while D1's days and counts are the ones copied.
 */
export const aiUsageMove: GroupMove = {
  group: GROUP,
  name: "ai-usage",
  async copy(env, db, userId) {
    const [flag, rows] = await db.batch([
      db
        .select({ moved: users.movedGroups, fingerprint: daysText(userId) })
        .from(users)
        .where(eq(users.id, userId)),
      db.select({ localDate: aiUsage.localDate, count: aiUsage.count }).from(aiUsage).where(eq(aiUsage.userId, userId)),
    ]);
    const fingerprint = flag[0]?.fingerprint ?? null;
    if ((flag[0]?.moved ?? GROUP) >= GROUP) return { moved: true, live: false, same: true, fingerprint };
    const { live, held } = await userData(env, userId).copyAiUsage(rows);
    return { moved: false, live, same: rowsText([held]) === rowsText([rows]), fingerprint };
  },
  stillAsCopied: (userId, fingerprint) => sql`${daysText(userId)} IS ${fingerprint}`,
  deleteFromD1: (db, userId) => [db.delete(aiUsage).where(and(eq(aiUsage.userId, userId), flipped(userId, GROUP)))],
};
