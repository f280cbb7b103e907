import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { getDb } from "../db/client";
import {
  type BatchPart,
  type BatchResults,
  batchParts,
  type PartResults,
  type PreparedRead,
  preparedPart,
} from "../db/prepared";
import type { AppEnv } from "../env";
import { unauthenticated } from "../lib/api-error";
import {
  acceptSession,
  readSession,
  type SessionPlaceholders,
  sessionIdOf,
  sessionLookup,
  sessionValues,
} from "../lib/session";
import type { SessionUser } from "../lib/session-user";

/**
 * Named at a route whose handler looks the session up itself, in the same D1 batch as its data
 * (readWithSession, ADR 010): loadSession leaves such a route alone, since a lookup there
 * would cost it a second round trip. It does nothing itself; it marks the route.
 */
export const readsOwnSession = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

/**
 * Named at a route that serves everyone alike and reads no session (the health check): a
 * lookup there would be a D1 round trip for nothing. Like readsOwnSession, it only marks.
 */
export const readsNoSession = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

/**
 * Loads the signed-in user (or null) once per request, for every API route except those
 * that name `readsOwnSession` or `readsNoSession`.
 */
export const loadSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const own = matchedRoutes(c).some((route) => route.handler === readsOwnSession || route.handler === readsNoSession);
    c.set("user", own ? null : await readSession(c, getDb(c.env.DB)));
    await next();
  });

/** The signed-in user, or a 401 in the API error shape. Every account route starts here. */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}

/** Signed-out callers hear 401 before anything about their body: nothing there is for them. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  userOf(c);
  await next();
});

/**
 * An authenticated read in one D1 round trip (ADR 010). The session lookup and the route's
 * prepared queries go to D1 as one batch; the queries name their user as liveSessionUserId,
 * so they find nothing unless the session exists and has not expired, and they receive its
 * placeholder values here. Answers 401 like userOf when there is no live session. The
 * route must name the `readsOwnSession` middleware.
 */
export async function readWithSession<T extends readonly PreparedRead[]>(
  c: Context<AppEnv>,
  reads: T,
): Promise<{ user: SessionUser; results: BatchResults<T> }> {
  const read = await readWithSessionIfAny(c, reads);
  if (!read) throw unauthenticated();
  return read;
}

/**
 * readWithSession for parts that are not all drizzle's prepared queries (plain D1 SQL, as the
 * dashboard's usual food): `parts` receives the session's placeholder values to name its user
 * by (liveSessionUserId). Answers 401 when there is no live session. The route must name
 * `readsOwnSession`.
 */
export async function readPartsWithSession<T extends readonly BatchPart<unknown>[]>(
  c: Context<AppEnv>,
  parts: (session: SessionPlaceholders) => T,
): Promise<{ user: SessionUser; results: PartResults<T> }> {
  const read = await readPartsWithSessionIfAny(c, parts);
  if (!read) throw unauthenticated();
  return read;
}

/**
 * readWithSession for a route open to guests as well (a barcode lookup): null, as loadSession
 * would set, when there is no live session. Without a session cookie nothing goes to D1; with
 * one, the lookup and the queries are still one batch. The route must name `readsOwnSession`.
 */
export async function readWithSessionIfAny<T extends readonly PreparedRead[]>(
  c: Context<AppEnv>,
  reads: T,
): Promise<{ user: SessionUser; results: BatchResults<T> } | null> {
  const read = await readPartsWithSessionIfAny(c, (session) =>
    reads.map(([query, values]) => preparedPart(c.env.DB, query, { ...values, ...session })),
  );
  return read && { user: read.user, results: read.results as BatchResults<T> };
}

/**
 * The session lookup and the parts as one batch, or null (nothing sent) without a session
 * cookie, or for a session that is not live. A route that uses it must name `readsOwnSession`;
 * the signed-in first screen at `/` reads through it too.
 */
export async function readPartsWithSessionIfAny<T extends readonly BatchPart<unknown>[]>(
  c: Context<AppEnv>,
  parts: (session: SessionPlaceholders) => T,
): Promise<{ user: SessionUser; results: PartResults<T> } | null> {
  const key = await sessionIdOf(c);
  if (!key) return null;
  const { user, results } = await batchWithSession(c, key, parts);
  return user ? { user, results } : null;
}

/**
 * A read that serves guests and signed-in users alike, in one D1 round trip, whose queries run
 * either way (food search): with a session cookie the lookup joins the route's parts in one
 * batch, and `parts` receives the session's placeholder values to name its user by
 * (liveSessionUserId); without one it receives null and the batch holds only the route's
 * parts. The user is null for a guest or a dead session (whose own parts then found nothing).
 * The route must name `readsOwnSession`.
 */
export async function readWithOptionalSession<T extends readonly BatchPart<unknown>[]>(
  c: Context<AppEnv>,
  parts: (session: SessionPlaceholders | null) => T,
): Promise<{ user: SessionUser | null; results: PartResults<T> }> {
  const key = await sessionIdOf(c);
  if (!key) return { user: null, results: await batchParts(c.env.DB, parts(null)) };
  return batchWithSession(c, key, parts);
}

/** The session lookup and the route's parts as one batch; the user (or null) is set on the context. */
async function batchWithSession<T extends readonly BatchPart<unknown>[]>(
  c: Context<AppEnv>,
  key: { token: string; id: string },
  parts: (session: SessionPlaceholders) => T,
): Promise<{ user: SessionUser | null; results: PartResults<T> }> {
  const db = getDb(c.env.DB);
  const now = Date.now();
  const session = sessionValues(key.id, now);
  const [found, ...results] = await batchParts(c.env.DB, [
    preparedPart(c.env.DB, sessionLookup(db), session),
    ...parts(session),
  ] as const);
  const user = await acceptSession(c, db, key.token, found[0], now);
  c.set("user", user);
  return { user, results: results as PartResults<T> };
}
