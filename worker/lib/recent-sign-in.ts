import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { ApiError } from "./api-error";
import { sessionIdOf } from "./session";

/**
 * How recent a sign-in must be before an account without a password may change how it signs
 * in or delete itself: it has no password to ask for, so the session itself must be fresh
 * (a stolen old cookie is not).
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** True when this request's session started within the last 10 minutes. */
export async function signedInRecently(c: Context, db: Db, now = Date.now()): Promise<boolean> {
  const key = await sessionIdOf(c);
  if (!key) return false;
  const session = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, key.id))
    .get();
  return Boolean(session && now - session.createdAt.getTime() <= RECENT_SIGN_IN_MS);
}

/** Throws 403 REAUTHENTICATION_REQUIRED, with `message`, unless the sign-in is recent. */
export async function requireRecentSignIn(c: Context, db: Db, message: string): Promise<void> {
  if (!(await signedInRecently(c, db))) throw new ApiError(403, message, { code: "REAUTHENTICATION_REQUIRED" });
}
