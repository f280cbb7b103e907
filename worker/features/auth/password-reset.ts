import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import {
  PASSWORD_RESET,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  resetConfirmSchema,
  resetRequestSchema,
} from "../../../domain/auth/account-schemas";
import { mailboxForLimits } from "../../../domain/auth/mailbox";
import type { Db } from "../../db/client";
import { getDb } from "../../db/client";
import { rateLimits, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { appLink, trySendEmail } from "../../lib/email/send";
import { resetPasswordMessage } from "../../lib/email/templates";
import { errorDetails } from "../../lib/error-details";
import { log } from "../../lib/log";
import { hashPassword } from "../../lib/password";
import { clientIp, type Limit, takeAttempt } from "../../lib/rate-limit";
import { endAllSessions } from "../../lib/session";
import { validate } from "../../lib/validate";
import { emailOff, emailProvider } from "../../providers/email/select-provider";
import { knownDevice } from "./device-cookie";
import { consumeEmailToken, deleteEmailTokens, issueEmailToken } from "./email-tokens";
import { firstProofCleanup } from "./mailbox-proof";
import { deleteChallenges } from "./two-factor/challenge";
import { findUserByEmail } from "./users";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Who may ask for a reset link, and how often. Counted per mailbox (mailboxForLimits: `a+1@x` and
 * `a@x` are one inbox) and the same for known and unknown addresses, so a refusal says nothing
 * about which exist.
 * - A client: 20 an hour over all addresses (no sweep over many addresses).
 * - A client for one mailbox: 3 an hour.
 * - A mailbox from everyone together: 10 an hour, counted only for requests the two limits
 *   above let through, so one client's flood spends at most 3 of them and the owner, from
 *   anywhere else, still has 7.
 * - The owner, signed in to that address or on a browser that signed in to it before (its
 *   device cookie, ADR 012), counts only on an allowance of their own (3 an hour): strangers
 *   can never block it.
 */
const clientLimits = (ip: string, mailbox: string): Limit[] => [
  { key: `reset:ip:${ip}`, max: 20, windowMs: HOUR },
  { key: `reset:pair:${ip}:${mailbox}`, max: 3, windowMs: HOUR },
];
const mailboxLimit = (mailbox: string): Limit => ({ key: `reset:email:${mailbox}`, max: 10, windowMs: HOUR });
const ownerLimit = (owner: string): Limit => ({ key: `reset:owner:${owner}`, max: 3, windowMs: HOUR });

/** Guesses at reset tokens from one client (hopeless at 256 bits, but never free). */
const confirmLimit = (ip: string): Limit => ({ key: `reset-confirm:ip:${ip}`, max: 30, windowMs: 15 * MINUTE });

/** The owner's own allowance for this address, when the request comes from them; else null. */
async function ownerOf(c: Context<AppEnv>, db: Db, email: string): Promise<Limit | null> {
  const user = c.get("user");
  if (user?.email === email) return ownerLimit(`user:${user.id}`);
  const device = await knownDevice(c, db, { email });
  return device ? ownerLimit(`device:${device.id}`) : null;
}

/** Counts a reset request against the limits above; 429 when any has no room. */
async function throttleRequest(c: Context<AppEnv>, db: Db, email: string): Promise<void> {
  const own = await ownerOf(c, db, email);
  if (own) return takeAttempt(db, [own]);
  const mailbox = mailboxForLimits(email);
  await takeAttempt(db, clientLimits(clientIp(c), mailbox));
  await takeAttempt(db, [mailboxLimit(mailbox)]);
}

/**
 * The link for a known address, made and mailed after the answer has gone (waitUntil): the
 * lookup, the token and the email provider's time are never part of the response, so a
 * known address is answered as fast as an unknown one.
 */
async function sendResetLink(c: Context<AppEnv>, email: string): Promise<void> {
  try {
    const db = getDb(c.env.DB);
    const user = await findUserByEmail(db, email);
    if (!user?.email) return;
    const token = await issueEmailToken(db, { id: user.id, email: user.email }, "reset");
    await trySendEmail(c, resetPasswordMessage(user.email, appLink(c, "/reset-password", token)));
  } catch (error) {
    log("error", c.get("requestId"), "reset link not sent", { error: errorDetails(error) });
  }
}

export const passwordResetRoutes = new Hono<AppEnv>()
  /**
   * POST /api/auth/password-reset/request { email }: the same answer, in
   * the same time, whether or not an account has the address (no enumeration): the answer
   * goes first and the link is made and sent after it. Only "email is not configured"
   * differs, and it is true of every address alike.
   */
  .post("/request", validate("json", resetRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    if (!emailProvider(c.env, c.req.url)) throw emailOff();
    await throttleRequest(c, getDb(c.env.DB), email);
    c.executionCtx.waitUntil(sendResetLink(c, email));
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
