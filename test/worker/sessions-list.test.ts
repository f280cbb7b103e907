import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionSummary } from "../../domain/auth/sessions";
import { freshIp, sessionCookie, signUp } from "./accounts";
import { call } from "./client";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const HOUR = 60 * 60_000;

/** A new session for the account, signed in with this user agent. */
async function signIn(account: { email: string; password: string }, userAgent?: string): Promise<string> {
  const res = await call("/api/auth/login", {
    json: { email: account.email, password: account.password },
    headers: { "CF-Connecting-IP": freshIp(), ...(userAgent ? { "User-Agent": userAgent } : {}) },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

async function list(cookie: string) {
  const res = await call("/api/sessions", { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return {
    trips: Number(res.headers.get("X-D1-Round-Trips")),
    ...((await res.json()) as { sessions: SessionSummary[] }),
  };
}

const sessionIds = async (userId: string) =>
  (
    await env.DB.prepare("select id from sessions where user_id = ? order by created_at")
      .bind(userId)
      .all<{ id: string }>()
  ).results.map((r) => r.id);

const lastSeen = async (id: string) =>
  (await env.DB.prepare("select last_seen_at as t from sessions where id = ?").bind(id).first<{ t: number | null }>())
    ?.t;

const me = (cookie: string) => call("/api/auth/user", { headers: { Cookie: cookie } });

describe("signed-in devices", () => {
  it("lists the account's sessions with their device and last use, this device first, in one D1 round trip", async () => {
    const a = await signUp();
    const phone = await signIn(a, ANDROID_CHROME);
    const iphone = await signIn(a, IPHONE_SAFARI);
    const other = await signUp();
    const { sessions, trips } = await list(phone);
    expect(trips).toBe(1);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Chrome on Android", current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device).sort()).toEqual(["Chrome on Android", "Safari on iPhone", null].sort());
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - HOUR);
      expect(Date.parse(s.signedInAt)).toBeGreaterThan(Date.now() - HOUR);
    }
    // Never another account's, and never the token itself.
    const ids = new Set(sessions.map((s) => s.id));
    for (const id of await sessionIds(other.id)) expect(ids.has(id)).toBe(false);
    expect(JSON.stringify(sessions)).not.toContain(phone.split("=")[1]);
    expect((await list(iphone)).sessions[0]).toMatchObject({ device: "Safari on iPhone", current: true });
  });

  it("shows a session from before devices were kept with no device and its sign-in as last use", async () => {
    const a = await signUp();
    const [id] = await sessionIds(a.id);
    const signedIn = Date.now() - 3 * 24 * HOUR;
    await env.DB.prepare("update sessions set device = null, last_seen_at = null, created_at = ? where id = ?")
      .bind(signedIn, id)
      .run();
    const phone = await signIn(a, ANDROID_CHROME);
    const old = (await list(phone)).sessions.find((s) => s.id === id);
    expect(old).toMatchObject({ device: null, current: false, lastSeenAt: new Date(signedIn).toISOString() });
  });

  it("writes last use at most once an hour, or when the session slides", async () => {
    const a = await signUp();
    const [id] = await sessionIds(a.id);
    const recent = Date.now() - 30 * 60_000;
    await env.DB.prepare("update sessions set last_seen_at = ? where id = ?").bind(recent, id).run();
    expect((await me(a.cookie)).status).toBe(200);
    expect(await lastSeen(String(id))).toBe(recent);

    const stale = Date.now() - HOUR - 60_000;
    await env.DB.prepare("update sessions set last_seen_at = ? where id = ?").bind(stale, id).run();
    const before = Date.now();
    expect((await me(a.cookie)).status).toBe(200);
    expect(await lastSeen(String(id))).toBeGreaterThanOrEqual(before);

    // Half used: it slides, and its last use is written with it.
    await env.DB.prepare("update sessions set last_seen_at = ?, expires_at = ? where id = ?")
      .bind(recent, Date.now() + 10 * 24 * HOUR, id)
      .run();
    const sliding = Date.now();
    expect((await me(a.cookie)).status).toBe(200);
    expect(await lastSeen(String(id))).toBeGreaterThanOrEqual(sliding);
  });

  it("ends one other session; the current one, an unknown one and another user's are refused and nothing ends", async () => {
    const a = await signUp();
    const phone = await signIn(a, ANDROID_CHROME);
    const [laptopId, phoneId] = await sessionIds(a.id);
    const b = await signUp();
    const [bId] = await sessionIds(b.id);
    const end = (id: string, cookie = phone) =>
      call(`/api/sessions/${id}`, { method: "DELETE", headers: { Cookie: cookie } });

    const foreign = await end(String(bId));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      message: "That session was not found. It may have ended already.",
      code: "NOT_FOUND",
    });
    expect((await me(b.cookie)).status).toBe(200);
    expect((await end("0".repeat(64))).status).toBe(404);
    expect((await end("not-a-session")).status).toBe(404);
    const own = await end(String(phoneId));
    expect(own.status).toBe(409);
    expect(((await own.json()) as { code: string }).code).toBe("CURRENT_SESSION");
    expect(await sessionIds(a.id)).toHaveLength(2);

    expect((await end(String(laptopId))).status).toBe(200);
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
    expect((await end(String(laptopId))).status).toBe(404);
  });

  it("signs out every other device and keeps this one and other accounts' sessions", async () => {
    const a = await signUp();
    const phone = await signIn(a, ANDROID_CHROME);
    const iphone = await signIn(a, IPHONE_SAFARI);
    const b = await signUp();
    const res = await call("/api/sessions/end-others", { method: "POST", headers: { Cookie: phone } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, ended: 2 });
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(iphone)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
    expect((await me(b.cookie)).status).toBe(200);
    expect((await list(phone)).sessions).toHaveLength(1);
  });

  it("answers 401 without a session, and refuses a foreign Origin", async () => {
    expect((await call("/api/sessions")).status).toBe(401);
    expect((await call("/api/sessions/end-others", { method: "POST" })).status).toBe(401);
    expect((await call(`/api/sessions/${"0".repeat(64)}`, { method: "DELETE" })).status).toBe(401);
    const a = await signUp();
    await signIn(a);
    const csrf = await call("/api/sessions/end-others", {
      method: "POST",
      headers: { Cookie: a.cookie, Origin: "https://evil.example" },
    });
    expect(csrf.status).toBe(403);
    expect(await sessionIds(a.id)).toHaveLength(2);
  });
});
