import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { countRows, signUp } from "./accounts";
import { api, headers } from "./api";
import { callWith, EMAIL_OFF } from "./app-with";
import { call } from "./client";
import { proveMailbox, verifiedSignUp } from "./email-helpers";
import { fakeTokenEndpoints, nonceOf } from "./fake-oauth";
import { me, oauthOnlyAccount } from "./password-helpers";

/**
 * Settings → "Connected accounts" (ADR 013): a signed-in user links a
 * Google or Apple identity to their own account through the OAuth flow with a link intent.
 */

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function cookiesOf(res: { headers: Headers }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = (pair ?? "").split("=");
    if (name && value) out[name] = value;
  }
  return out;
}

const connect = (cookie: string | undefined, provider: "google" | "apple", json: { password?: string } = {}) =>
  api.auth.connections[":provider"].$post({ param: { provider }, json }, headers(cookie));
/** A provider the route does not know, which the typed client will not send. */
const connectUntyped = (cookie: string, provider: string, json: unknown) =>
  call(`/api/auth/connections/${provider}`, { json, headers: { Cookie: cookie } });
const connections = async (cookie: string) => (await api.auth.connections.$get(undefined, headers(cookie))).json();
const userOf = async (cookie: string) => (await me(cookie)).json();

/** Starts connecting Google: the authorization URL's state and the browser's temporary cookies. */
async function startConnect(account: { cookie: string; password?: string }) {
  const res = await connect(account.cookie, "google", account.password ? { password: account.password } : {});
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const state = new URL(url).searchParams.get("state") ?? "";
  const cookies = cookiesOf(res);
  return { state, cookies, url: new URL(url) };
}

/** Google's redirect back to the callback, from the browser that started the flow. */
const googleReturns = (started: Awaited<ReturnType<typeof startConnect>>) =>
  call(`/api/auth/google/callback?code=c&state=${encodeURIComponent(started.state)}`, {
    headers: {
      Cookie: `proteo_oauth_state=${started.cookies.proteo_oauth_state}; proteo_oauth_verifier=${started.cookies.proteo_oauth_verifier}`,
    },
    redirect: "manual",
  });

const googleSays = (claims: Record<string, unknown>) => {
  const fake = fakeTokenEndpoints(() => claims);
  restore = fake.restore;
  return fake;
};

