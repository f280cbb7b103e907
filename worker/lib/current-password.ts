import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { ApiError } from "./api-error";
import { verifyPassword } from "./password";
import { type Limit, takeAttempt } from "./rate-limit";

/**
 * Guesses at the current password through a signed-in session (a stolen cookie) are
 * throttled per account: 5 per 15 minutes with the limiter's back-off (ADR 009, 013). One
 * counter for every route that asks for it again (password change, two-factor setup and
 * turning it off), so each route does not add its own five guesses.
 */
export const currentPasswordLimit = (userId: string): Limit => ({
  key: `password:user:${userId}`,
  max: 5,
  windowMs: 15 * 60_000,
});

/**
 * Re-authentication for a sensitive change: counts the attempt before the (expensive) hash
 * check, throws `wrong()` for a wrong password, and forgets the counter once it is right.
 */
export async function confirmCurrentPassword(
  db: Db,
  user: { id: string; passwordHash: string },
  password: string,
  wrong: () => ApiError,
): Promise<void> {
  const limit = currentPasswordLimit(user.id);
  await takeAttempt(db, [limit]);
  if (!(await verifyPassword(password, user.passwordHash))) throw wrong();
  await db.delete(rateLimits).where(eq(rateLimits.key, limit.key));
}
