import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { deviceName } from "../../domain/auth/device-name";
import type { Db } from "../db/client";
import { builtOnce } from "../db/prepared";
import { sessions, users } from "../db/schema";
import { randomToken, sha256Hex } from "./ids";
import { type SessionUser, sessionUserColumns } from "./session-user";

/** 30-day sliding sessions; renewed when less than half remains. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_BELOW_MS = SESSION_TTL_MS / 2;
/**
 * However often it slides, a session ends one year after the sign-in that started it (ASVS
 * 5.0 V7.3.2, ADR 013): a copied token is not good forever, and everyone signs in again
 * once a year. Counted from the row's `created_at`, so it needs no column of its own.
 */
export const SESSION_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The expiry a sliding renewal at `now` gives: 30 days on, but never past the absolute end. */
export const renewedExpiry = (createdAt: Date, now: number) =>
  new Date(Math.min(now + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));

/** `__Host-` pins the cookie to this exact origin; it requires https. */
export function sessionCookieName(c: Context): string {
  // The scheme of the request's absolute URL, without parsing it on every request.
  return c.req.url.startsWith("https:") ? "__Host-proteo_session" : "proteo_session";
}

function writeCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

/**
 * A new session, not yet stored: its insert is returned unrun so a caller can put it in a
 * D1 batch with other writes (the password change), and `setCookie` hands the token to the
 * browser once the batch has succeeded. `statements` is the insert after the deletion of the
 * user's expired sessions: a session nobody uses again is otherwise read never more, and would
 * stay in D1 for good, so each sign-in takes the user's expired ones with it.
 */
export async function prepareSession(c: Context, db: Db, userId: string, now = Date.now()) {
  const token = randomToken(32);
  const expiresAt = new Date(now + SESSION_TTL_MS);
  const insert = db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    expiresAt,
    device: deviceName(c.req.header("User-Agent")),
    lastSeenAt: new Date(now),
  });
  const expired = db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
  return {
    insert,
    statements: [expired, insert] as const,
    setCookie: () => writeCookie(c, token, expiresAt),
  };
}

/** A new session (always a new token at sign-in, so a planted one is never reused). */
export async function startSession(c: Context, db: Db, userId: string, now = Date.now()): Promise<void> {
  const session = await prepareSession(c, db, userId, now);
  await db.batch(session.statements);
  session.setCookie();
}

/** The hash under which this request's session token is stored, or null without a token. */
export async function sessionIdOf(c: Context): Promise<{ token: string; id: string } | null> {
  const token = getCookie(c, sessionCookieName(c));
  if (!token || token.length > 100) return null;
  return { token, id: await sha256Hex(token) };
}

/**
 * A session looked up by its id (placeholder `sessionId`), with its user but not the user's
 * secrets (SessionUser), in one query; built once per isolate. The session's columns are
 * renamed because in a D1 batch rows come back keyed by column name, and the users' `id`
 * would overwrite the session's.
 */
export const sessionLookup = builtOnce((db) =>
  db
    .select({
      session: {
        id: sql<string>`${sessions.id}`.as("session_id"),
        expiresAt: sql<Date>`${sessions.expiresAt}`.mapWith(sessions.expiresAt).as("session_expires_at"),
        createdAt: sql<Date>`${sessions.createdAt}`.mapWith(sessions.createdAt).as("session_created_at"),
        // A session from before last use was kept counts as seen at its sign-in.
        lastSeenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`
          .mapWith(sessions.createdAt)
          .as("session_last_seen_at"),
      },
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare(),
);

/**
 * The user id of a live session, as SQL with the placeholders `sessionId` and `now`
 * (sessionValues): a read batched with the session lookup names its user this way, so it
 * finds nothing unless the session exists and has not expired. `expires_at` never passes
 * the absolute end (renewedExpiry), so this one comparison covers both limits.
 */
export const liveSessionUserId: SQL = sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${sql.placeholder("sessionId")} and ${sessions.expiresAt} > ${sql.placeholder("now")})`;

/** The values for sessionLookup's and liveSessionUserId's placeholders. */
export const sessionValues = (sessionId: string, now: number) => ({ sessionId, now });

/** The placeholder values a batched read names its user by (liveSessionUserId). */
export type SessionPlaceholders = ReturnType<typeof sessionValues>;

type SessionRow = { session: { id: string; expiresAt: Date; createdAt: Date; lastSeenAt: Date }; user: SessionUser };

/** "Last seen" in the list of devices is kept to the hour: no write on every request. */
export const LAST_SEEN_EVERY_MS = 60 * 60 * 1000;

/**
 * Judges a looked-up session: expired ones (30 days idle, or a year old) are deleted; live
 * ones slide forward when half used, up to their absolute end. Its last use is written when
 * it slides, or when the one stored is an hour old.
 */
export async function acceptSession(
  c: Context,
  db: Db,
  token: string,
  row: SessionRow | undefined,
  now: number,
): Promise<SessionUser | null> {
  if (!row) return null;
  const { expiresAt, createdAt } = row.session;
  if (expiresAt.getTime() <= now || createdAt.getTime() + SESSION_MAX_AGE_MS <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  const renewed = expiresAt.getTime() - now < RENEW_BELOW_MS ? renewedExpiry(createdAt, now) : null;
  // Near the absolute end there is nothing left to slide: no write on every request.
  if (renewed && renewed.getTime() > expiresAt.getTime()) {
    await db
      .update(sessions)
      .set({ expiresAt: renewed, lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
    writeCookie(c, token, renewed);
  } else if (now - row.session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

/** The signed-in user for this request, or null. */
export async function readSession(c: Context, db: Db, now = Date.now()): Promise<SessionUser | null> {
  const key = await sessionIdOf(c);
  if (!key) return null;
  return acceptSession(c, db, key.token, await sessionLookup(db).get(sessionValues(key.id, now)), now);
}

/** Logout: the row goes, so the token is worthless even if it was copied. */
export async function endSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, sessionCookieName(c));
  if (token && token.length <= 100) await db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)));
  deleteCookie(c, sessionCookieName(c), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/**
 * Every session of a user ends, e.g. on a password change. The query is returned unrun: await
 * it alone, or put it in a D1 batch so it happens together with the change that caused it.
 */
export function endAllSessions(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}
