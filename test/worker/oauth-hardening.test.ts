import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, uniqueEmail } from "./accounts";
import { callWith } from "./app-with";
import { call } from "./client";
import { verifiedSignUp } from "./email-helpers";
import { fakeTokenEndpoints, nonceOf, spoiled } from "./fake-oauth";
import { codeNow, enrol, freezeClock, verify } from "./two-factor-helpers";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.useRealTimers();
});

type Claims = Record<string, unknown>;
const HTTPS = "https://proteo.example.com";
const overHttps = { APP_ORIGIN: HTTPS };

/** name -> value of every cookie a response sets, and the raw lines. */
function cookiesOf(res: Response) {
  const lines = res.headers.getSetCookie();
  const values: Record<string, string> = {};
  for (const line of lines) {
    const [pair] = line.split(";");
    const at = (pair ?? "").indexOf("=");
    values[(pair ?? "").slice(0, at)] = (pair ?? "").slice(at + 1);
  }
  return { values, lines };
}
const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** Where the app is served: the test origin (http) or a deployment over https. */
const fetchAt = (secure: boolean) => (path: string, init: RequestInit) =>
  secure ? callWith(path, init, overHttps, HTTPS) : call(path, init);

/** A Google sign-in whose ID token carries `claims` (over the standard ones). */
async function googleRound(claims: Claims, secure = false) {
  const go = fetchAt(secure);
  const fake = fakeTokenEndpoints(() => claims);
  restore = fake.restore;
  const start = await go("/api/auth/google", { redirect: "manual" });
  const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state");
  const cookies = cookiesOf(start);
  const back = await go(`/api/auth/google/callback?code=c&state=${state}`, {
    headers: { Cookie: cookieHeader(cookies.values) },
    redirect: "manual",
  });
  return { start, cookies, back, fake };
}

/**
 * An Apple sign-in: `claims(nonce)` is the token Apple issues for the nonce of the
 * authorization URL; `cookies` may drop or change what the browser sends back.
 */
async function appleRound(
  claims: (nonce: string | null) => Claims,
  options: { secure?: boolean; cookies?: (c: Record<string, string>) => Record<string, string> } = {},
) {
  const go = fetchAt(options.secure ?? false);
  let nonce: string | null = null;
  const fake = fakeTokenEndpoints(() => claims(nonce));
  restore = fake.restore;
  const start = await go("/api/auth/apple", { redirect: "manual" });
  const url = new URL(start.headers.get("Location") ?? "");
  nonce = nonceOf(url);
  const cookies = cookiesOf(start);
  const sent = options.cookies ? options.cookies(cookies.values) : cookies.values;
  const state = url.searchParams.get("state") ?? "";
  const back = await go("/api/auth/apple/callback", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://appleid.apple.com",
      Cookie: cookieHeader(sent),
    },
    body: new URLSearchParams({ code: "apple-code", state }).toString(),
    redirect: "manual",
  });
  return { start, url, cookies, back, fake };
}

const written = async () => ({
  users: await countRows("users"),
  sessions: await countRows("sessions"),
  identities: await countRows("oauth_accounts"),
});

describe("OAuth's temporary cookies", () => {
  it("are __Host- prefixed (Path=/, Secure, HttpOnly) over https, and a Google sign-in works with them", async () => {
    const { cookies, back } = await googleRound({ sub: crypto.randomUUID(), email: null }, true);
    expect(Object.keys(cookies.values).sort()).toEqual(["__Host-proteo_oauth_state", "__Host-proteo_oauth_verifier"]);
    for (const line of cookies.lines) {
      expect(line).toMatch(/Path=\/(;|$)/);
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).not.toMatch(/Domain=/);
    }
    expect(back.headers.get("Location")).toBe("/");
    expect(Object.keys(cookiesOf(back).values)).toContain("__Host-proteo_session");
  });

  it("are __Host- prefixed for Apple too (state and nonce, SameSite=None)", async () => {
    const { cookies, back } = await appleRound((nonce) => ({ sub: `apple-${crypto.randomUUID()}`, nonce }), {
      secure: true,
    });
    expect(Object.keys(cookies.values).sort()).toEqual(["__Host-proteo_oauth_nonce", "__Host-proteo_oauth_state"]);
    for (const line of cookies.lines) expect(line).toMatch(/Path=\/;.*SameSite=None/);
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/");
  });

  it("over https, refuses a state planted without the prefix (as a sibling subdomain could)", async () => {
    const before = await written();
    const { back } = await appleRound((nonce) => ({ sub: `apple-${crypto.randomUUID()}`, nonce }), {
      secure: true,
      cookies: (c) => ({
        proteo_oauth_state: c["__Host-proteo_oauth_state"] ?? "",
        proteo_oauth_nonce: c["__Host-proteo_oauth_nonce"] ?? "",
      }),
    });
    expect(back.headers.get("Location")).toBe("/?auth_error=apple");
    expect(await written()).toEqual(before);
  });
});

