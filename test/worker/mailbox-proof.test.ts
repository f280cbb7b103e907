import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { freshIp, sessionCookie, signUp, type TestAccount } from "./accounts";
import { callWith, EMAIL_OFF } from "./app-with";
import { call } from "./client";
import { linkToken, proveMailbox } from "./email-helpers";
import { fakeTokenEndpoints } from "./fake-oauth";
import { codeNow, enable, enrol, setup } from "./two-factor-helpers";

/**
 * Anyone can sign up with any address, so an unverified account may be a squatter's: it may
 * not add a provider or an authenticator, and the first proof of the mailbox (a reset or a
 * verification link) removes every factor and identity attached before it.
 */

let restore: (() => void) | undefined;
const triggers: string[] = [];
afterEach(async () => {
  restore?.();
  restore = undefined;
  for (const name of triggers.splice(0)) await env.DB.prepare(`drop trigger if exists ${name}`).run();
});

const post = (path: string, json: unknown, cookie?: string) =>
  call(path, { json, headers: { "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie } : {}) } });
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * What a squatter could attach before this rule existed (or on a server without email): a
 * Google identity of their own, an authenticator with recovery codes, a pending two-factor
 * sign-in, a push subscription and a pending link request. The sign-up left a device cookie.
 */
async function attachEverything(userId: string) {
  const subject = crypto.randomUUID();
  const later = Date.now() + 5 * 60_000;
  await env.DB.batch([
    env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values ('google', ?, ?)").bind(
      subject,
      userId,
    ),
    env.DB.prepare("update users set totp_secret = ?, totp_enabled_at = ?, totp_last_step = 1 where id = ?").bind(
      TOTP_SECRET,
      Date.now(),
      userId,
    ),
    env.DB.prepare("insert into recovery_codes (user_id, code_hash) values (?, ?)").bind(userId, `hmac:${subject}`),
    env.DB.prepare("insert into two_factor_challenges (id, user_id, expires_at) values (?, ?, ?)").bind(
      `challenge-${subject}`,
      userId,
      later,
    ),
    env.DB.prepare("insert into push_subscriptions (endpoint, user_id, p256dh, auth) values (?, ?, 'k', 'a')").bind(
      `https://push.example/${subject}`,
      userId,
    ),
    env.DB.prepare(
      "insert into oauth_link_requests (id, user_id, provider, expires_at) values (?, ?, 'apple', ?)",
    ).bind(`link-${subject}`, userId, later),
  ]);
  return subject;
}

/** How much of each factor and identity the account still has. */
async function attached(userId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`select count(*) as n from ${table} where user_id = ?`).bind(userId).first<{ n: number }>())
      ?.n ?? 0;
  const user = await env.DB.prepare(
    "select totp_secret, totp_enabled_at, totp_last_step, email_verified from users where id = ?",
  )
    .bind(userId)
    .first<Record<string, unknown>>();
  return {
    identities: await count("oauth_accounts"),
    recoveryCodes: await count("recovery_codes"),
    challenges: await count("two_factor_challenges"),
    devices: await count("device_cookies"),
    push: await count("push_subscriptions"),
    linkRequests: await count("oauth_link_requests"),
    totp: user?.totp_secret !== null || user?.totp_enabled_at !== null || user?.totp_last_step !== null,
    verified: user?.email_verified === 1,
  };
}

const NOTHING = {
  identities: 0,
  recoveryCodes: 0,
  challenges: 0,
  devices: 0,
  push: 0,
  linkRequests: 0,
  totp: false,
  verified: true,
};

async function resetPassword(account: TestAccount, password = "Owner-Takes-Back-9") {
  expect((await post("/api/auth/password-reset/request", { email: account.email })).status).toBe(200);
  const token = await linkToken(account.email, "/reset-password");
  return post("/api/auth/password-reset/confirm", { token, password });
}

/** Google's callback for a sign-in with this subject: where it lands, and the session cookie. */
async function googleSignIn(subject: string) {
  const fake = fakeTokenEndpoints(() => ({ sub: subject, email: null }));
  restore = fake.restore;
  const start = await call("/api/auth/google", { redirect: "manual" });
  const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state");
  const cookies = start.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return call(`/api/auth/google/callback?code=c&state=${state}`, { headers: { Cookie: cookies }, redirect: "manual" });
}

