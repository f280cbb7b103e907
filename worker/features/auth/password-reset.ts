import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  PASSWORD_RESET,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  resetConfirmSchema,
  resetRequestSchema,
} from "../../../domain/auth/account-schemas";
import { getDb } from "../../db/client";
import { rateLimits, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { appLink, trySendEmail } from "../../lib/email/send";
import { resetPasswordMessage } from "../../lib/email/templates";
import { hashPassword } from "../../lib/password";
import { clientIp, type Limit, takeAttempt } from "../../lib/rate-limit";
import { endAllSessions } from "../../lib/session";
import { validate } from "../../lib/validate";
import { emailOff, emailProvider } from "../../providers/email/select-provider";
import { consumeEmailToken, deleteEmailTokens, issueEmailToken } from "./email-tokens";
import { firstProofCleanup } from "./mailbox-proof";
import { deleteChallenges } from "./two-factor/challenge";
import { findUserByEmail } from "./users";

const MINUTE = 60_000;

/**
 * Requests are throttled per address (3 an hour: a mailbox is not flooded) and per client
 * (20 an hour: no sweep over many addresses). The same for known and unknown addresses, so
 * a refusal says nothing about which exist.
 */
const requestLimits = (ip: string, email: string): Limit[] => [
  { key: `reset:ip:${ip}`, max: 20, windowMs: 60 * MINUTE },
  { key: `reset:email:${email}`, max: 3, windowMs: 60 * MINUTE },
];

/** Guesses at reset tokens from one client (hopeless at 256 bits, but never free). */
const confirmLimit = (ip: string): Limit => ({ key: `reset-confirm:ip:${ip}`, max: 30, windowMs: 15 * MINUTE });

export const passwordResetRoutes = new Hono<AppEnv>()
  /**
   * POST /api/auth/password-reset/request { email }: the same answer
   * whether or not an account has the address (no enumeration). Only "email is not
   * configured" differs, and it is true of every address alike.
   */
  .post("/request", validate("json", resetRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    if (!emailProvider(c.env, c.req.url)) throw emailOff();
    const db = getDb(c.env.DB);
    await takeAttempt(db, requestLimits(clientIp(c), email));
    const user = await findUserByEmail(db, email);
    if (user?.email) {
      const token = await issueEmailToken(db, { id: user.id, email: user.email }, "reset");
      await trySendEmail(c, resetPasswordMessage(user.email, appLink(c, "/reset-password", token)));
    }
    return c.json({ ok: true, message: RESET_REQUESTED }, 200);
  })
  /**
   * POST /api/auth/password-reset/confirm { token, password }: the sign-up rules for the new
   * password; then, in one D1 batch, the new hash, the email verified (the link proved the
   * mailbox), every session, pending two-factor sign-in and other reset link ended, and, if
   * this is the mailbox's first proof, every factor and identity attached before it. No
   * session is started: the user signs in anew, with their second factor if it is on.
   */
  .post("/confirm", validate("json", resetConfirmSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    await takeAttempt(db, [confirmLimit(clientIp(c))]);
    const row = await consumeEmailToken(db, token, "reset");
    if (!row) throw new ApiError(400, RESET_LINK_INVALID, { code: "INVALID_TOKEN" });
    const passwordHash = await hashPassword(password);
    // The first proof of the mailbox comes first: it sees the account still unverified.
    const cleanup = firstProofCleanup(db, row.userId, row.email);
    const [, , , , , , , updated] = await db.batch([
      ...cleanup,
      db
        .update(users)
        .set({
          passwordHash,
          // Only the address the link went to is proven (it is still the account's own).
          emailVerified: sql`${users.emailVerified} or ${users.email} = ${row.email}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, row.userId))
        .returning({ id: users.id }),
      endAllSessions(db, row.userId),
      deleteChallenges(db, row.userId),
      deleteEmailTokens(db, row.userId, "reset"),
      // The owner proved the mailbox: guesses at the old password no longer block them.
      db.delete(rateLimits).where(eq(rateLimits.key, `login:email:${row.email}`)),
    ]);
    if (updated.length === 0) throw new ApiError(400, RESET_LINK_INVALID, { code: "INVALID_TOKEN" });
    return c.json({ ok: true, message: PASSWORD_RESET }, 200);
  });
