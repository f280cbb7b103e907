import { and, eq, sql } from "drizzle-orm";
import { aiDailyLimit, isPro } from "../../../domain/billing/access";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { aiUsage, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

/**
 * Takes one analysis from today's quota (counted in D1, per local day) or refuses with a
 * message that says what to do. The increment is a single conditional upsert, so two
 * requests racing for the last analysis cannot both get it.
 */
export async function takeAnalysis(db: Db, user: UserRow, now = Date.now()): Promise<() => Promise<void>> {
  const day = localDate(now, user.timezone);
  const limit = aiDailyLimit(user, new Date(now));
  const rows = await db
    .insert(aiUsage)
    .values({ userId: user.id, localDate: day, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.localDate],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${limit}`,
    })
    .returning({ count: aiUsage.count });
  if (rows.length === 0) {
    const message = isPro(user, new Date(now))
      ? `You've reached today's limit of ${limit} AI analyses. Describe your meal instead, or try again tomorrow.`
      : `You've used your ${limit} free AI analyses for today. Upgrade to Pro for unlimited analyses, or describe your meal instead.`;
    throw new ApiError(429, message, { code: "AI_QUOTA_EXCEEDED" });
  }
  // A failed analysis gives its turn back: the user got nothing for it.
  return async () => {
    await db
      .update(aiUsage)
      .set({ count: sql`max(${aiUsage.count} - 1, 0)` })
      .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.localDate, day)));
  };
}
