import { eq, sql } from "drizzle-orm";
import { mailboxOf } from "../../domain/auth/mailbox";
import type { Db } from "../db/client";
import { trialFingerprints, users } from "../db/schema";
import { hmacHex, hmacKey } from "./auth-secret";

/**
 * The one-way fingerprint of an email address that counts its free trial: an HMAC-SHA-256 of
 * the address as the trial counts it (lowercase, Gmail's dots and `+tag`s dropped, and so on),
 * under AUTH_SECRET's own subkey for this use, so a database dump alone cannot test guesses.
 * Null for an account without an address.
 */
export async function trialFingerprint(secret: string | undefined, email: string | null): Promise<string | null> {
  if (!email) return null;
  return hmacHex(await hmacKey(secret, "trial-fingerprint"), mailboxOf(email));
}

/** Whether an account with this fingerprint's address has had a free trial. */
export async function fingerprintHadTrial(db: Db, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  const row = await db
    .select({ hash: trialFingerprints.hash })
    .from(trialFingerprints)
    .where(eq(trialFingerprints.hash, hash))
    .get();
  return row !== undefined;
}

/**
 * For a D1 batch: remembers the fingerprint when the user has had a trial (their trial claim is
 * set), so it outlives the account; a no-op otherwise. Nothing in the row names the user.
 */
export function keepFingerprintOfTrial(db: Db, userId: string, hash: string) {
  return db
    .insert(trialFingerprints)
    .select(
      sql`select ${hash}, ${Date.now()} where exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.trialClaimedBy} is not null)`,
    )
    .onConflictDoNothing();
}
