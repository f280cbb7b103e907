import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { twoFactorChallenges } from "../../../db/schema";
import { randomToken, sha256Hex } from "../../../lib/ids";

/** Long enough to open an authenticator app, short enough that a leaked token is soon worthless. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * A sign-in waiting for its second factor (ADR 011): a random 256-bit token for the browser,
 * only its SHA-256 stored, bound to the user whose password was just proven. The user's
 * expired challenges are swept here, so the table holds only live ones and a few stale.
 */
export async function createChallenge(db: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.batch([
    db
      .delete(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.userId, userId), lte(twoFactorChallenges.expiresAt, new Date(now)))),
    db
      .insert(twoFactorChallenges)
      .values({ id: await sha256Hex(token), userId, expiresAt: new Date(now + CHALLENGE_TTL_MS) }),
  ]);
  return token;
}

/** The live challenge for a token, or null (unknown, forged or expired). */
export async function findChallenge(db: Db, token: string, now = Date.now()) {
  const row = await db
    .select()
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, await sha256Hex(token)))
    .get();
  return row && row.expiresAt.getTime() > now ? row : null;
}

/** Uses a challenge up; false when another request already did (single use, race-safe). */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .returning({ id: twoFactorChallenges.id });
  return deleted.length === 1;
}

export const deleteChallenges = (db: Db, userId: string) =>
  db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
