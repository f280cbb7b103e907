import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, freshIp, sessionCookie, signUp } from "./accounts";
import { errorBody } from "./api";
import { call } from "./client";
import { me, oauthOnlyAccount } from "./password-helpers";
import {
  challengeFor,
  codeNow,
  disable,
  enable,
  enrol,
  freezeClock,
  loginAs,
  postUntyped,
  setup,
  startSetup,
  verifiedSignUp,
  verify,
} from "./two-factor-helpers";

afterEach(() => vi.useRealTimers());

const userRow = (id: string) =>
  env.DB.prepare("select totp_secret, totp_enabled_at, totp_last_step from users where id = ?")
    .bind(id)
    .first<{ totp_secret: string | null; totp_enabled_at: number | null; totp_last_step: number | null }>();

const twoFactorEnabled = async (cookie: string) => (await (await me(cookie)).json()).twoFactorEnabled;

describe("turning two-factor on", () => {
  it("gives a 160-bit secret and its otpauth URL, then turns on with a code and shows 10 recovery codes once", async () => {
    freezeClock();
    const a = await verifiedSignUp();
    expect(await twoFactorEnabled(a.cookie)).toBe(false);

    const res = await setup(a.cookie, { password: a.password });
    expect(res.status).toBe(200);
    const { secret, otpauthUrl } = await res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(otpauthUrl.split("?")[0]).toBe(`otpauth://totp/Proteo:${encodeURIComponent(a.email)}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret,
      issuer: "Proteo",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    // Pending until a code proves the app has it.
    expect(await twoFactorEnabled(a.cookie)).toBe(false);

    const on = await enable(a.cookie, { code: codeNow(secret) });
    expect(on.status).toBe(200);
    // Turning it on replaced this browser's session (two-factor-reauth.test.ts).
    a.cookie = sessionCookie(on);
    const body = await on.json();
    expect(body.message).toBe("Two-factor authentication is on. Other devices have been signed out.");
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    // Only hashes are stored; the secret never leaves again.
    const stored = await env.DB.prepare("select code_hash from recovery_codes where user_id = ?").bind(a.id).all();
    expect(stored.results).toHaveLength(10);
    const dump = JSON.stringify(stored.results);
    for (const code of body.recoveryCodes) expect(dump).not.toContain(code.replace("-", ""));
    const user = await (await me(a.cookie)).text();
    expect(user).toContain('"twoFactorEnabled":true');
    expect(user).not.toContain(secret);
    const again = await setup(a.cookie, { password: a.password });
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toMatchObject({ code: "ALREADY_ENABLED" });
  });

  it("refuses a wrong code and a malformed one, and stays off", async () => {
    const a = await signUp();
    const secret = await startSetup(a);
    const right = codeNow(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const res = await enable(a.cookie, { code: wrong });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toMatchObject({
      code: "WRONG_CODE",
      message: "That code is not valid. Check your authenticator app and try again.",
    });
    for (const [code, message] of [
      [undefined, "Enter the 6-digit code from your authenticator app."],
      ["", "Enter the 6-digit code from your authenticator app."],
      ["12345", "The code is the 6 digits shown in your authenticator app."],
      ["abcdef", "The code is the 6 digits shown in your authenticator app."],
    ] as const) {
      const bad = await postUntyped("/api/auth/2fa/enable", { code }, a.cookie);
      expect(bad.status).toBe(400);
      expect(await errorBody(bad)).toMatchObject({ code: "INVALID_INPUT", message });
    }
    expect((await userRow(a.id))?.totp_enabled_at).toBeNull();
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(0);
  });

  it("accepts a code typed with a space, and refuses to enable before setup", async () => {
    freezeClock();
    const a = await verifiedSignUp();
    const none = await enable(a.cookie, { code: "123456" });
    expect(none.status).toBe(409);
    expect((await errorBody(none)).code).toBe("NO_PENDING_SETUP");
    const secret = await startSetup(a);
    const code = codeNow(secret);
    expect((await enable(a.cookie, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).status).toBe(200);
  });

  it("refuses guests (401) and Google- or Apple-only accounts (409), writing nothing", async () => {
    expect((await setup(undefined, { password: "x" })).status).toBe(401);
    expect((await enable(undefined, { code: "123456" })).status).toBe(401);
    expect((await disable(undefined, { password: "x", code: "123456" })).status).toBe(401);
    const oauth = await oauthOnlyAccount();
    for (const res of [
      await setup(oauth.cookie, { password: "whatever" }),
      await enable(oauth.cookie, { code: "123456" }),
      await disable(oauth.cookie, { password: "whatever", code: "123456" }),
    ]) {
      expect(res.status).toBe(409);
      expect((await errorBody(res)).code).toBe("NO_PASSWORD");
    }
    expect(await userRow(oauth.id)).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
  });

  it("needs the app's Origin", async () => {
    const a = await signUp();
    const res = await call("/api/auth/2fa/setup", {
      json: { password: a.password },
      headers: { Cookie: a.cookie, Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await userRow(a.id))?.totp_secret).toBeNull();
  });
});

describe("signing in with two-factor on", () => {
  it("answers a correct password with a challenge: no user, no cookie, no session", async () => {
    const clock = freezeClock();
    const a = await signUp();
    await enrol(a);
    clock.tick();
    const sessions = await countRows("sessions", "user_id = ?", a.id);
    const res = await loginAs(a);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const body = await res.json();
    if (!("challenge" in body)) throw new Error("no challenge: signed in without a code");
    expect(body).toEqual({
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: "Enter the 6-digit code from your authenticator app.",
    });
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(sessions);
    // Only the hash of the challenge is stored.
    expect(await countRows("two_factor_challenges", "id = ?", body.challenge)).toBe(0);
    expect(await countRows("two_factor_challenges", "user_id = ?", a.id)).toBe(1);
    // A wrong password still says only that.
    const wrong = await loginAs({ email: a.email, password: "Wrong-Password-1" });
    expect(wrong.status).toBe(401);
  });

  it("starts the session with an authenticator code, like a plain sign-in; the challenge is single-use", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    clock.tick();
    const challenge = await challengeFor(a);
    const res = await verify({ challenge, code: codeNow(secret), timezone: "Europe/Paris" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Signed in.");
    expect(body.user).toMatchObject({ id: a.id, email: a.email, twoFactorEnabled: true, timezone: "Europe/Paris" });
    expect(res.headers.get("Set-Cookie")).toMatch(/^proteo_session=[^;]+;.*HttpOnly; Secure; SameSite=Lax/);
    const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] as string;
    expect((await me(cookie)).status).toBe(200);

    clock.tick();
    const again = await verify({ challenge, code: codeNow(secret) });
    expect(again.status).toBe(401);
    expect(await errorBody(again)).toMatchObject({
      code: "CHALLENGE_INVALID",
      message: "This sign-in has expired. Please sign in again.",
    });
  });

  it("refuses a replayed code: each authenticator code works once", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    // The very code that turned two-factor on, still inside its 30 seconds.
    const used = codeNow(secret);
    const replay = await verify({ challenge: await challengeFor(a), code: used });
    expect(replay.status).toBe(400);
    expect((await errorBody(replay)).code).toBe("WRONG_CODE");

    clock.tick();
    const challenge = await challengeFor(a);
    const code = codeNow(secret);
    expect((await verify({ challenge, code })).status).toBe(200);
    const second = await verify({ challenge: await challengeFor(a), code });
    expect(second.status).toBe(400);
  });

  it("accepts a recovery code once, and only once", async () => {
    freezeClock();
    const a = await signUp();
    const { recoveryCodes } = await enrol(a);
    const code = recoveryCodes[3] as string;
    // Case and the dash do not matter.
    const res = await verify({ challenge: await challengeFor(a), code: code.toUpperCase().replace("-", " ") });
    expect(res.status).toBe(200);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(9);
    const reused = await verify({ challenge: await challengeFor(a), code });
    expect(reused.status).toBe(400);
    expect((await errorBody(reused)).code).toBe("WRONG_CODE");
    expect((await verify({ challenge: await challengeFor(a), code: recoveryCodes[4] ?? "" })).status).toBe(200);
  });

  it("refuses an expired or a forged challenge", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    const challenge = await challengeFor(a);
    clock.tick(5 * 60_000 + 1000);
    const late = await verify({ challenge, code: codeNow(secret) });
    expect(late.status).toBe(401);
    expect((await errorBody(late)).code).toBe("CHALLENGE_INVALID");
    const forged = await verify({ challenge: "A".repeat(43), code: codeNow(secret) });
    expect(forged.status).toBe(401);
    expect(late.headers.get("Set-Cookie")).toBeNull();
    const missing = await postUntyped("/api/auth/2fa/verify", { code: "123456" });
    expect(missing.status).toBe(400);
    expect(await errorBody(missing)).toMatchObject({ code: "INVALID_INPUT" });
  });

  it("binds the challenge to its user: another account's code does not open it", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const b = await signUp();
    await enrol(a);
    const bSecret = (await enrol(b)).secret;
    clock.tick();
    const aChallenge = await challengeFor(a);
    const res = await verify({ challenge: aChallenge, code: codeNow(bSecret) });
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    // b's code is still unused: b can sign in with it on b's own challenge.
    const bRes = await verify({ challenge: await challengeFor(b), code: codeNow(bSecret) });
    expect(bRes.status).toBe(200);
    expect((await bRes.json()).user.id).toBe(b.id);
  });

  it("throttles code guesses per account (5 per 15 minutes, with Retry-After), even a right code after", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    clock.tick();
    const challenge = await challengeFor(a);
    const right = codeNow(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await verify({ challenge, code: wrong })).status).toBe(400);
    const blocked = await verify({ challenge, code: right });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(15 * 60);
    expect((await errorBody(blocked)).code).toBe("RATE_LIMITED");
    // The block covers a fresh challenge too: it is the account that is throttled.
    expect((await verify({ challenge: await challengeFor(a), code: right })).status).toBe(429);
  });

  it("throttles per IP across challenges (30 per 15 minutes)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await verify({ challenge: `forged-${i}`, code: "123456" }, ip)).status).toBe(401);
    expect((await verify({ challenge: "forged-31", code: "123456" }, ip)).status).toBe(429);
  });

  it("leaves sign-in without two-factor exactly as it was", async () => {
    const a = await signUp();
    const res = await loginAs(a);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/proteo_session=/);
    const body = await res.json();
    if (!("user" in body)) throw new Error("a code was asked of an account without two-factor");
    expect(body.message).toBe("Signed in.");
    expect(body.user.twoFactorEnabled).toBe(false);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a code; then sign-in needs the password only", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret, recoveryCodes } = await enrol(a);
    clock.tick();
    const code = codeNow(secret);

    const noCode = await postUntyped("/api/auth/2fa/disable", { password: a.password }, a.cookie);
    expect(noCode.status).toBe(400);
    expect(await errorBody(noCode)).toMatchObject({
      code: "INVALID_INPUT",
      message: "Enter a code from your authenticator app or a recovery code.",
    });
    const wrongPassword = await disable(a.cookie, { password: "Not-My-Password", code: recoveryCodes[0] ?? "" });
    expect(wrongPassword.status).toBe(400);
    expect(await errorBody(wrongPassword)).toMatchObject({ code: "WRONG_PASSWORD" });
    // The recovery code was not spent on the failed request.
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(10);
    const wrongCode = await disable(a.cookie, { password: a.password, code: code === "000000" ? "111111" : "000000" });
    expect(wrongCode.status).toBe(400);
    expect((await errorBody(wrongCode)).code).toBe("WRONG_CODE");
    expect((await userRow(a.id))?.totp_enabled_at).not.toBeNull();

    const off = await disable(a.cookie, { password: a.password, code });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({
      ok: true,
      message: "Two-factor authentication is off. Other devices have been signed out.",
    });
    a.cookie = sessionCookie(off);
    expect(await userRow(a.id)).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(0);
    expect(await twoFactorEnabled(a.cookie)).toBe(false);
    const login = await loginAs(a);
    expect(login.headers.get("Set-Cookie")).toMatch(/proteo_session=/);
    expect((await disable(a.cookie, { password: a.password, code })).status).toBe(409);
  });

  it("accepts a recovery code, and a pending challenge dies with it", async () => {
    freezeClock();
    const a = await signUp();
    const { secret, recoveryCodes } = await enrol(a);
    const challenge = await challengeFor(a);
    expect((await disable(a.cookie, { password: a.password, code: recoveryCodes[0] ?? "" })).status).toBe(200);
    expect((await verify({ challenge, code: codeNow(secret) })).status).toBe(401);
  });
});
