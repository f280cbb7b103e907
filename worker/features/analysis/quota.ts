import { and, eq, gt, gte, lte, sql } from "drizzle-orm";
import { aiDailyLimit, isPro, PRO_AI_DAILY_LIMIT } from "../../../domain/billing/access";
import type { MealType } from "../../../domain/meals/guest-meal";
import { anyZoneToday } from "../../../domain/time/any-zone";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { aiUsage, meals, type UserFields, users } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { liveSessionUserId } from "../../lib/session";
import { todayBySeenZone } from "../../lib/zones-seen";

/** More than a day's Pro analyses: the offer names how many wait, bounded work per read. */
const MAX_WAITING_LISTED = 100;
/** The highest daily limit of any plan: what a take made before the plan is known may reach. */
const MAX_AI_DAILY_LIMIT = PRO_AI_DAILY_LIMIT;

/** What the Analyze button shows before an upload. */
export interface AnalysisQuota {
  limit: number;
  used: number;
  remaining: number;
  isPro: boolean;
  /** Guest photos brought along at sign-up, still waiting for analysis (ADR 019). */
  waiting: { mealId: string; imageUrl: string; mealType: MealType }[];
}

/**
 * Today's analyses and the waiting guest photos of the live session's user, built once, for the
 * session's batch (ADR 010). The user's day is not known before their zone is, so the counts of
 * every day that is today somewhere are read and the user's own is kept (quotaOf).
 */
const quotaOfSession = builtOnce((db) => ({
  counts: db
    .select({ localDate: aiUsage.localDate, count: aiUsage.count })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, liveSessionUserId),
        gte(aiUsage.localDate, sql.placeholder("earliest")),
        lte(aiUsage.localDate, sql.placeholder("latest")),
      ),
    )
    .prepare(),
  waiting: db
    .select({ mealId: meals.id, imageUrl: meals.imageUrl, mealType: meals.mealType })
    .from(meals)
    .where(and(eq(meals.userId, liveSessionUserId), eq(meals.awaitingAnalysis, true)))
    .orderBy(meals.createdAt)
    .limit(MAX_WAITING_LISTED)
    .prepare(),
}));

/** GET /api/analyze-meal/quota's reads, for readWithSession; pass their rows to quotaOf. */
export function quotaReads(db: Db, now: number) {
  const { counts, waiting } = quotaOfSession(db);
  return [
    [counts, anyZoneToday(now)],
    [waiting, {}],
  ] as const;
}

/**
 * Today's analyses, read without taking one. Informative only: two tabs may both show
 * "1 left"; the take's conditional upsert still decides which of them gets it.
 */
export function quotaOf(
  user: UserFields,
  counts: readonly { localDate: string; count: number }[],
  waiting: readonly { mealId: string; imageUrl: string | null; mealType: MealType }[],
  now: number,
): AnalysisQuota {
  const day = localDate(now, user.timezone);
  const limit = aiDailyLimit(user, new Date(now));
  const used = Math.min(counts.find((row) => row.localDate === day)?.count ?? 0, limit);
  return {
    limit,
    used,
    remaining: limit - used,
    isPro: isPro(user, new Date(now)),
    waiting: waiting.flatMap((w) => (w.imageUrl ? [{ ...w, imageUrl: w.imageUrl }] : [])),
  };
}

/** What an analysis is taken for: a meal photo, or a nutrition label read into an own food. */
export type AnalysisUse = "meal" | "label";

/** What to do instead of the AI, by what it was asked for. */
const INSTEAD: Record<AnalysisUse, string> = {
  meal: "describe your meal",
  label: "type the label's numbers",
};

/** The refusal when today's analyses are used up: it says what to do instead. */
function quotaExceeded(user: UserFields, limit: number, now: number, use: AnalysisUse): ApiError {
  const instead = INSTEAD[use];
  const message = isPro(user, new Date(now))
    ? `You've reached today's limit of ${limit} AI analyses. ${instead[0]?.toUpperCase()}${instead.slice(1)} instead, or try again tomorrow.`
    : `You've used your ${limit} free AI analyses for today. Upgrade to Pro for unlimited analyses, or ${instead} instead.`;
  return new ApiError(429, message, { code: "AI_QUOTA_EXCEEDED" });
}

