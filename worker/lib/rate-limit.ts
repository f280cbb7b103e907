import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPart } from "../db/prepared";
import { rateLimits } from "../db/schema";
import { ApiError } from "./api-error";

/** The address limits are kept per: Cloudflare's view of the client ("unknown" locally without it). */
export const clientIp = (c: { req: { header: (name: string) => string | undefined } }) =>
  c.req.header("CF-Connecting-IP") ?? "unknown";

export interface Limit {
  /** e.g. "login:email:ada@example.com" */
  key: string;
  /** Attempts allowed per window; at least 1. */
  max: number;
  windowMs: number;
}

const MAX_BLOCK_MS = 24 * 60 * 60 * 1000;
/**
 * No limit's window is longer (the longest is an hour): a row whose window started longer ago
 * and whose block is over counts nothing any more, since the next attempt would start a new
 * window and forget the strikes, as a fresh row does (pruneAttempts).
 */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** 2^20 windows is far past the one-day cap; bounding the shift keeps it from overflowing. */
const MAX_DOUBLINGS = 20;

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * One attempt counted against one limit, as a single upsert that decides from the row as it
 * was and returns the row as it is now. D1 runs each statement alone, so of requests sent at
 * once each sees the count the previous one left: no more than `max` get through a window.
 * In SQLite every expression of an upsert's SET reads the old row, hence the repeated CASEs.
 *
 * The rules (unchanged from the two-step version, ADR 004):
 * - blocked (blocked_until in the future): nothing changes; the caller waits.
 * - otherwise the attempt joins the current window, or starts a new one when the window is
 *   over (a calm full window also forgets the strikes);
 * - going over `max` blocks the key for windowMs * 2^strikes (up to a day), and the next
 *   window starts when the block ends, so hitting the limit again there doubles the block.
 */
function countAttempt(db: Db, limit: Limit, now: number) {
  if (limit.windowMs > LONGEST_WINDOW_MS) throw new Error(`${limit.key}: a window longer than LONGEST_WINDOW_MS`);
  const old = {
    count: sql`${rateLimits.count}`,
    windowStart: sql`${rateLimits.windowStart}`,
    strikes: sql`${rateLimits.strikes}`,
    blockedUntil: sql`${rateLimits.blockedUntil}`,
  };
  const blocked = sql`coalesce(${old.blockedUntil}, 0) > ${now}`;
  const inWindow = sql`(${now} - ${old.windowStart} < ${limit.windowMs})`;
  const nextCount = sql`(case when ${inWindow} then ${old.count} + 1 else 1 end)`;
  const keptStrikes = sql`(case when ${inWindow} then ${old.strikes} else 0 end)`;
  const over = sql`${nextCount} > ${limit.max}`;
  const blockEnds = sql`(${now} + min(${limit.windowMs} * (1 << min(${keptStrikes}, ${MAX_DOUBLINGS})), ${MAX_BLOCK_MS}))`;
  return db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, windowStart: new Date(now), strikes: 0, blockedUntil: null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${blocked} then ${old.count} when ${over} then 0 else ${nextCount} end`,
        windowStart: sql`case when ${blocked} then ${old.windowStart} when ${over} then ${blockEnds} when ${inWindow} then ${old.windowStart} else ${now} end`,
        strikes: sql`case when ${blocked} then ${old.strikes} when ${over} then ${keptStrikes} + 1 else ${keptStrikes} end`,
        blockedUntil: sql`case when ${blocked} then ${old.blockedUntil} when ${over} then ${blockEnds} else null end`,
      },
    })
    .returning({ blockedUntil: rateLimits.blockedUntil });
}

/**
 * Counts one attempt against each limit and refuses with 429 when any is exceeded. Fixed
 * windows with back-off (each block right after another doubles, up to a day); counters live
 * in D1 so all instances agree. Every limit is counted in one D1 batch (one transaction, one
 * round trip), and the decision is taken only from the rows the statements returned, never
 * from an earlier read: a request goes on only if every one of its limits had room for it.
 */
export async function takeAttempt(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  const [first, ...rest] = limits.map((limit) => countAttempt(db, limit, now));
  if (!first) return;
  judgeAttempts(await db.batch([first, ...rest]), now);
}

/**
 * One attempt counted against one limit, as a part of a caller's own D1 batch (a read that
 * serves everyone, counted in the same round trip as its queries); judge its rows with
 * judgeAttempts once the batch has run.
 */
export const attemptPart = (db: Db, d1: D1Database, limit: Limit, now = Date.now()) =>
  preparedPart(d1, countAttempt(db, limit, now).prepare());

/** Refuses with 429 when any counted attempt found its key blocked, for the longest wait. */
export function judgeAttempts(results: readonly (readonly { blockedUntil: Date | null }[])[], now: number): void {
  let waitMs = 0;
  for (const [row] of results) {
    const until = row?.blockedUntil?.getTime() ?? 0;
    if (until > now) waitMs = Math.max(waitMs, until - now);
  }
  if (waitMs > 0) {
    throw new ApiError(429, `Too many attempts. Please try again in ${minutesText(waitMs)}.`, {
      code: "RATE_LIMITED",
      headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
    });
  }
}

/**
 * takeAttempt for work that is skipped, not refused, when a limit is reached (a sign-up's
 * verification mail): true when every limit had room and the attempt was counted.
 */
export async function hasRoom(db: Db, limits: Limit[], now = Date.now()): Promise<boolean> {
  try {
    await takeAttempt(db, limits, now);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}

/** Forget a key, e.g. the per-email sign-in counter after a successful sign-in. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes the rows that count nothing any more (LONGEST_WINDOW_MS): one per address or email
 * that ever tried, which would otherwise stay in D1 for good. A full pass over the table, so
 * the cron runs it once a day. Returns how many went.
 */
export async function pruneAttempts(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, new Date(now - LONGEST_WINDOW_MS)),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, new Date(now))),
      ),
    )
    .run();
  return result.meta.changes;
}
