import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, sessionCookie, signUp } from "./accounts";
import { errorBody } from "./api";
import { call, ORIGIN } from "./client";
import {
  change,
  changeUntyped,
  expectUnchanged,
  login,
  me,
  NEW_PASSWORD,
  oauthOnlyAccount,
  secondDevice,
  storedHash,
} from "./password-helpers";

describe("POST /api/auth/password", () => {
  it("changes the password, ends every other session and keeps this browser signed in", async () => {
    const a = await signUp();
    const phone = await secondDevice(a);
    const oldHash = await storedHash(a.id);

    const res = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Password changed. Other devices have been signed out." });

    // This browser holds a fresh session (a new token, same cookie flags); the old token is dead.
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(a.cookie);
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(1);

    // scrypt with the same parameters and a new salt.
    const newHash = await storedHash(a.id);
    expect(newHash).not.toBe(oldHash);
    expect(newHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(newHash?.split("$").slice(0, 4)).toEqual(oldHash?.split("$").slice(0, 4));

    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("reissues the cookie last when the old session also slid forward in the same request", async () => {
    const a = await signUp();
    // Less than half of the 30 days left: reading the session renews it and writes a cookie.
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() + 10 * 24 * 3600 * 1000, a.id)
      .run();
    const res = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    // Browsers apply Set-Cookie in order, so the last one for the name is what they keep.
    const last = res.headers
      .getSetCookie()
      .map((line) => line.match(/^(proteo_session=[^;]+)/)?.[1])
      .filter(Boolean)
      .pop();
    expect(last).toBeDefined();
    expect(last).not.toBe(a.cookie);
    expect((await me(last as string)).status).toBe(200);
    expect((await me(a.cookie)).status).toBe(401);
  });

  it("leaves other accounts alone", async () => {
    const a = await signUp();
    const b = await signUp();
    const bHash = await storedHash(b.id);
    expect((await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await me(b.cookie)).status).toBe(200);
    expect(await storedHash(b.id)).toBe(bHash);
  });

  it.each([
    ["no current password", { newPassword: NEW_PASSWORD }, 400, "Current password is required."],
    [
      "an empty current password",
      { currentPassword: "", newPassword: NEW_PASSWORD },
      400,
      "Current password is required.",
    ],
    ["no new password", { currentPassword: "Tr1cky-Lentils" }, 400, "Password is required."],
    [
      "a short new password",
      { currentPassword: "Tr1cky-Lentils", newPassword: "abc12" },
      400,
      "Password must be at least 6 characters.",
    ],
    [
      "an over-long new password",
      { currentPassword: "Tr1cky-Lentils", newPassword: "x".repeat(257) },
      400,
      "Password must be at most 256 characters.",
    ],
    [
      "a common new password",
      { currentPassword: "Tr1cky-Lentils", newPassword: "Password123" },
      400,
      "This password is one of the most common and easy to guess. Please choose another.",
    ],
    [
      "the current password again",
      { currentPassword: "Tr1cky-Lentils", newPassword: "Tr1cky-Lentils" },
      400,
      "Your new password must be different from your current password.",
    ],
    [
      "a number for a password",
      { currentPassword: "Tr1cky-Lentils", newPassword: 12345678 },
      400,
      "Password is required.",
    ],
  ])("refuses %s with a clear message and changes nothing", async (_label, payload, status, message) => {
    const a = await signUp();
    const phone = await secondDevice(a);
    const hash = await storedHash(a.id);
    const res = await changeUntyped(a.cookie, payload);
    expect(res.status).toBe(status);
    const body = await errorBody(res);
    expect(body.message).toBe(message);
    expect(body.code).toBe("INVALID_INPUT");
    await expectUnchanged(a, [a.cookie, phone], hash, res);
  });

  it("refuses a body that is not JSON, or malformed, and changes nothing", async () => {
    const a = await signUp();
    const hash = await storedHash(a.id);
    const text = await call("/api/auth/password", {
      method: "POST",
      body: `currentPassword=${a.password}&newPassword=${NEW_PASSWORD}`,
      headers: { Cookie: a.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(415);
    const malformed = await call("/api/auth/password", {
      method: "POST",
      body: '{"currentPassword":',
      headers: { Cookie: a.cookie, "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    await expectUnchanged(a, [a.cookie], hash, malformed);
  });

  it("refuses a wrong current password with a message for that field, and changes nothing", async () => {
    const a = await signUp();
    const phone = await secondDevice(a);
    const hash = await storedHash(a.id);
    const res = await change(a.cookie, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Your current password is incorrect.",
      code: "WRONG_PASSWORD",
      issues: [{ path: "currentPassword", message: "Your current password is incorrect." }],
    });
    await expectUnchanged(a, [a.cookie, phone], hash, res);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(401);
  });

  it("throttles guesses per account with back-off, so a stolen session cannot brute-force the password", async () => {
    const a = await signUp();
    const other = await signUp();
    const hash = await storedHash(a.id);
    const guess = () => change(a.cookie, { currentPassword: "guess-guess", newPassword: NEW_PASSWORD });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);

    // Blocked: even the right password is not checked now.
    const blocked = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect((await errorBody(blocked)).message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);
    await expectUnchanged(a, [a.cookie], hash, blocked);

    // Per account: another user is not held up by a's block.
    expect((await change(other.cookie, { currentPassword: other.password, newPassword: NEW_PASSWORD })).status).toBe(
      200,
    );

    // The block ends, the next window starts at its end; hitting the limit again doubles the wait.
    const key = `password:user:${a.id}`;
    await env.DB.prepare("update rate_limits set blocked_until = ?, window_start = ? where key = ?")
      .bind(Date.now() - 1, Date.now() - 1, key)
      .run();
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    const again = await guess();
    expect(again.status).toBe(429);
    expect((await errorBody(again)).message).toBe("Too many attempts. Please try again in 30 minutes.");
  });

  it("a successful change clears the account's counter", async () => {
    const a = await signUp();
    for (let i = 0; i < 4; i++) {
      expect((await change(a.cookie, { currentPassword: "guess-guess", newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const res = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await countRows("rate_limits", "key = ?", `password:user:${a.id}`)).toBe(0);
  });

  it("says plainly that a Google or Apple account has no password, and changes nothing", async () => {
    const oauth = await oauthOnlyAccount();
    const user = await (await me(oauth.cookie)).json();
    expect(user.hasPassword).toBe(false);
    const res = await change(oauth.cookie, { currentPassword: "anything-at-all", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "This account signs in with Google or Apple and has no password to change.",
      code: "NO_PASSWORD",
    });
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await storedHash(oauth.id)).toBeNull();
    expect((await me(oauth.cookie)).status).toBe(200);
  });

  it("tells an email account that it has a password", async () => {
    const a = await signUp();
    expect((await (await me(a.cookie)).json()).hasPassword).toBe(true);
  });

  it.each([
    ["no session (a guest or a signed-out visitor)", undefined],
    ["a forged session", `proteo_session=${"A".repeat(43)}`],
  ])("answers 401 to %s, even before reading the body", async (_label, cookie) => {
    for (const body of [{ currentPassword: "Tr1cky-Lentils", newPassword: NEW_PASSWORD }, { junk: true }]) {
      const res = await changeUntyped(cookie, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Please sign in to continue.", code: "UNAUTHENTICATED" });
    }
  });

  it.each([
    ["no Origin", undefined],
    ["a foreign Origin", "https://evil.example"],
  ])("refuses a request with %s (CSRF) with 403 and changes nothing", async (_label, origin) => {
    const a = await signUp();
    const hash = await storedHash(a.id);
    const headers = new Headers({ Cookie: a.cookie, "Content-Type": "application/json" });
    if (origin) headers.set("Origin", origin);
    const res = await SELF.fetch(`${ORIGIN}/api/auth/password`, {
      method: "POST",
      headers,
      body: JSON.stringify({ currentPassword: a.password, newPassword: NEW_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe("BAD_ORIGIN");
    await expectUnchanged(a, [a.cookie], hash, res);
  });
});
