import { and, desc, eq, gt, lte, notInArray } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { deviceCookies, users } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/ids";
import type { Limit } from "../../lib/rate-limit";

/**
 * Device cookies (ADR 012, after OWASP's "Slow down online guessing attacks with device
 * cookies"): every successful sign-in gives the browser a fresh random 256-bit token, stored
 * only as SHA-256, bound to the account, for DEVICE_TTL_MS. A later sign-in to that same
 * account from that browser is counted on the device's own allowance instead of the
 * email's, so someone guessing at the email from elsewhere cannot lock the owner out; their
 * guesses (no cookie, or a forged or foreign one) stay on the email's and IP's limits.
 */

/** A browser stays known for half a year after its last sign-in (each sign-in issues a new token). */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** The most browsers one account keeps known; signing in on yet another forgets the oldest. */
export const MAX_DEVICES_PER_USER = 20;

const MINUTE = 60_000;
/** A known browser's own sign-in allowance: the email's numbers, kept apart from it. */
export const deviceSignInLimit = (deviceId: string): Limit => ({
  key: `login:device:${deviceId}`,
  max: 10,
  windowMs: 15 * MINUTE,
});
/** A known browser's own two-factor code allowance: the account's numbers (ADR 011), kept apart. */
export const deviceCodeLimit = (deviceId: string): Limit => ({
  key: `2fa:device:${deviceId}`,
  max: 5,
  windowMs: 15 * MINUTE,
});

/** `__Host-` pins the cookie to this exact origin over https, like the session cookie. */
export function deviceCookieName(c: Context): string {
  return new URL(c.req.url).protocol === "https:" ? "__Host-proteo_device" : "proteo_device";
}

/** The stored id (SHA-256) of the device token this request carries, or null. */
async function presentedDeviceId(c: Context): Promise<string | null> {
  const token = getCookie(c, deviceCookieName(c));
  if (!token || token.length > 100) return null;
  return sha256Hex(token);
}

/**
 * The request's device, when its cookie is live and belongs to the account being signed in
 * to (named by email at sign-in, by id at the two-factor step). A forged token, an expired
 * one or another account's gets null: no allowance of its own.
 */
export async function knownDevice(
  c: Context,
  db: Db,
  account: { email: string } | { userId: string },
  now = Date.now(),
): Promise<{ id: string } | null> {
  const id = await presentedDeviceId(c);
  if (!id) return null;
  const owner = "email" in account ? eq(users.email, account.email) : eq(users.id, account.userId);
  const row = await db
    .select({ id: deviceCookies.id })
    .from(deviceCookies)
    .innerJoin(users, eq(users.id, deviceCookies.userId))
    .where(and(eq(deviceCookies.id, id), owner, gt(deviceCookies.expiresAt, new Date(now))))
    .get();
  return row ?? null;
}

/**
 * A new device token for a browser that has just signed in, not yet stored: its statements
 * are returned unrun so they can join the sign-in's own D1 batch, and `setCookie` hands the
 * token over once that succeeded (after the session cookie). The token the browser had is
 * deleted (it is replaced), the account's expired ones are swept, and only the newest
 * MAX_DEVICES_PER_USER are kept, so the table stays small whatever anyone does.
 */
export async function prepareDeviceCookie(c: Context, db: Db, userId: string, now = Date.now()) {
  const token = randomToken(32);
  const expiresAt = new Date(now + DEVICE_TTL_MS);
  const previous = await presentedDeviceId(c);
  const newest = db
    .select({ id: deviceCookies.id })
    .from(deviceCookies)
    .where(eq(deviceCookies.userId, userId))
    .orderBy(desc(deviceCookies.expiresAt))
    .limit(MAX_DEVICES_PER_USER);
  const statements = [
    db.delete(deviceCookies).where(and(eq(deviceCookies.userId, userId), lte(deviceCookies.expiresAt, new Date(now)))),
    ...(previous ? [db.delete(deviceCookies).where(eq(deviceCookies.id, previous))] : []),
    db.insert(deviceCookies).values({ id: await sha256Hex(token), userId, expiresAt }),
    db.delete(deviceCookies).where(and(eq(deviceCookies.userId, userId), notInArray(deviceCookies.id, newest))),
  ] as const;
  return {
    statements,
    setCookie: () =>
      setCookie(c, deviceCookieName(c), token, {
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        path: "/",
        expires: expiresAt,
      }),
  };
}

/** Stores a new device token for this browser and sets its cookie (sign-ups, Google and Apple). */
export async function issueDeviceCookie(c: Context, db: Db, userId: string, now = Date.now()): Promise<void> {
  const device = await prepareDeviceCookie(c, db, userId, now);
  await db.batch(device.statements);
  device.setCookie();
}
