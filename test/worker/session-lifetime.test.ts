import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "../../worker/lib/session";
import { countRows, freshIp, sessionCookie, signUp } from "./accounts";
import { api, headers } from "./api";
import { call } from "./client";

/**
 * ASVS 5.0 V7.3.2, ADR 013: a session slides 30 days from the last visit,
 * but ends one year after the sign-in that started it, however often it is used.
 */

const DAY = 24 * 60 * 60 * 1000;

const storedSession = (userId: string) =>
  env.DB.prepare("select expires_at from sessions where user_id = ?")
    .bind(userId)
    .first<{ expires_at: number }>()
    .then((r) => r?.expires_at ?? null);

/** Moves the account's session as if it had been started `ageMs` ago and now expires at `expiresAt`. */
const age = (userId: string, ageMs: number, expiresAt: number) =>
  env.DB.prepare("update sessions set created_at = ?, expires_at = ? where user_id = ?")
    .bind(Date.now() - ageMs, expiresAt, userId)
    .run();

describe("absolute session lifetime", () => {
  it("is one year", () => {
    expect(SESSION_MAX_AGE_MS).toBe(365 * DAY);
    expect(SESSION_TTL_MS).toBe(30 * DAY);
  });

  // /api/auth/user reads the session in the middleware; /api/dashboard batches it with its data (ADR 010).
  const readers = {
    "/api/auth/user": (cookie: string) => api.auth.user.$get(undefined, headers(cookie)),
    "/api/dashboard": (cookie: string) => api.dashboard.$get(undefined, headers(cookie)),
  };
  it.each(Object.entries(readers))(
    "%s refuses a year-old session even though it slid recently, and deletes it",
    async (_path, read) => {
      const a = await signUp();
      await age(a.id, 365 * DAY + 1000, Date.now() + 20 * DAY);
      const res = await read(a.cookie);
      expect(res.status).toBe(401);
      expect(await countRows("sessions", "user_id = ?", a.id)).toBe(0);
    },
  );

  it("slides no further than a year after sign-in", async () => {
    const a = await signUp();
    const createdAt = Date.now() - 360 * DAY;
    // Less than half of the 30 days left: this visit renews it, but only up to day 365.
    await env.DB.prepare("update sessions set created_at = ?, expires_at = ? where user_id = ?")
      .bind(createdAt, Date.now() + 2 * DAY, a.id)
      .run();
    const res = await api.auth.user.$get(undefined, headers(a.cookie));
    expect(res.status).toBe(200);
    const end = createdAt + 365 * DAY;
    expect(await storedSession(a.id)).toBe(end);
    const expires = res.headers.get("Set-Cookie")?.match(/Expires=([^;]+)/)?.[1];
    expect(new Date(expires ?? "").getTime()).toBe(Math.floor(end / 1000) * 1000);
  });

  it("writes nothing once there is no time left to slide", async () => {
    const a = await signUp();
    const createdAt = Date.now() - 364 * DAY;
    const end = createdAt + 365 * DAY;
    await env.DB.prepare("update sessions set created_at = ?, expires_at = ? where user_id = ?")
      .bind(createdAt, end, a.id)
      .run();
    const res = await api.auth.user.$get(undefined, headers(a.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await storedSession(a.id)).toBe(end);
  });

  it("still slides a full 30 days for a young session", async () => {
    const a = await signUp();
    await age(a.id, 20 * DAY, Date.now() + 10 * DAY);
    const before = Date.now();
    const res = await api.auth.user.$get(undefined, headers(a.cookie));
    expect(res.status).toBe(200);
    expect(await storedSession(a.id)).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
  });
});

describe("sessions nobody uses again", () => {
  const signIn = (email: string, password: string) =>
    call("/api/auth/login", { json: { email, password }, headers: { "CF-Connecting-IP": freshIp() } });

  it("go with the user's next sign-in once expired; live ones stay", async () => {
    const a = await signUp();
    const other = await signIn(a.email, a.password);
    expect(other.status).toBe(200);
    // The sign-up's session expired yesterday on a phone never opened again; the other is live.
    await env.DB.prepare(
      "update sessions set expires_at = ? where id = (select id from sessions where user_id = ? order by created_at limit 1)",
    )
      .bind(Date.now() - DAY, a.id)
      .run();
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(2);
    const again = await signIn(a.email, a.password);
    expect(again.status).toBe(200);
    // The expired one went with this sign-in; the live one and the new one stay.
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(2);
    expect(await countRows("sessions", "user_id = ? and expires_at <= ?", a.id, Date.now())).toBe(0);
    expect((await api.auth.user.$get(undefined, headers(sessionCookie(other)))).status).toBe(200);
  });
});