describe("ID tokens are checked: issuer, audience, expiry, and Apple's nonce", () => {
  it.each(Object.entries(spoiled))("refuses Google's token with %s, and writes nothing", async (_what, wrong) => {
    const before = await written();
    const { back } = await googleRound({
      sub: crypto.randomUUID(),
      email: uniqueEmail(),
      email_verified: true,
      ...wrong,
    });
    expect(back.headers.get("Location")).toBe("/?auth_error=google");
    expect(cookiesOf(back).values.proteo_session).toBeUndefined();
    expect(await written()).toEqual(before);
  });

  it.each(Object.entries(spoiled))("refuses Apple's token with %s, and writes nothing", async (_what, wrong) => {
    const before = await written();
    const { back } = await appleRound((nonce) => ({ sub: `apple-${crypto.randomUUID()}`, nonce, ...wrong }));
    expect(back.headers.get("Location")).toBe("/?auth_error=apple");
    expect(await written()).toEqual(before);
  });

  it("sends Apple the SHA-256 of a nonce kept in a cookie, and accepts the token that carries it", async () => {
    const { url, cookies, back } = await appleRound((nonce) => ({ sub: `apple-${crypto.randomUUID()}`, nonce }));
    const kept = cookies.values.proteo_oauth_nonce ?? "";
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(kept));
    expect(url.searchParams.get("nonce")).toBe(
      [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
    );
    expect(back.headers.get("Location")).toBe("/");
  });

  it.each([
    ["a nonce this browser never sent", () => ({ nonce: "0".repeat(64) }), undefined],
    ["no nonce in the token", () => ({ nonce: undefined }), undefined],
    [
      "no nonce cookie",
      (nonce: string | null) => ({ nonce }),
      (c: Record<string, string>) => ({ proteo_oauth_state: c.proteo_oauth_state ?? "" }),
    ],
  ] as const)("refuses Apple's token with %s, and writes nothing", async (_what, nonceClaim, cookies) => {
    const before = await written();
    const { back } = await appleRound(
      (nonce) => ({ sub: `apple-${crypto.randomUUID()}`, ...nonceClaim(nonce) }),
      cookies ? { cookies } : {},
    );
    expect(back.headers.get("Location")).toBe("/?auth_error=apple");
    expect(await written()).toEqual(before);
  });
});

describe("a Google or Apple sign-in honours the account's two-factor", () => {
  /** A password account with two-factor on and a Google and an Apple identity linked. */
  async function twoFactorAccount() {
    const a = await verifiedSignUp();
    const { secret } = await enrol(a);
    const google = crypto.randomUUID();
    const apple = `apple-${crypto.randomUUID()}`;
    await env.DB.batch([
      env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values ('google', ?, ?)").bind(
        google,
        a.id,
      ),
      env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values ('apple', ?, ?)").bind(
        apple,
        a.id,
      ),
    ]);
    return { ...a, secret, google, apple };
  }

  const pending = (cookie: string) => call("/api/auth/2fa/pending", { method: "POST", headers: { Cookie: cookie } });

  it("Google: no session; the browser lands on the code prompt with the challenge in an HttpOnly cookie", async () => {
    const clock = freezeClock();
    const a = await twoFactorAccount();
    const sessions = await countRows("sessions", "user_id = ?", a.id);
    const { back } = await googleRound({ sub: a.google, email: a.email, email_verified: true });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/?two_factor=1");
    const set = cookiesOf(back);
    expect(set.values.proteo_session).toBeUndefined();
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(sessions);
    const handed = set.values.proteo_2fa ?? "";
    expect(handed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set.lines.find((l) => l.startsWith("proteo_2fa="))).toMatch(/Max-Age=300;.*Path=\/;.*HttpOnly;.*Secure/);
    // Only the challenge's hash is stored.
    expect(await countRows("two_factor_challenges", "id = ?", handed)).toBe(0);
    expect(await countRows("two_factor_challenges", "user_id = ?", a.id)).toBe(1);

    // The app takes the challenge (the cookie is cleared) and asks for the code.
    const taken = await pending(`proteo_2fa=${handed}`);
    expect(taken.status).toBe(200);
    const body = (await taken.json()) as { twoFactorRequired: boolean; challenge: string };
    expect(body).toMatchObject({ twoFactorRequired: true, challenge: handed });
    expect(taken.headers.getSetCookie().join("\n")).toMatch(/proteo_2fa=;.*Max-Age=0/);
    expect((await pending("")).status).toBe(401);

    clock.tick();
    const signedIn = await verify({ challenge: body.challenge, code: codeNow(a.secret) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { id: a.id } });
    // The challenge is used up: the cookie, replayed, hands over nothing.
    expect((await pending(`proteo_2fa=${handed}`)).status).toBe(401);
  });

  it("Apple: the same hand-over after its form_post (303)", async () => {
    const a = await twoFactorAccount();
    const { back } = await appleRound((nonce) => ({ sub: a.apple, nonce }));
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/?two_factor=1");
    const set = cookiesOf(back);
    expect(set.values.proteo_session).toBeUndefined();
    expect((await pending(`proteo_2fa=${set.values.proteo_2fa}`)).status).toBe(200);
  });

  it("names the hand-over cookie __Host- over https", async () => {
    const a = await twoFactorAccount();
    const { back } = await googleRound({ sub: a.google, email: a.email, email_verified: true }, true);
    expect(back.headers.get("Location")).toBe("/?two_factor=1");
    expect(Object.keys(cookiesOf(back).values)).toContain("__Host-proteo_2fa");
  });
});