describe("connecting Google or Apple in Settings", () => {
  it("lists the providers, connected or not", async () => {
    const a = await signUp();
    expect(await connections(a.cookie)).toEqual({
      google: { enabled: true, connected: false, email: null },
      apple: { enabled: true, connected: false, email: null },
    });
    expect((await api.auth.connections.$get()).status).toBe(401);
  });

  it("asks a password account for its password (throttled), and refuses a wrong one with a clear message", async () => {
    const a = await verifiedSignUp();
    const missing = await connect(a.cookie, "google");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Password is required.", code: "INVALID_INPUT" });
    const wrong = await connect(a.cookie, "google", { password: "Not-My-Password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: "Your password is incorrect.",
      code: "WRONG_PASSWORD",
      issues: [{ path: "password", message: "Your password is incorrect." }],
    });
    expect(await countRows("oauth_link_requests", "user_id = ?", a.id)).toBe(0);
    for (let i = 0; i < 4; i++) await connect(a.cookie, "google", { password: `Guess-${i}-xyz` });
    expect((await connect(a.cookie, "google", { password: a.password })).status).toBe(429);
    expect((await connectUntyped(a.cookie, "facebook", { password: a.password })).status).toBe(400);
    expect((await connect(undefined, "google", { password: a.password })).status).toBe(401);
  });

  it("links the Google identity to the signed-in user, who can then sign in with Google", async () => {
    const a = await verifiedSignUp();
    const started = await startConnect(a);
    expect(started.state).toMatch(/^link\.[A-Za-z0-9_-]{43}$/);
    expect(started.url.origin).toBe("https://accounts.google.com");
    // Only the state's hash is stored.
    expect(await countRows("oauth_link_requests", "id = ?", started.state)).toBe(0);
    expect(await countRows("oauth_link_requests", "user_id = ?", a.id)).toBe(1);

    const sub = crypto.randomUUID();
    googleSays({ sub, email: a.email, email_verified: true });
    const res = await googleReturns(started);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/settings?connect=google_connected");
    // The session stays as it was: linking signs nobody in.
    expect(cookiesOf(res).proteo_session).toBeUndefined();
    expect((await me(a.cookie)).status).toBe(200);
    expect(await countRows("oauth_link_requests", "user_id = ?", a.id)).toBe(0);
    expect((await connections(a.cookie)).google).toEqual({ enabled: true, connected: true, email: a.email });
    expect((await connect(a.cookie, "google", { password: a.password })).status).toBe(409);

    // Sign in with Google now lands in this account.
    const signIn = await call("/api/auth/google", { redirect: "manual" });
    const state = new URL(signIn.headers.get("Location") ?? "").searchParams.get("state");
    const c = cookiesOf(signIn);
    const back = await call(`/api/auth/google/callback?code=c&state=${state}`, {
      headers: {
        Cookie: `proteo_oauth_state=${c.proteo_oauth_state}; proteo_oauth_verifier=${c.proteo_oauth_verifier}`,
      },
      redirect: "manual",
    });
    expect(back.headers.get("Location")).toBe("/");
    expect((await userOf(`proteo_session=${cookiesOf(back).proteo_session}`)).id).toBe(a.id);
  });

  it("refuses an identity already linked to another user, and moves nothing", async () => {
    const owner = await verifiedSignUp();
    const other = await verifiedSignUp();
    const sub = crypto.randomUUID();
    googleSays({ sub, email: owner.email, email_verified: true });
    expect((await googleReturns(await startConnect(owner))).headers.get("Location")).toBe(
      "/settings?connect=google_connected",
    );
    const res = await googleReturns(await startConnect(other));
    expect(res.headers.get("Location")).toBe("/settings?connect=google_taken");
    const row = await env.DB.prepare("select user_id from oauth_accounts where provider = 'google' and subject = ?")
      .bind(sub)
      .first<{ user_id: string }>();
    expect(row?.user_id).toBe(owner.id);
    expect(await countRows("oauth_accounts", "user_id = ?", other.id)).toBe(0);
  });

  it("lets exactly one of two users racing for one identity have it", async () => {
    const [a, b] = await Promise.all([verifiedSignUp(), verifiedSignUp()]);
    const sub = crypto.randomUUID();
    const [startA, startB] = await Promise.all([startConnect(a), startConnect(b)]);
    googleSays({ sub, email: "shared@example.com", email_verified: true });
    const results = await Promise.all([googleReturns(startA), googleReturns(startB)]);
    const outcomes = results.map((r) => r.headers.get("Location")).sort();
    expect(outcomes).toEqual(["/settings?connect=google_connected", "/settings?connect=google_taken"]);
    expect(await countRows("oauth_accounts", "provider = 'google' and subject = ?", sub)).toBe(1);
  });

  it("uses a link request once, and refuses a forged or foreign one", async () => {
    const a = await verifiedSignUp();
    const started = await startConnect(a);
    googleSays({ sub: crypto.randomUUID(), email: a.email, email_verified: true });
    expect((await googleReturns(started)).headers.get("Location")).toBe("/settings?connect=google_connected");
    // Replayed (cookies copied): the request is gone.
    const again = await googleReturns(started);
    expect(again.headers.get("Location")).toBe("/settings?connect=google_failed");
    // A made-up link state matching a made-up cookie names no user: nothing is linked.
    const before = await countRows("oauth_accounts");
    const forged = await googleReturns({
      ...started,
      state: "link.forged",
      cookies: { ...started.cookies, proteo_oauth_state: "link.forged" },
    });
    expect(forged.headers.get("Location")).toBe("/settings?connect=google_failed");
    expect(await countRows("oauth_accounts")).toBe(before);
  });

  it("links through Apple's form_post callback too", async () => {
    const a = await verifiedSignUp();
    const res = await connect(a.cookie, "apple", { password: a.password });
    const state = cookiesOf(res).proteo_oauth_state ?? "";
    const nonceCookie = cookiesOf(res).proteo_oauth_nonce;
    expect(state.startsWith("link.")).toBe(true);
    const nonce = nonceOf((await res.json()).url);
    googleSays({ sub: `apple-${crypto.randomUUID()}`, email: a.email, email_verified: "true", nonce });
    const back = await call("/api/auth/apple/callback", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://appleid.apple.com",
        // A cross-site POST: the SameSite=None state cookie comes, the session cookie does not.
        Cookie: `proteo_oauth_state=${state}; proteo_oauth_nonce=${nonceCookie}`,
      },
      body: new URLSearchParams({ code: "apple-code", state }).toString(),
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/settings?connect=apple_connected");
    expect((await connections(a.cookie)).apple?.connected).toBe(true);
  });

  it("asks an account without a password for a recent sign-in instead", async () => {
    const g = await oauthOnlyAccount();
    expect((await connect(g.cookie, "apple")).status).toBe(200);
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?")
      .bind(Date.now() - 11 * 60_000, g.id)
      .run();
    const stale = await connect(g.cookie, "apple");
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({
      code: "REAUTHENTICATION_REQUIRED",
      message: "For your security, sign out and sign in again, then connect Apple.",
    });
  });
});

