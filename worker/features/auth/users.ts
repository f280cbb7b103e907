import { and, eq } from "drizzle-orm";
import type { User } from "../../../domain/user/user";
import type { Db } from "../../db/client";
import { oauthAccounts, type UserRow, users } from "../../db/schema";
import { newId } from "../../lib/ids";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The User of spec section 3: never the password hash or any other internal field. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    themePreference: row.themePreference,
    healthGoal: row.healthGoal,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    trialEndsAt: iso(row.trialEndsAt),
    subscriptionEndsAt: iso(row.subscriptionEndsAt),
    // One trial per account: said by the server, so the pricing, checkout and banner never guess.
    trialAvailable: row.trialClaimedBy === null,
    timezone: row.timezone,
    onboardingCompleted: row.onboardingCompletedAt !== null,
    // Whether the account can sign in with a password (and so change it); never the hash.
    hasPassword: row.passwordHash !== null,
    // Whether sign-in asks for an authenticator code; a pending setup does not count.
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

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

/**
 * DESIGN section 6: users are identified by (provider, subject). An existing email
 * account is linked only when the provider vouches that the email is verified; otherwise a
 * new account is created without taking the email (someone else may own it).
 */
export async function findOrCreateOAuthUser(db: Db, identity: OAuthIdentity): Promise<UserRow> {
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .get();
  if (linked) return linked.user;

  const email = identity.email?.trim().toLowerCase() || null;
  const existing = email ? await findUserByEmail(db, email) : undefined;
  let user: UserRow;
  if (existing && identity.emailVerified) {
    user = existing;
  } else {
    const claimEmail = email && identity.emailVerified && !existing ? email : null;
    const id = newId();
    const rows = await db
      .insert(users)
      .values({
        id,
        email: claimEmail,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.picture,
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
  return user;
}
