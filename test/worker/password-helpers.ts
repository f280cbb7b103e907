import { env } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { expect } from "vitest";
import { countRows, freshIp, sessionCookie, type TestAccount } from "./accounts";
import { api, headers } from "./api";
import { call } from "./client";

/** Helpers for the password-change tests (password-change.test.ts, faults/password-batch.test.ts). */

export const NEW_PASSWORD = "Quinoa-Bowl-77";

type Change = InferRequestType<typeof api.auth.password.$post>["json"];
export const change = (cookie: string | undefined, json: Change, extra: Record<string, string> = {}) =>
  api.auth.password.$post({ json }, headers(cookie, undefined, extra));
/** A body outside the route's input type, as a broken client would send it. */
export const changeUntyped = (cookie: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  call("/api/auth/password", { json, headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
export const me = (cookie: string) => api.auth.user.$get(undefined, headers(cookie));
export const login = (email: string, password: string) =>
  api.auth.login.$post({ json: { email, password } }, headers(undefined, freshIp()));

export const storedHash = (userId: string) =>
  env.DB.prepare("select password_hash from users where id = ?")
    .bind(userId)
    .first<{ password_hash: string | null }>()
    .then((r) => r?.password_hash ?? null);

/** A second device: the same account signed in again, with its own session. */
export async function secondDevice(account: TestAccount): Promise<string> {
  const res = await login(account.email, account.password);
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** What must not move when a change is refused: the hash, every session, no new cookie. */
export async function expectUnchanged(
  account: TestAccount,
  devices: string[],
  hash: string | null,
  res: { headers: Headers },
) {
  expect(res.headers.get("Set-Cookie")).toBeNull();
  expect(await storedHash(account.id)).toBe(hash);
  expect(await countRows("sessions", "user_id = ?", account.id)).toBe(devices.length);
  for (const cookie of devices) expect((await me(cookie)).status).toBe(200);
}

/** An account made by Google or Apple sign-in: no password hash, one identity, one session. */
export async function oauthOnlyAccount(): Promise<{ id: string; cookie: string }> {
  const id = crypto.randomUUID();
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const sessionId = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  await env.DB.batch([
    env.DB.prepare("insert into users (id, first_name) values (?, 'Grace')").bind(id),
    env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values ('google', ?, ?)").bind(
      crypto.randomUUID(),
      id,
    ),
    env.DB.prepare("insert into sessions (id, user_id, expires_at) values (?, ?, ?)").bind(
      sessionId,
      id,
      Date.now() + 24 * 3600 * 1000,
    ),
  ]);
  return { id, cookie: `proteo_session=${token}` };
}
