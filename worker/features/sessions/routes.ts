import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { CURRENT_SESSION, SESSION_NOT_FOUND, type SessionSummary } from "../../../domain/auth/sessions";
import { getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { sessions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { liveSessionUserId, sessionIdOf } from "../../lib/session";
import { readsOwnSession, readWithSession, signedIn, userOf } from "../../middleware/session";

/** A session id as stored: the hex SHA-256 of a token. */
const SESSION_ID = /^[0-9a-f]{64}$/;

/** The live session's user's live sessions, most recently used first, built once (readWithSession). */
const sessionsOfSession = builtOnce((db) =>
  db
    .select({
      id: sessions.id,
      device: sessions.device,
      lastSeenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(sessions.createdAt),
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, liveSessionUserId), gt(sessions.expiresAt, sql.placeholder("now"))))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`))
    .prepare(),
);

/** The id of this request's own session (the route is signed in, so there is one). */
async function currentId(c: Parameters<typeof sessionIdOf>[0]): Promise<string> {
  const key = await sessionIdOf(c);
  if (!key) throw new Error("signed in without a session cookie");
  return key.id;
}

/**
 * Settings → "Signed-in devices", mounted at /api/sessions. Every query names the signed-in
 * user, so a caller only ever sees or ends their own sessions: another user's session id is
 * answered as not found, like an unknown one.
 */
export const sessionRoutes = new Hono<AppEnv>()
  // The session and the account's sessions in one D1 batch (ADR 010).
  .get("/", readsOwnSession, async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [[sessionsOfSession(getDb(c.env.DB)), {}]] as const);
    const current = await currentId(c);
    const list: SessionSummary[] = rows.map((row) => ({
      id: row.id,
      device: row.device,
      lastSeenAt: row.lastSeenAt.toISOString(),
      signedInAt: row.createdAt.toISOString(),
      current: row.id === current,
    }));
    // This device first, then the others by last use.
    list.sort((a, b) => Number(b.current) - Number(a.current));
    return c.json({ sessions: list }, 200);
  })
  /** Ends every session of the account but this one. */
  .post("/end-others", signedIn, async (c) => {
    const user = userOf(c);
    const ended = await getDb(c.env.DB)
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, await currentId(c))))
      .returning({ id: sessions.id });
    return c.json({ ok: true, ended: ended.length }, 200);
  })
  /** Ends one other session of the account; this device signs out with Sign out instead. */
  .delete("/:id", signedIn, async (c) => {
    const user = userOf(c);
    const id = c.req.param("id");
    if (!SESSION_ID.test(id)) throw new ApiError(404, SESSION_NOT_FOUND, { code: "NOT_FOUND" });
    if (id === (await currentId(c))) throw new ApiError(409, CURRENT_SESSION, { code: "CURRENT_SESSION" });
    const [ended] = await getDb(c.env.DB)
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, user.id)))
      .returning({ id: sessions.id });
    if (!ended) throw new ApiError(404, SESSION_NOT_FOUND, { code: "NOT_FOUND" });
    return c.json({ ok: true }, 200);
  });
