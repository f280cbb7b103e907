import { and, eq, gt, lte } from "drizzle-orm";
import type { ConnectOutcome } from "../../../domain/auth/connections";
import type { Db } from "../../db/client";
import { oauthAccounts, oauthLinkRequests, users } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/ids";
import type { OAuthProviderName } from "../../providers/oauth/config";
import type { OAuthIdentity } from "./users";

const LINK_TTL_MS = 10 * 60_000;
const LINK_PREFIX = "link.";

/** An OAuth `state` that carries a link intent (ADR 013), not a sign-in. */
export const isLinkState = (state: string | null | undefined) => Boolean(state?.startsWith(LINK_PREFIX));

/**
 * Records that this user asked to connect a provider and returns the OAuth state for it:
 * 256 random bits after "link.", only its SHA-256 stored. The user's expired requests are
 * swept here, as two-factor challenges are.
 */
export async function createLinkRequest(db: Db, userId: string, provider: OAuthProviderName, now = Date.now()) {
  const state = `${LINK_PREFIX}${randomToken(32)}`;
  await db.batch([
    db
      .delete(oauthLinkRequests)
      .where(and(eq(oauthLinkRequests.userId, userId), lte(oauthLinkRequests.expiresAt, new Date(now)))),
    db
      .insert(oauthLinkRequests)
      .values({ id: await sha256Hex(state), userId, provider, expiresAt: new Date(now + LINK_TTL_MS) }),
  ]);
  return state;
}

/** The user who asked, for a live request of this provider; used up (the delete is the check). */
export async function consumeLinkRequest(db: Db, state: string, provider: OAuthProviderName, now = Date.now()) {
  const [row] = await db
    .delete(oauthLinkRequests)
    .where(
      and(
        eq(oauthLinkRequests.id, await sha256Hex(state)),
        eq(oauthLinkRequests.provider, provider),
        gt(oauthLinkRequests.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: oauthLinkRequests.userId });
  return row?.userId ?? null;
}

const ownerOf = (db: Db, identity: OAuthIdentity) =>
  db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .get();

/**
 * Links a provider identity to the user who asked (ADR 013). An identity belongs to one
 * user: one already linked elsewhere is refused, never moved; a user has one identity per
 * provider. The insert is the arbiter when two users race for one identity: the primary key
 * on (provider, subject) lets one row in, and the loser hears "taken". When the provider
 * vouches for the email and it is the account's own, the account's email becomes verified:
 * the person has shown both the password (or a fresh sign-in) and the mailbox's provider.
 */
export async function linkIdentity(db: Db, userId: string, identity: OAuthIdentity): Promise<ConnectOutcome> {
  const owner = await ownerOf(db, identity);
  if (owner) return owner.userId === userId ? "connected" : "taken";
  const mine = await db
    .select({ subject: oauthAccounts.subject })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, identity.provider)))
    .get();
  if (mine) return "other";
  const email = identity.email?.trim().toLowerCase() || null;
  const inserted = await db
    .insert(oauthAccounts)
    .values({ provider: identity.provider, subject: identity.subject, userId, email })
    .onConflictDoNothing()
    .returning({ userId: oauthAccounts.userId });
  if (inserted.length === 0) return (await ownerOf(db, identity))?.userId === userId ? "connected" : "taken";
  if (email && identity.emailVerified) {
    await db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.email, email)));
  }
  return "connected";
}