describe("two-factor needs a proven mailbox", () => {
  it("refuses setup and enable while the email is unverified: 'Confirm your email address first'", async () => {
    const a = await signUp();
    const refused = await setup(a.cookie, { password: a.password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Confirm your email address first", code: "EMAIL_UNVERIFIED" });
    expect((await attached(a.id)).totp).toBe(false);
    // A secret left pending from before cannot be turned on either.
    await env.DB.prepare("update users set totp_secret = ? where id = ?").bind(TOTP_SECRET, a.id).run();
    const notOn = await enable(a.cookie, { code: codeNow(TOTP_SECRET) });
    expect(notOn.status).toBe(403);
    expect(await notOn.json()).toMatchObject({ code: "EMAIL_UNVERIFIED" });
    const row = await env.DB.prepare("select totp_enabled_at from users where id = ?").bind(a.id).first();
    expect(row?.totp_enabled_at).toBeNull();
    // Once the owner opens the verification link, setup goes on.
    await proveMailbox(a);
    expect((await setup(a.cookie, { password: a.password })).status).toBe(200);
  });

  it("on a server without email, where no mailbox can be proven, lets an unverified account set it up", async () => {
    const a = await signUp();
    const res = await callWith(
      "/api/auth/2fa/setup",
      { method: "POST", headers: { Cookie: a.cookie }, body: JSON.stringify({ password: a.password }) },
      EMAIL_OFF,
    );
    expect(res.status).toBe(200);
  });
});

describe("the first proof of the mailbox is a change of owner", () => {
  it("a reset that proves it removes every factor and identity attached before; the squatter's Google no longer gets in", async () => {
    const squatter = await signUp();
    const subject = await attachEverything(squatter.id);
    expect(await attached(squatter.id)).toMatchObject({ identities: 1, devices: 1, totp: true, verified: false });

    const res = await resetPassword(squatter, "Owner-Takes-Back-9");
    expect(res.status).toBe(200);
    expect(await attached(squatter.id)).toEqual(NOTHING);

    // The owner signs in with the new password alone: no squatter's authenticator asked for.
    const owner = await post("/api/auth/login", { email: squatter.email, password: "Owner-Takes-Back-9" });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ user: { id: squatter.id } });
    // The squatter's Google identity now makes an account of its own, not the owner's.
    const google = await googleSignIn(subject);
    expect(google.headers.get("Location")).toBe("/");
    const me = await call("/api/auth/user", { headers: { Cookie: sessionCookie(google) } });
    expect(((await me.json()) as { id: string }).id).not.toBe(squatter.id);
  });

  it("a verification link that proves it removes them too; the sessions stay, as the password is unchanged", async () => {
    const a = await signUp();
    await attachEverything(a.id);
    const token = await linkToken(a.email, "/verify-email");
    expect((await post("/api/auth/verify-email", { token })).status).toBe(200);
    expect(await attached(a.id)).toEqual(NOTHING);
    expect((await call("/api/auth/user", { headers: { Cookie: a.cookie } })).status).toBe(200);
  });

  it("proving an already-proven mailbox removes nothing, by reset or by verification link", async () => {
    const a = await signUp();
    const token = await linkToken(a.email, "/verify-email");
    // Verified some other way (Google vouched for the address), then factors added.
    await env.DB.prepare("update users set email_verified = 1 where id = ?").bind(a.id).run();
    await attachEverything(a.id);
    const before = await attached(a.id);
    expect((await post("/api/auth/verify-email", { token })).status).toBe(200);
    expect(await attached(a.id)).toEqual(before);
    expect((await resetPassword(a)).status).toBe(200);
    // A reset still ends pending two-factor sign-ins (it always did); nothing else goes.
    expect(await attached(a.id)).toEqual({ ...before, challenges: 0 });
  });

  it("keeps a verified owner's own authenticator through a reset, and asks for it at sign-in", async () => {
    const a = await signUp();
    await enrol(a);
    expect((await resetPassword(a, "Owner-Takes-Back-9")).status).toBe(200);
    const login = await post("/api/auth/login", { email: a.email, password: "Owner-Takes-Back-9" });
    expect(await login.json()).toMatchObject({ twoFactorRequired: true });
  });

  it("is all or nothing: when marking the email verified fails, every factor stays", async () => {
    const a = await signUp();
    await attachEverything(a.id);
    const before = await attached(a.id);
    const name = `fault_verify_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      `create trigger ${name} before update of email_verified on users when new.id = '${a.id}' and new.email_verified = 1 begin select raise(abort, 'injected fault'); end`,
    ).run();
    triggers.push(name);
    const token = await linkToken(a.email, "/verify-email");
    expect((await post("/api/auth/verify-email", { token })).status).toBe(500);
    expect(await attached(a.id)).toEqual(before);
  });

  it("20 concurrent uses of one verification link: one verifies and cleans up, 19 are refused", async () => {
    const a = await signUp();
    await attachEverything(a.id);
    const token = await linkToken(a.email, "/verify-email");
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/auth/verify-email", { token })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(await attached(a.id)).toEqual(NOTHING);
  });

  it("20 concurrent uses of one reset link: one resets and cleans up, 19 are refused", async () => {
    const a = await signUp();
    await attachEverything(a.id);
    expect((await post("/api/auth/password-reset/request", { email: a.email })).status).toBe(200);
    const token = await linkToken(a.email, "/reset-password");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post("/api/auth/password-reset/confirm", { token, password: `Owner-Takes-Back-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(await attached(a.id)).toEqual(NOTHING);
  });
});