/**
 * Gives a taken analysis back: the user got nothing for it. The day's last one takes its row
 * with it, so a refused request leaves the table as it found it (the take may have created
 * the row); otherwise the count goes down by one. One batch, so a take racing it sees either.
 */
const giveBackOn = (db: Db, userId: string, day: string) => async () => {
  const theDay = and(eq(aiUsage.userId, userId), eq(aiUsage.localDate, day));
  await db.batch([
    db.delete(aiUsage).where(and(theDay, lte(aiUsage.count, 1))),
    db
      .update(aiUsage)
      .set({ count: sql`${aiUsage.count} - 1` })
      .where(and(theDay, gt(aiUsage.count, 1))),
  ]);
};

/**
 * Takes one analysis from today's quota (counted in D1, per local day) or refuses with a
 * message that says what to do. The increment is a single conditional upsert, so two
 * requests racing for the last analysis cannot both get it.
 */
export async function takeAnalysis(
  db: Db,
  user: UserFields,
  now = Date.now(),
  use: AnalysisUse = "meal",
): Promise<() => Promise<void>> {
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
  if (rows.length === 0) throw quotaExceeded(user, limit, now, use);
  return giveBackOn(db, user.id, day);
}

/**
 * The same take, sent in the session's own batch (readWithSession) so that an analysis stays
 * within three D1 round trips (ADR 029). Before the session row arrives the Worker knows neither
 * the user's zone nor their plan, so the statement takes:
 * - on the user's local day, picked in SQL from today's date in every zone the isolate has
 *   seen (`zones`, worker/lib/zones-seen.ts); a zone not among them takes nothing;
 * - up to the highest daily limit of any plan (`cap`); takenAnalysis then holds the count
 *   against the user's own limit and gives back a take beyond it.
 * Built once; the user is the live session's, so a dead session takes nothing.
 */
const takeOfSession = builtOnce((db) =>
  db
    .insert(aiUsage)
    .select(
      sql`select ${users.id}, zone.value, 1 from ${users} join json_each(${sql.placeholder("zones")}) zone on zone.key = ${users.timezone} where ${users.id} = ${liveSessionUserId}`,
    )
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.localDate],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${sql.placeholder("cap")}`,
    })
    .returning({ count: aiUsage.count, localDate: aiUsage.localDate })
    .prepare(),
);

/** The rows the batched take returns: the day's count after it, or none if it took nothing. */
export type TakenRows = readonly { count: number; localDate: string }[];

/** What takeInSessionBatch's read needs to be judged once the session has named the user. */
export interface BatchedTake {
  read: readonly [ReturnType<typeof takeOfSession>, { zones: string; cap: number }];
  days: ReadonlyMap<string, string>;
  now: number;
}

/** The take for the session's batch (readWithSession); judge its rows with takenAnalysis. */
export function takeInSessionBatch(db: Db, now = Date.now()): BatchedTake {
  const { json, days } = todayBySeenZone(now);
  return { read: [takeOfSession(db), { zones: json, cap: MAX_AI_DAILY_LIMIT }], days, now };
}

/**
 * Whether the batched take gave this user an analysis: its give-back if so. A take past the
 * user's own limit is refused as takeAnalysis refuses it (the caller gives it back); concurrent
 * requests never get more than the limit, since each proceeds only if its own increment stayed
 * within it. A zone the batch could not place falls back to takeAnalysis (one more round trip).
 */
export async function takenAnalysis(
  db: Db,
  user: UserFields,
  take: BatchedTake,
  rows: TakenRows,
  use: AnalysisUse = "meal",
): Promise<() => Promise<void>> {
  const day = take.days.get(user.timezone);
  if (day === undefined) return takeAnalysis(db, user, take.now, use);
  const limit = aiDailyLimit(user, new Date(take.now));
  const taken = rows[0];
  if (!taken) throw quotaExceeded(user, limit, take.now, use);
  // Past the user's own limit: refused; the caller gives the take back (giveBackUnused).
  if (taken.count > limit) throw quotaExceeded(user, limit, take.now, use);
  return giveBackOn(db, user.id, taken.localDate);
}

/** A batched take that was not used (the request ended before the model was asked): given back. */
export async function giveBackUnused(db: Db, userId: string, rows: readonly { localDate: string }[]): Promise<void> {
  const taken = rows[0];
  if (taken) await giveBackOn(db, userId, taken.localDate)();
}
