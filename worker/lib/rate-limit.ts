import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "./api-error";

/** The address limits are kept per: Cloudflare's view of the client ("unknown" locally without it). */
export const clientIp = (c: { req: { header: (name: string) => string | undefined } }) =>
  c.req.header("CF-Connecting-IP") ?? "unknown";

export interface Limit {
  /** e.g. "login:email:ada@example.com" */
  key: string;
  max: number;
  windowMs: number;
}

const MAX_BLOCK_MS = 24 * 60 * 60 * 1000;

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Counts one attempt against each limit and refuses with 429 when any is exceeded.
 * Fixed windows, with back-off: each time a key hits its limit again straight after a
 * block, the block doubles (up to a day). Counters live in D1 so all instances agree.
 */
export async function takeAttempt(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  let waitMs = 0;
  for (const limit of limits) {
    const row = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key)).get();
    if (row?.blockedUntil && row.blockedUntil.getTime() > now) {
      waitMs = Math.max(waitMs, row.blockedUntil.getTime() - now);
      continue;
    }
    const inWindow = row && now - row.windowStart.getTime() < limit.windowMs;
    const count = inWindow ? row.count + 1 : 1;
    const windowStart = inWindow ? row.windowStart : new Date(now);
    // The window right after a block starts when the block ends, so hitting the limit
    // again there keeps the strikes (back-off); a calm full window forgets them.
    const strikes = inWindow ? row.strikes : 0;
    if (count > limit.max) {
      const nextStrikes = strikes + 1;
      const blockMs = Math.min(limit.windowMs * 2 ** (nextStrikes - 1), MAX_BLOCK_MS);
      const blockedUntil = new Date(now + blockMs);
      await db
        .insert(rateLimits)
        .values({ key: limit.key, count: 0, windowStart: blockedUntil, strikes: nextStrikes, blockedUntil })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 0, windowStart: blockedUntil, strikes: nextStrikes, blockedUntil },
        });
      waitMs = Math.max(waitMs, blockMs);
      continue;
    }
    await db
      .insert(rateLimits)
      .values({ key: limit.key, count, windowStart, strikes, blockedUntil: null })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart, strikes, blockedUntil: null } });
  }
  if (waitMs > 0) {
    throw new ApiError(429, `Too many attempts. Please try again in ${minutesText(waitMs)}.`, {
      code: "RATE_LIMITED",
      headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
    });
  }
}

/** Forget a key, e.g. the per-email sign-in counter after a successful sign-in. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
