import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { changePasswordSchema } from "../../../domain/auth/schemas";
import { getDb } from "../../db/client";
import { rateLimits, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { currentPasswordLimit } from "../../lib/current-password";
import { hashPassword, verifyPassword } from "../../lib/password";
import { takeAttempt } from "../../lib/rate-limit";
import { endAllSessions, prepareSession } from "../../lib/session";
import { passwordHashOf } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { signedIn, userOf } from "../../middleware/session";
import { deleteChallenges } from "./two-factor/challenge";

const noPassword = () =>
  new ApiError(409, "This account signs in with Google or Apple and has no password to change.", {
    code: "NO_PASSWORD",
  });

const WRONG_CURRENT = "Your current password is incorrect.";
const wrongCurrent = () =>
  new ApiError(400, WRONG_CURRENT, {
    code: "WRONG_PASSWORD",
    issues: [{ path: "currentPassword", message: WRONG_CURRENT }],
  });

/**
 * POST /api/auth/password (ASVS 5.0 V6.2, ADR 009): the current password and a new one
 * under the sign-up rules. On success every session of the account ends, and this browser
 * gets a fresh one, so the user stays signed in here and nowhere else.
 */
export const passwordRoutes = new Hono<AppEnv>().post(
  "/",
  signedIn,
  validate("json", changePasswordSchema),
  async (c) => {
    const user = userOf(c);
    if (!user.hasPassword) throw noPassword();
    const db = getDb(c.env.DB);
    // Counted before the (expensive) hash check; cleared by a successful change (ADR 009, 013).
    const limit = currentPasswordLimit(user.id);
    await takeAttempt(db, [limit]);
    const { currentPassword, newPassword } = c.req.valid("json");
    // The hash is read here, not carried by the session (worker/lib/session-user.ts).
    const storedHash = await passwordHashOf(db, user);
    if (!storedHash) throw noPassword();
    if (!(await verifyPassword(currentPassword, storedHash))) throw wrongCurrent();

    // Everything slow or fallible (hashing, the new token) happens before the one write: a
    // D1 batch is a transaction, so the new hash, the end of every old session and the new
    // session land together or not at all. The account is never left without a password.
    // A sign-in waiting for its two-factor code was started with the old password: it ends
    // too, or it could still finish after the change (ADR 013).
    const passwordHash = await hashPassword(newPassword);
    const session = await prepareSession(c, db, user.id);
    await db.batch([
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)),
      endAllSessions(db, user.id),
      deleteChallenges(db, user.id),
      session.insert,
      db.delete(rateLimits).where(eq(rateLimits.key, limit.key)),
    ]);
    session.setCookie();
    return c.json({ ok: true, message: "Password changed. Other devices have been signed out." }, 200);
  },
);
