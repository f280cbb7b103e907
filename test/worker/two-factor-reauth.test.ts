import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, sessionCookie, signUp, type TestAccount } from "./accounts";
import { errorBody } from "./api";
import { change, me, NEW_PASSWORD, secondDevice } from "./password-helpers";
import {
  challengeFor,
  codeNow,
  disable,
  enable,
  enrol,
  freezeClock,
  postUntyped,
  setup,
  startSetup,
  verifiedSignUp,
  verify,
} from "./two-factor-helpers";

/**
 * ADR 013: a stolen session cookie must not be enough to change the
 * sign-in factors, and a change of factors ends every other session.
 */

afterEach(() => vi.useRealTimers());

const pendingSecret = (id: string) =>
  env.DB.prepare("select totp_secret from users where id = ?")
    .bind(id)
    .first<{ totp_secret: string | null }>()
    .then((r) => r?.totp_secret ?? null);

describe("two-factor setup asks for the current password", () => {
  it("refuses a missing or wrong password with a clear message and stores no secret", async () => {
    const a = await verifiedSignUp();
    const missing = await postUntyped("/api/auth/2fa/setup", {}, a.cookie);
    expect(missing.status).toBe(400);
    expect(await errorBody(missing)).toMatchObject({ code: "INVALID_INPUT", message: "Password is required." });

    const wrong = await setup(a.cookie, { password: "Not-My-Password" });
    expect(wrong.status).toBe(400);
    expect(await errorBody(wrong)).toEqual({
      message: "Your password is incorrect.",
      code: "WRONG_PASSWORD",
      issues: [{ path: "password", message: "Your password is incorrect." }],
    });
    expect(await pendingSecret(a.id)).toBeNull();

    const right = await setup(a.cookie, { password: a.password });
    expect(right.status).toBe(200);
    expect(await pendingSecret(a.id)).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("throttles password guesses per account (5 per 15 minutes), shared with the password change", async () => {
    const a = await verifiedSignUp();
    for (let i = 0; i < 5; i++) expect((await setup(a.cookie, { password: `Guess-${i}-xyz` })).status).toBe(400);
    const blocked = await setup(a.cookie, { password: a.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(15 * 60);
    expect(await pendingSecret(a.id)).toBeNull();
    // The thief cannot move on to another route that asks for the password for five more.
    const otherRoute = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(otherRoute.status).toBe(429);
  });

  it("counts a wrong password at turning off against the same limit, and spends no code", async () => {
    freezeClock();
    const a = await signUp();
    const { recoveryCodes } = await enrol(a);
    for (let i = 0; i < 5; i++) {
      const res = await disable(a.cookie, { password: `Guess-${i}-xyz`, code: recoveryCodes[i] ?? "" });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).code).toBe("WRONG_PASSWORD");
    }
    expect((await disable(a.cookie, { password: a.password, code: recoveryCodes[0] ?? "" })).status).toBe(429);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(10);
  });

  it("lets two setups race: both answer with a secret, the one stored is one of them", async () => {
    const a = await verifiedSignUp();
    const both = await Promise.all([
      setup(a.cookie, { password: a.password }),
      setup(a.cookie, { password: a.password }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const secrets = await Promise.all(both.map(async (r) => (await r.json()).secret));
    expect(secrets).toContain(await pendingSecret(a.id));
  });
});

describe("turning two-factor on or off signs out every other device", () => {
  it("on: other sessions end, this browser gets a fresh session", async () => {
    freezeClock();
    const a = await signUp();
    const phone = await secondDevice(a);
    const old = a.cookie;
    const secret = await startSetup(a);
    const res = await enable(a.cookie, { code: codeNow(secret) });
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(old);
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(1);
  });

  it("off: other sessions end, this browser gets a fresh session", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    clock.tick();
    const phone = await verifiedSecondDevice(a, secret);
    clock.tick();
    const old = a.cookie;
    const res = await disable(a.cookie, { password: a.password, code: codeNow(secret) });
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(1);
  });

  it("a refused change ends nothing", async () => {
    const a = await signUp();
    const phone = await secondDevice(a);
    const right = codeNow(await startSetup(a));
    const res = await enable(a.cookie, { code: right === "000000" ? "111111" : "000000" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect((await me(a.cookie)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
  });
});

describe("a password change ends pending two-factor sign-ins", () => {
  it("a challenge issued with the old password no longer completes the sign-in", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    // Someone who knew the old password reached the code step before the owner changed it.
    const stale = await challengeFor(a);
    const changed = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(await countRows("two_factor_challenges", "user_id = ?", a.id)).toBe(0);
    clock.tick();
    const res = await verify({ challenge: stale, code: codeNow(secret) });
    expect(res.status).toBe(401);
    expect(await errorBody(res)).toMatchObject({ code: "CHALLENGE_INVALID" });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});

/** Signs the account in again (password, then a code) and returns that device's cookie. */
async function verifiedSecondDevice(account: TestAccount, secret: string) {
  const res = await verify({ challenge: await challengeFor(account), code: codeNow(secret) });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}
