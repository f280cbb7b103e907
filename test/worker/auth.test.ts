import { env } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { countRows, freshIp, sessionCookie, signUp, uniqueEmail } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

type Registration = InferRequestType<typeof api.auth.register.$post>["json"];
const register = (json: Registration, ip = freshIp()) => api.auth.register.$post({ json }, headers(undefined, ip));
/** A body the typed client refuses to write (a field missing): what a broken client sends. */
const registerUntyped = (json: unknown, ip = freshIp()) =>
  call("/api/auth/register", { json, headers: { "CF-Connecting-IP": ip } });
const login = (json: InferRequestType<typeof api.auth.login.$post>["json"], ip = freshIp()) =>
  api.auth.login.$post({ json }, headers(undefined, ip));
const me = (cookie?: string) => api.auth.user.$get(undefined, headers(cookie));

describe("POST /api/auth/register", () => {
  it("creates the account, normalises the email and signs in", async () => {
    const email = uniqueEmail("New");
    const res = await register({
      email: `  ${email.toUpperCase()} `,
      password: "Tr1cky-Lentils",
      firstName: " Ada ",
      lastName: "Lovelace",
      timezone: "Europe/Paris",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.user.firstName).toBe("Ada");
    expect(body.user.timezone).toBe("Europe/Paris");
    expect(body.user).not.toHaveProperty("passwordHash");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/proteo_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    const stored = await env.DB.prepare("select password_hash from users where email = ?")
      .bind(email.toLowerCase())
      .first<{ password_hash: string }>();
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    // Only the token's hash is stored.
    const token = sessionCookie(res).split("=")[1] as string;
    expect(await countRows("sessions", "id = ?", token)).toBe(0);
  });

  it.each([
    [
      "a missing field",
      { email: uniqueEmail(), password: "Tr1cky-Lentils", firstName: "Ada" },
      400,
      "Last name is required.",
    ],
    [
      "a bad email",
      { email: "not-an-email", password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
      400,
      "Enter a valid email address.",
    ],
    [
      "a short password",
      { email: uniqueEmail(), password: "abc12", firstName: "A", lastName: "B" },
      400,
      "Password must be at least 6 characters.",
    ],
    [
      "a common password",
      { email: uniqueEmail(), password: "Password123", firstName: "A", lastName: "B" },
      400,
      "This password is one of the most common and easy to guess. Please choose another.",
    ],
    [
      "an over-long password",
      { email: uniqueEmail(), password: "x".repeat(257), firstName: "A", lastName: "B" },
      400,
      "Password must be at most 256 characters.",
    ],
  ])("refuses %s with a clear message and writes nothing", async (_label, payload, status, message) => {
    const before = await countRows("users");
    const res = await registerUntyped(payload);
    expect(res.status).toBe(status);
    expect((await errorBody(res)).message).toBe(message);
    expect(await countRows("users")).toBe(before);
  });

  it("refuses an oversized body", async () => {
    const res = await register({
      email: uniqueEmail(),
      password: "Tr1cky-Lentils",
      firstName: "x".repeat(70_000),
      lastName: "B",
    });
    expect(res.status).toBe(413);
  });

  it("refuses a duplicate email with 409", async () => {
    const account = await signUp();
    const res = await register({ email: account.email, password: "An0ther-Secret", firstName: "B", lastName: "C" });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).message).toBe("An account with this email already exists. Please sign in instead.");
    expect(await countRows("users", "email = ?", account.email)).toBe(1);
  });

  it("refuses a sign-up without the app's Origin", async () => {
    const res = await register({ email: uniqueEmail(), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" });
    expect(res.status).toBe(201);
    const foreign = await call("/api/auth/register", {
      json: { email: uniqueEmail(), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
      headers: { Origin: "https://evil.example", "CF-Connecting-IP": freshIp() },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("POST /api/auth/login and sessions", () => {
  it("signs in with the right password, and says one thing for every wrong credential", async () => {
    const account = await signUp();
    const ok = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(ok.status).toBe(200);
    const cookie = sessionCookie(ok);
    expect(cookie).not.toBe(account.cookie); // a new session at every sign-in
    expect((await (await me(cookie)).json()).email).toBe(account.email);

    const wrongPassword = await login({ email: account.email, password: "nope-nope" });
    const unknownEmail = await login({ email: uniqueEmail(), password: "nope-nope" });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Invalid email or password.", code: "INVALID_CREDENTIALS" });
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("answers /api/auth/user with 401 when signed out and for a forged cookie", async () => {
    expect((await me()).status).toBe(401);
    expect((await me("proteo_session=forged-token-value")).status).toBe(401);
    expect((await me(`proteo_session=${"a".repeat(43)}`)).status).toBe(401);
  });

  it("returns each user only their own account", async () => {
    const a = await signUp({ firstName: "Alice" });
    const b = await signUp({ firstName: "Bob" });
    expect((await (await me(a.cookie)).json()).firstName).toBe("Alice");
    expect((await (await me(b.cookie)).json()).firstName).toBe("Bob");
  });

  it("logout ends the session on the server and clears the cookie", async () => {
    const account = await signUp();
    const res = await api.logout.$get(undefined, {
      ...headers(account.cookie, undefined, { "Sec-Fetch-Site": "same-origin" }),
      init: { redirect: "manual" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/proteo_session=;.*Max-Age=0/);
    expect((await me(account.cookie)).status).toBe(401);
  });

  it("expires a session after 30 days and deletes it", async () => {
    const account = await signUp();
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1000, account.id)
      .run();
    expect((await me(account.cookie)).status).toBe(401);
    expect(await countRows("sessions", "user_id = ?", account.id)).toBe(0);
  });

  it("slides the expiry forward when less than half of it remains", async () => {
    const account = await signUp();
    const tenDays = Date.now() + 10 * 24 * 3600 * 1000;
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?").bind(tenDays, account.id).run();
    const res = await me(account.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toContain("proteo_session=");
    const row = await env.DB.prepare("select expires_at from sessions where user_id = ?")
      .bind(account.id)
      .first<{ expires_at: number }>();
    expect(row?.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("throttles sign-in per email with a 429 that says when to retry, then releases", async () => {
    const account = await signUp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: account.email, password: "wrong-pass" })).status).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect((await errorBody(blocked)).message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);

    // The block ends: sign-in works again.
    await env.DB.prepare("update rate_limits set blocked_until = ?, window_start = ? where key = ?")
      .bind(Date.now() - 1, Date.now() - 16 * 60_000, `login:email:${account.email}`)
      .run();
    expect((await login({ email: account.email, password: account.password })).status).toBe(200);
  });

  it("doubles the block when the limit is hit again right after one (back-off)", async () => {
    const account = await signUp();
    const key = `login:email:${account.email}`;
    for (let i = 0; i < 11; i++) await login({ email: account.email, password: "wrong-pass" });
    // The first block ends; the next window starts at its end.
    await env.DB.prepare("update rate_limits set blocked_until = ?, window_start = ? where key = ?")
      .bind(Date.now() - 1, Date.now() - 1, key)
      .run();
    for (let i = 0; i < 10; i++) await login({ email: account.email, password: "wrong-pass" });
    const again = await login({ email: account.email, password: "wrong-pass" });
    expect(again.status).toBe(429);
    expect((await errorBody(again)).message).toBe("Too many attempts. Please try again in 30 minutes.");
  });

  it("throttles sign-ups per IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await register(
        { email: uniqueEmail(), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
        ip,
      );
      expect(res.status).toBe(201);
    }
    const before = await countRows("users");
    const res = await register({ email: uniqueEmail(), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" }, ip);
    expect(res.status).toBe(429);
    expect(await countRows("users")).toBe(before);
  });
});

describe("GET /api/auth/providers", () => {
  it("reports the configured providers and caches the answer in KV", async () => {
    const res = await api.auth.providers.$get();
    expect(await res.json()).toEqual({ google: true, apple: true });
    expect(await env.CACHE.get("auth:providers", "json")).toEqual({ google: true, apple: true });
  });
});
