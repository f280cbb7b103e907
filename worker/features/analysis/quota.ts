import { and, eq, sql } from "drizzle-orm";
import { aiDailyLimit, isPro } from "../../../domain/billing/access";
import type { MealType } from "../../../domain/meals/guest-meal";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { aiUsage, meals, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

/** More than a day's Pro analyses: the offer names how many wait, bounded work per read. */
const MAX_WAITING_LISTED = 100;

/** What the Analyze button shows before an upload (issue 22 item 4). */
export interface AnalysisQuota {
  limit: number;
  used: number;
  remaining: number;
  isPro: boolean;
  /** Guest photos brought along at sign-up, still waiting for analysis (ADR 019). */
  waiting: { mealId: string; imageUrl: string; mealType: MealType }[];
}

/**
 * Today's analyses, read without taking one. Informative only: two tabs may both show
 * "1 left"; takeAnalysis's conditional upsert still decides which of them gets it.
 */
export async function readQuota(db: Db, user: UserRow, now = Date.now()): Promise<AnalysisQuota> {
  const day = localDate(now, user.timezone);
  const limit = aiDailyLimit(user, new Date(now));
  const [row, waiting] = await Promise.all([
    db
      .select({ count: aiUsage.count })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.localDate, day)))
      .get(),
    db
      .select({ mealId: meals.id, imageUrl: meals.imageUrl, mealType: meals.mealType })
      .from(meals)
      // A literal 1, not a bound value, so SQLite uses the partial index meals_user_awaiting_idx
      // instead of walking every meal of the user (ADR 030).
      .where(and(eq(meals.userId, user.id), sql`${meals.awaitingAnalysis} = 1`))
      .orderBy(meals.createdAt)
      .limit(MAX_WAITING_LISTED),
  ]);
  const used = Math.min(row?.count ?? 0, limit);
  return {
    limit,
    used,
    remaining: limit - used,
    isPro: isPro(user, new Date(now)),
    waiting: waiting.flatMap((w) => (w.imageUrl ? [{ ...w, imageUrl: w.imageUrl }] : [])),
  };
}

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
