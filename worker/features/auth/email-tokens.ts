import { and, eq, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailTokens } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/ids";

export type EmailTokenPurpose = "verify" | "reset";

/** A verification link lasts 24 hours, a reset link 1 hour. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60_000,
  reset: 60 * 60_000,
};

/** What a token in a link looks like: 32 random bytes, base64url (43 characters). */
export const EMAIL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new single-use link token (ADR 026): 256 random bits for the email, only their SHA-256
 * stored. A new link replaces the user's earlier ones of the same purpose, so only the latest
 * email works, and expired rows of the user are swept in the same batch.
 */
export async function issueEmailToken(
  db: Db,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomToken(32);
  await db.batch([
    db
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, user.id),
          or(eq(emailTokens.purpose, purpose), lte(emailTokens.expiresAt, new Date(now))),
        ),
      ),
    db.insert(emailTokens).values({
      id: await sha256Hex(token),
      userId: user.id,
      purpose,
      email: user.email,
      expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[purpose]),
    }),
  ]);
  return token;
}

/**
 * Uses a token up: one DELETE ... RETURNING, so of two requests with the same link only one
 * gets the row (single use, race-safe). Null for an unknown, used, expired or other-purpose
 * token; an expired one is deleted all the same.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, now = Date.now()) {
  if (!EMAIL_TOKEN.test(token)) return null;
  const [row] = await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.id, await sha256Hex(token)), eq(emailTokens.purpose, purpose)))
    .returning();
  return row && row.expiresAt.getTime() > now ? row : null;
}

/** Every pending link of a user of one purpose ends, e.g. all reset links once one is used. */
export const deleteEmailTokens = (db: Db, userId: string, purpose: EmailTokenPurpose) =>
  db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
