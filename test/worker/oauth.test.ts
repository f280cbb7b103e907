import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { countRows, signUp, uniqueEmail } from "./accounts";
import { api, headers } from "./api";
import { call } from "./client";
import { fakeTokenEndpoints, nonceOf } from "./fake-oauth";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/**
 * The starts and /api/auth/user go through the typed client. The callbacks stay raw `call`s:
 * they are the providers' redirects back (Google's query string, which no validator declares,
 * and Apple's form_post, a urlencoded or multipart body from a foreign Origin), answered with
 * redirects the tests read unfollowed.
 */
const manual = { init: { redirect: "manual" } } as const;
const userWithSession = async (session: string | undefined) =>
  (await api.auth.user.$get(undefined, headers(`proteo_session=${session}`))).json();

function cookiesOf(res: { headers: Headers }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = (pair ?? "").split("=");
    if (name && value) out[name] = value;
  }
  return out;
}

async function startGoogle() {
  const res = await api.auth.google.$get(undefined, manual);
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get("Location") ?? "");
  const cookies = cookiesOf(res);
  return { url, cookies, raw: res.headers.getSetCookie() };
}

describe("Sign in with Google", () => {
  it("redirects to Google with state, PKCE and a 10-minute state cookie", async () => {
    const { url, cookies, raw } = await startGoogle();
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("state")).toBe(cookies.proteo_oauth_state);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/google/callback");
    expect(raw.join("\n")).toMatch(/proteo_oauth_state=.*Max-Age=600.*HttpOnly.*Secure/);
  });

  it("signs in a new user and sends the PKCE verifier to the token endpoint", async () => {
    const sub = crypto.randomUUID();
    const email = uniqueEmail("g");
    const fake = fakeTokenEndpoints(() => ({
      sub,
      email,
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
      picture: "https://lh3.example/p.png",
    }));
    restore = fake.restore;
    const { url, cookies } = await startGoogle();
    const res = await call(`/api/auth/google/callback?code=abc&state=${url.searchParams.get("state")}`, {
      headers: {
        Cookie: `proteo_oauth_state=${cookies.proteo_oauth_state}; proteo_oauth_verifier=${cookies.proteo_oauth_verifier}`,
      },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(fake.requests[0]?.form.get("code_verifier")).toBe(cookies.proteo_oauth_verifier);
    expect(fake.requests[0]?.form.get("code")).toBe("abc");
    const user = await userWithSession(cookiesOf(res).proteo_session);
    expect(user).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: "https://lh3.example/p.png",
    });
  });

  it("refuses a callback whose state does not match, and creates nothing", async () => {
    const fake = fakeTokenEndpoints(() => ({ sub: "x", email: uniqueEmail(), email_verified: true }));
    restore = fake.restore;
    const { cookies } = await startGoogle();
    const before = await countRows("users");
    const res = await call("/api/auth/google/callback?code=abc&state=attacker-state", {
      headers: {
        Cookie: `proteo_oauth_state=${cookies.proteo_oauth_state}; proteo_oauth_verifier=${cookies.proteo_oauth_verifier}`,
      },
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/?auth_error=google");
    expect(fake.requests).toHaveLength(0);
    expect(await countRows("users")).toBe(before);
  });

  it("refuses a callback without the PKCE verifier", async () => {
    const fake = fakeTokenEndpoints(() => ({ sub: "x", email: uniqueEmail(), email_verified: true }));
    restore = fake.restore;
    const { url, cookies } = await startGoogle();
    const res = await call(`/api/auth/google/callback?code=abc&state=${url.searchParams.get("state")}`, {
      headers: { Cookie: `proteo_oauth_state=${cookies.proteo_oauth_state}` },
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/?auth_error=google");
    expect(fake.requests).toHaveLength(0);
  });

  it("returns to the landing page when Google refuses the code", async () => {
    const fake = fakeTokenEndpoints(() => "error");
    restore = fake.restore;
    const { url, cookies } = await startGoogle();
    const res = await call(`/api/auth/google/callback?code=bad&state=${url.searchParams.get("state")}`, {
      headers: {
        Cookie: `proteo_oauth_state=${cookies.proteo_oauth_state}; proteo_oauth_verifier=${cookies.proteo_oauth_verifier}`,
      },
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/?auth_error=google");
  });

  /** A full Google round trip with these ID-token claims: where it lands, and as whom. */
  async function googleCallback(claims: Record<string, unknown>) {
    const fake = fakeTokenEndpoints(() => claims);
    restore = fake.restore;
    const { url, cookies } = await startGoogle();
    const res = await call(`/api/auth/google/callback?code=c&state=${url.searchParams.get("state")}`, {
      headers: {
        Cookie: `proteo_oauth_state=${cookies.proteo_oauth_state}; proteo_oauth_verifier=${cookies.proteo_oauth_verifier}`,
      },
      redirect: "manual",
    });
    fake.restore();
    return res;
  }

  async function googleSignIn(claims: Record<string, unknown>) {
    const res = await googleCallback(claims);
    return userWithSession(cookiesOf(res).proteo_session);
  }

  it("never joins a password account whose email is unverified: refused with a reason, nothing written", async () => {
    // The attacker registers the victim's address with a password first (pre-account hijacking).
    const squatter = await signUp();
    const users = await countRows("users");
    const identities = await countRows("oauth_accounts");
    const sessions = await countRows("sessions");
    const res = await googleCallback({ sub: crypto.randomUUID(), email: squatter.email, email_verified: true });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?auth_error=google_account_exists");
    expect(cookiesOf(res).proteo_session).toBeUndefined();
    expect(await countRows("users")).toBe(users);
    expect(await countRows("oauth_accounts")).toBe(identities);
    expect(await countRows("sessions")).toBe(sessions);
  });

  it("does not take an email Google does not vouch for: a new account without it", async () => {
    const owner = await signUp();
    const unverified = await googleSignIn({ sub: crypto.randomUUID(), email: owner.email, email_verified: false });
    expect(unverified.id).not.toBe(owner.id);
    expect(unverified.email).toBeNull();
    expect(unverified.emailVerified).toBe(false);
  });

  it("joins an account whose email is verified, when Google vouches for it too", async () => {
    const email = uniqueEmail("v");
    const first = await googleSignIn({ sub: crypto.randomUUID(), email, email_verified: true });
    expect(first).toMatchObject({ email, emailVerified: true });
    // A second Google identity (or an Apple one) with the same vouched email: the same person.
    const second = await googleSignIn({ sub: crypto.randomUUID(), email, email_verified: true });
    expect(second.id).toBe(first.id);
    // Marked verified by hand, as email verification will: a password account joins too.
    const owner = await signUp();
    await env.DB.prepare("update users set email_verified = 1 where id = ?").bind(owner.id).run();
    const joined = await googleSignIn({ sub: crypto.randomUUID(), email: owner.email, email_verified: true });
    expect(joined.id).toBe(owner.id);
  });

  it("says on /api/auth/user whether the email is verified: false for a password sign-up", async () => {
    const a = await signUp();
    const me = await (await api.auth.user.$get(undefined, headers(a.cookie))).json();
    expect(me.emailVerified).toBe(false);
  });

  it("finds the same user again by (provider, subject)", async () => {
    const sub = crypto.randomUUID();
    const first = await googleSignIn({ sub, email: uniqueEmail(), email_verified: true });
    const second = await googleSignIn({ sub, email: uniqueEmail("changed"), email_verified: true });
    expect(second.id).toBe(first.id);
  });
});

describe("Sign in with Apple", () => {
  it("uses form_post with a SameSite=None state cookie, and takes the name from the first sign-in", async () => {
    const sub = `apple-${crypto.randomUUID()}`;
    const email = uniqueEmail("a");
    let nonce: string | null = null;
    const fake = fakeTokenEndpoints(() => ({ sub, email, email_verified: "true", nonce }));
    restore = fake.restore;
    const start = await api.auth.apple.$get(undefined, manual);
    const url = new URL(start.headers.get("Location") ?? "");
    // Apple puts the nonce of the authorization URL in the ID token.
    nonce = nonceOf(url);
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("scope")).toBe("name email");
    expect(start.headers.getSetCookie().join("\n")).toMatch(/proteo_oauth_state=.*SameSite=None/);
    expect(start.headers.getSetCookie().join("\n")).toMatch(/proteo_oauth_nonce=.*SameSite=None/);
    const state = cookiesOf(start).proteo_oauth_state;
    const nonceCookie = cookiesOf(start).proteo_oauth_nonce;

    const form = new URLSearchParams({
      code: "apple-code",
      state: state ?? "",
      user: JSON.stringify({ name: { firstName: "Tim", lastName: "Apple" } }),
    });
    // Apple's POST comes from appleid.apple.com: a foreign Origin, allowed on this path only.
    const res = await call("/api/auth/apple/callback", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://appleid.apple.com",
        Cookie: `proteo_oauth_state=${state}; proteo_oauth_nonce=${nonceCookie}`,
      },
      body: form.toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    // The client secret is an ES256 JWT signed with the configured key.
    expect(fake.requests[0]?.form.get("client_secret")?.split(".")).toHaveLength(3);
    const user = await userWithSession(cookiesOf(res).proteo_session);
    expect(user).toMatchObject({ email, firstName: "Tim", lastName: "Apple" });
  });

  it("refuses to join an unverified password account, with Apple's name in the reason", async () => {
    const squatter = await signUp();
    let nonce: string | null = null;
    const fake = fakeTokenEndpoints(() => ({
      sub: `apple-${crypto.randomUUID()}`,
      email: squatter.email,
      email_verified: "true",
      nonce,
    }));
    restore = fake.restore;
    const start = await api.auth.apple.$get(undefined, manual);
    nonce = nonceOf(start.headers.get("Location") ?? "");
    const state = cookiesOf(start).proteo_oauth_state;
    const nonceCookie = cookiesOf(start).proteo_oauth_nonce;
    const identities = await countRows("oauth_accounts", "user_id = ?", squatter.id);
    const res = await call("/api/auth/apple/callback", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://appleid.apple.com",
        Cookie: `proteo_oauth_state=${state}; proteo_oauth_nonce=${nonceCookie}`,
      },
      body: new URLSearchParams({ code: "apple-code", state: state ?? "" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/?auth_error=apple_account_exists");
    expect(cookiesOf(res).proteo_session).toBeUndefined();
    expect(await countRows("oauth_accounts", "user_id = ?", squatter.id)).toBe(identities);
  });

  it("refuses an Apple callback with a bad state", async () => {
    const res = await call("/api/auth/apple/callback", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://appleid.apple.com",
        Cookie: "proteo_oauth_state=a",
      },
      body: "code=x&state=b",
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/?auth_error=apple");
  });

  // Found by the hostile-input property (test/worker/hostile/fuzz.test.ts): these were 500s.
  it.each([
    ["a form part without a name", '--x\r\nContent-Disposition: form-data; name=""\r\n\r\nv\r\n--x--\r\n'],
    ["a form cut short", '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\nv'],
  ])("returns to the landing page when Apple's form is unreadable: %s", async (_label, body) => {
    const users = await countRows("users");
    const res = await call("/api/auth/apple/callback", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: "https://appleid.apple.com" },
      body,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/?auth_error=apple");
    expect(await countRows("users")).toBe(users);
  });
});

describe("provider configuration", () => {
  it("keeps a provider off unless every setting is present", async () => {
    const { enabledProviders } = await import("../../worker/providers/oauth/config");
    expect(enabledProviders({ ...env, GOOGLE_CLIENT_SECRET: undefined, APPLE_KEY_ID: "" })).toEqual({
      google: false,
      apple: false,
    });
    expect(enabledProviders(env)).toEqual({ google: true, apple: true });
  });
});
