import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import {
  deviceCookies,
  oauthAccounts,
  oauthLinkRequests,
  pushSubscriptions,
  recoveryCodes,
  twoFactorChallenges,
  users,
} from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import type { SessionUser } from "../../lib/session-user";
import { emailProvider } from "../../providers/email/select-provider";

export const CONFIRM_EMAIL_FIRST = "Confirm your email address first";

/**
 * Anyone can sign up with any address, so until the mailbox is proven the account may be a
 * squatter's: it may not add a way in (a provider, an authenticator) that would outlive the
 * owner taking the address back. On a server without email no mailbox can ever be proven,
 * and no reset link can take an account back either, so there the rule does not apply (the
 * first proof after email is turned on removes what was added, firstProofCleanup). An
 * account without an email has no mailbox to prove.
 */
export function requireProvenMailbox(c: Context<AppEnv>, user: Pick<SessionUser, "email" | "emailVerified">) {
  if (!user.email || user.emailVerified) return;
  if (!emailProvider(c.env, c.req.url)) return;
  throw new ApiError(403, CONFIRM_EMAIL_FIRST, { code: "EMAIL_UNVERIFIED" });
}

/**
 * The mailbox proven for the first time is a change of owner: whoever had the account before
 * may have been someone else holding the address. So every factor and identity attached
 * before goes: provider identities, the TOTP secret and recovery codes, pending two-factor
 * sign-ins, device cookies, push subscriptions and pending link requests. These statements
 * run first in the same D1 batch as the update that marks `email` verified, and only while
 * the account is unverified and `email` is still its address, so the batch is all or
 * nothing and proving an already-proven mailbox removes nothing.
 */
export function firstProofCleanup(db: Db, userId: string, email: string) {
  const unproven = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerified} = 0 and ${users.email} = ${email})`;
  return [
    db.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), unproven)),
    db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), unproven)),
    db.delete(twoFactorChallenges).where(and(eq(twoFactorChallenges.userId, userId), unproven)),
    db.delete(deviceCookies).where(and(eq(deviceCookies.userId, userId), unproven)),
    db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), unproven)),
    db.delete(oauthLinkRequests).where(and(eq(oauthLinkRequests.userId, userId), unproven)),
    db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(and(eq(users.id, userId), eq(users.emailVerified, false), eq(users.email, email))),
  ] as const;
}