describe("connecting needs a proven mailbox", () => {
  it("refuses while the email is unverified: 'Confirm your email address first', nothing stored", async () => {
    const a = await signUp();
    const res = await connect(a.cookie, "google", { password: a.password });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Confirm your email address first", code: "EMAIL_UNVERIFIED" });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await countRows("oauth_link_requests", "user_id = ?", a.id)).toBe(0);
    // Once the owner opens the verification link, connecting goes on.
    await proveMailbox(a);
    expect((await connect(a.cookie, "google", { password: a.password })).status).toBe(200);
  });

  /** The connect flow on a Worker without email, where no mailbox can be proven. */
  async function connectWithoutEmail(a: { cookie: string; password: string }, claims: Record<string, unknown>) {
    const start = await callWith(
      "/api/auth/connections/google",
      { method: "POST", headers: { Cookie: a.cookie }, body: JSON.stringify({ password: a.password }) },
      EMAIL_OFF,
    );
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const state = new URL(url).searchParams.get("state") ?? "";
    const c = cookiesOf(start);
    googleSays(claims);
    return callWith(
      `/api/auth/google/callback?code=c&state=${encodeURIComponent(state)}`,
      {
        headers: {
          Cookie: `proteo_oauth_state=${c.proteo_oauth_state}; proteo_oauth_verifier=${c.proteo_oauth_verifier}`,
        },
        redirect: "manual",
      },
      EMAIL_OFF,
    );
  }

  it("on a server without email, connects an unverified account; Google vouching for its address verifies it", async () => {
    const a = await signUp();
    const res = await connectWithoutEmail(a, { sub: crypto.randomUUID(), email: a.email, email_verified: true });
    expect(res.headers.get("Location")).toBe("/settings?connect=google_connected");
    expect((await userOf(a.cookie)).emailVerified).toBe(true);
  });

  it("on a server without email, keeps the email unverified when Google does not vouch for it", async () => {
    const a = await signUp();
    const res = await connectWithoutEmail(a, { sub: crypto.randomUUID(), email: a.email, email_verified: false });
    expect(res.headers.get("Location")).toBe("/settings?connect=google_connected");
    expect((await userOf(a.cookie)).emailVerified).toBe(false);
  });
});

const disconnect = (cookie: string | undefined, provider: "google" | "apple", json: { password?: string } = {}) =>
  api.auth.connections[":provider"].$delete({ param: { provider }, json }, headers(cookie));
const linkDirectly = (userId: string, provider: "google" | "apple") =>
  env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values (?, ?, ?)")
    .bind(provider, crypto.randomUUID(), userId)
    .run();

describe("disconnecting Google or Apple in Settings", () => {
  it("disconnects with the password; the provider no longer signs in to the account", async () => {
    const a = await verifiedSignUp();
    const sub = crypto.randomUUID();
    googleSays({ sub, email: a.email, email_verified: true });
    expect((await googleReturns(await startConnect(a))).headers.get("Location")).toBe(
      "/settings?connect=google_connected",
    );
    const res = await disconnect(a.cookie, "google", { password: a.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: "Google is disconnected. You can no longer sign in to Proteo with Google.",
    });
    expect((await connections(a.cookie)).google.connected).toBe(false);
    expect(await countRows("oauth_accounts", "provider = 'google' and subject = ?", sub)).toBe(0);
    expect((await disconnect(a.cookie, "google", { password: a.password })).status).toBe(404);
  });

  it("refuses a missing or wrong password (throttled) and removes nothing", async () => {
    const a = await verifiedSignUp();
    await linkDirectly(a.id, "google");
    const missing = await disconnect(a.cookie, "google");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "INVALID_INPUT" });
    const wrong = await disconnect(a.cookie, "google", { password: "Not-My-Password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "WRONG_PASSWORD" });
    for (let i = 0; i < 4; i++) await disconnect(a.cookie, "google", { password: `Guess-${i}-xyz` });
    expect((await disconnect(a.cookie, "google", { password: a.password })).status).toBe(429);
    expect((await disconnect(undefined, "google", { password: a.password })).status).toBe(401);
    expect(await countRows("oauth_accounts", "user_id = ?", a.id)).toBe(1);
  });

  it("asks an account without a password for a recent sign-in instead", async () => {
    const g = await oauthOnlyAccount();
    await linkDirectly(g.id, "apple");
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?")
      .bind(Date.now() - 11 * 60_000, g.id)
      .run();
    const stale = await disconnect(g.cookie, "apple");
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      code: "REAUTHENTICATION_REQUIRED",
      message: "For your security, sign out and sign in again, then disconnect Apple.",
    });
    expect(await countRows("oauth_accounts", "user_id = ?", g.id)).toBe(2);
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?").bind(Date.now(), g.id).run();
    expect((await disconnect(g.cookie, "apple")).status).toBe(200);
    expect(await countRows("oauth_accounts", "user_id = ?", g.id)).toBe(1);
  });

  it("never removes the last way in: no password and one identity", async () => {
    const g = await oauthOnlyAccount();
    const res = await disconnect(g.cookie, "google");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "LAST_SIGN_IN",
      message: "Google is the only way you sign in to this account, so it cannot be disconnected.",
    });
    expect(await countRows("oauth_accounts", "user_id = ?", g.id)).toBe(1);
  });

  it("lets one of two concurrent disconnects of an account's last two identities through, for each of 10 accounts", async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, () => oauthOnlyAccount()));
    for (const g of accounts) await linkDirectly(g.id, "apple");
    const answers = await Promise.all(
      accounts.map((g) => Promise.all([disconnect(g.cookie, "google"), disconnect(g.cookie, "apple")])),
    );
    for (const [i, pair] of answers.entries()) {
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await countRows("oauth_accounts", "user_id = ?", accounts[i]?.id)).toBe(1);
    }
  });
});
