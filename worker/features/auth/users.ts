import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MOVED_GROUPS } from "../../db/moved-groups";
import { oauthAccounts, type UserRow, users } from "../../db/schema";
import { newId } from "../../lib/ids";

export { toPublicUser } from "../../lib/public-user";

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export interface OAuthIdentity {
  provider: "google" | "apple";
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/** Why a provider identity was not let in (the callback redirects with it, ADR 013). */
export type OAuthRefusal = "account_exists";

/**
 * ADR 013: users are identified by (provider, subject). A new identity
 * joins an existing account with the same email only when the provider vouches for the
 * email AND the account's own email is verified; an unverified account (a password sign-up,
 * which anyone can make with any address) refuses it, so the sign-in never lands in an
 * account someone else prepared. An unvouched email creates a new account without taking
 * the email (someone else may own it).
 */
export async function findOrCreateOAuthUser(
  db: Db,
  identity: OAuthIdentity,
): Promise<{ user: UserRow } | { refused: OAuthRefusal }> {
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .get();
  if (linked) return { user: linked.user };

  const email = identity.email?.trim().toLowerCase() || null;
  const existing = email ? await findUserByEmail(db, email) : undefined;
  let user: UserRow;
  if (existing && identity.emailVerified) {
    if (!existing.emailVerified) return { refused: "account_exists" };
    user = existing;
  } else {
    const claimEmail = email && identity.emailVerified && !existing ? email : null;
    const id = newId();
    const rows = await db
      .insert(users)
      .values({
        id,
        email: claimEmail,
        // The provider vouched for the email it gave this new account.
        emailVerified: claimEmail !== null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.picture,
        // A new account has no rows in D1 to move: every group starts in its own object.
        movedGroups: MOVED_GROUPS,
      })
      .returning();
    const created = rows[0];
    if (!created) throw new Error("user insert returned nothing");
    user = created;
  }
  await db
    .insert(oauthAccounts)
    .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email })
    .onConflictDoNothing();
  return { user };
}
