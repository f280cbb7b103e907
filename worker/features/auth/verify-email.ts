import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import {
  EMAIL_VERIFIED,
  VERIFY_LINK_INVALID,
  VERIFY_SENT,
  verifyEmailSchema,
} from "../../../domain/auth/account-schemas";
import { mailboxForLimits } from "../../../domain/auth/mailbox";
import type { Db } from "../../db/client";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { appLink, sendEmail, trySendEmail } from "../../lib/email/send";
import { verifyEmailMessage } from "../../lib/email/templates";
import { hasRoom, takeAttempt } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { emailOff, emailProvider } from "../../providers/email/select-provider";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { firstProofCleanup } from "./mailbox-proof";

/** Resending is throttled per account: 3 links per hour, with the limiter's back-off. */
const resendLimit = (userId: string) => ({ key: `verify-resend:user:${userId}`, max: 3, windowMs: 60 * 60_000 });

/**
 * Verification mails to one mailbox (mailboxForLimits: `a+1@x`, `a+2@x` and `a@x` are one inbox),
 * over every account that names it, so sign-ups with variants of someone else's address
 * cannot flood their inbox: 3 sign-up mails an hour, and 6 mails an hour with resends (the
 * owner's sign-up and three resends fit).
 */
const MAILBOX_WINDOW_MS = 60 * 60_000;
const signUpMailboxLimit = (mailbox: string) => ({
  key: `verify-signup:mailbox:${mailbox}`,
  max: 3,
  windowMs: MAILBOX_WINDOW_MS,
});
const mailboxLimit = (mailbox: string) => ({
  key: `verify-mail:mailbox:${mailbox}`,
  max: 6,
  windowMs: MAILBOX_WINDOW_MS,
});

/** Issues a verification link and emails it. `strict` answers 503 when email is off. */
export async function sendVerification(
  c: Context<AppEnv>,
  db: Db,
  user: { id: string; email: string },
  strict: boolean,
): Promise<void> {
  // No email on this server: no link to store (resend says so; sign-up goes on without one).
  if (!emailProvider(c.env, c.req.url)) {
    if (strict) throw emailOff();
    return;
  }
  // Over the mailbox's allowance: resend says so (429); sign-up goes on without a link, and
  // Settings can send one later.
  const mailbox = mailboxForLimits(user.email);
  if (strict) await takeAttempt(db, [mailboxLimit(mailbox)]);
  // A refused sign-up mail spends nothing of the owner's resends.
  else if (!((await hasRoom(db, [signUpMailboxLimit(mailbox)])) && (await hasRoom(db, [mailboxLimit(mailbox)]))))
    return;
  const token = await issueEmailToken(db, user, "verify");
  const message = verifyEmailMessage(user.email, appLink(c, "/verify-email", token));
  if (strict) await sendEmail(c, message);
  else await trySendEmail(c, message);
}

/**
 * POST /api/auth/verify-email { token }: the link from the email, opened
 * in any browser, signed in or not. It verifies the address it was sent to, and only while
 * that is still the account's email. A first proof removes every factor and identity
 * attached before it (firstProofCleanup); sessions stay, as the password is unchanged.
 */
export const verifyEmailRoutes = new Hono<AppEnv>()
  .post("/", validate("json", verifyEmailSchema), async (c) => {
    const db = getDb(c.env.DB);
    const row = await consumeEmailToken(db, c.req.valid("json").token, "verify");
    if (!row) throw new ApiError(400, VERIFY_LINK_INVALID, { code: "INVALID_TOKEN" });
    // The first proof of the mailbox removes what was attached before it, in the same batch.
    const [, , , , , , , verified] = await db.batch([
      ...firstProofCleanup(db, row.userId, row.email),
      db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
        .returning({ id: users.id }),
    ]);
    if (verified.length === 0) throw new ApiError(400, VERIFY_LINK_INVALID, { code: "INVALID_TOKEN" });
    return c.json({ ok: true, message: EMAIL_VERIFIED }, 200);
  })
  /** POST /api/auth/verify-email/resend: a new link for the signed-in user (Settings' "Resend"). */
  .post("/resend", async (c) => {
    const user = userOf(c);
    if (!user.email) {
      throw new ApiError(409, "This account has no email address to verify.", { code: "NO_EMAIL" });
    }
    if (user.emailVerified) {
      throw new ApiError(409, "Your email address is already verified.", { code: "ALREADY_VERIFIED" });
    }
    const db = getDb(c.env.DB);
    await takeAttempt(db, [resendLimit(user.id)]);
    await sendVerification(c, db, { id: user.id, email: user.email }, true);
    return c.json({ ok: true, message: VERIFY_SENT }, 200);
  });
