import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, freshIp, signUp, type TestAccount } from "./accounts";
import { api, errorBody, headers } from "./api";
import { challengeFor, codeNow, enrol, freezeClock } from "./two-factor-helpers";

/**
 * ADR 012: guessing at an email must not lock its owner out. A browser
 * that signed in before carries a device cookie and signs in on its own allowance; everyone
 * else stays on the email's and IP's limits.
 */

afterEach(() => vi.useRealTimers());

// Each sign-in runs scrypt (ADR 004); tests that make a dozen of them need more than 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The device cookie pair ("proteo_device=…") a response sets, or null. */
function deviceCookieOf(res: { headers: Headers }): string | null {
  return (res.headers.get("Set-Cookie") ?? "").match(/(?:^|[\s,])(proteo_device=[^;]+)/)?.[1] ?? null;
}

const login = (account: { email: string; password: string }, cookie?: string) =>
  api.auth.login.$post({ json: { email: account.email, password: account.password } }, headers(cookie, freshIp()));
const verify = (json: { challenge: string; code: string }, cookie?: string) =>
  api.auth["2fa"].verify.$post({ json }, headers(cookie, freshIp()));

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** The owner signs in once on their own browser and keeps its device cookie. */
async function ownersBrowser(account: TestAccount): Promise<string> {
  const res = await login(account);
  expect(res.status).toBe(200);
  const device = deviceCookieOf(res);
  if (!device) throw new Error("no device cookie at sign-in");
  return device;
}

/** Someone elsewhere (no cookie, a new IP each time) guesses until the email is blocked. */
async function blockEmail(account: TestAccount): Promise<void> {
  for (let i = 0; i < 10; i++)
    expect((await login({ email: account.email, password: "wrong-guess" })).status).toBe(401);
  expect((await login({ email: account.email, password: "wrong-guess" })).status).toBe(429);
}

describe("device cookies", () => {
  it("are set at sign-in: random 256 bits, HttpOnly, Secure, SameSite=Lax, only the SHA-256 stored, bound to the user", async () => {
    const a = await signUp();
    const res = await login(a);
    const header = res.headers.get("Set-Cookie") ?? "";
    // The session cookie comes first, the device cookie after it.
    expect(header).toMatch(/^proteo_session=/);
    expect(header).toMatch(/proteo_device=[A-Za-z0-9_-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax/);
    const device = deviceCookieOf(res) as string;
    const token = device.split("=")[1] as string;
    expect(await countRows("device_cookies", "id = ?", token)).toBe(0);
    const row = await env.DB.prepare("select user_id, expires_at from device_cookies where id = ?")
      .bind(await sha256Hex(token))
      .first<{ user_id: string; expires_at: number }>();
    expect(row?.user_id).toBe(a.id);
    // About half a year, never forever.
    expect(row?.expires_at).toBeGreaterThan(Date.now() + 170 * 24 * 3600 * 1000);
    expect(row?.expires_at).toBeLessThan(Date.now() + 190 * 24 * 3600 * 1000);
  });

  it("is named __Host-proteo_device over https, like the session cookie", async () => {
    const a = await signUp();
    const res = await SELF.fetch("https://localhost/api/auth/login", {
      method: "POST",
      headers: { Origin: "https://localhost", "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ email: a.email, password: a.password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/__Host-proteo_device=[A-Za-z0-9_-]{43}; Path=\/;/);
  });

  it("are not set by a failed sign-in", async () => {
    const a = await signUp();
    const before = await countRows("device_cookies", "user_id = ?", a.id);
    const res = await login({ email: a.email, password: "wrong-guess" });
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await countRows("device_cookies", "user_id = ?", a.id)).toBe(before);
  });

  it("are replaced at each sign-in: the old token is deleted and gives no allowance any more", async () => {
    const a = await signUp();
    const first = await ownersBrowser(a);
    const again = await login(a, first);
    expect(again.status).toBe(200);
    const second = deviceCookieOf(again) as string;
    expect(second).not.toBe(first);
    expect(await countRows("device_cookies", "id = ?", await sha256Hex(first.split("=")[1] as string))).toBe(0);
    await blockEmail(a);
    expect((await login(a, first)).status).toBe(429);
    expect((await login(a, second)).status).toBe(200);
  });

  it("keep at most 20 browsers per account, forgetting the oldest", async () => {
    const a = await signUp();
    // 21 browsers known already (sign-up set one), the oldest expiring first.
    await env.DB.batch(
      Array.from({ length: 20 }, (_, i) =>
        env.DB.prepare("insert into device_cookies (id, user_id, expires_at) values (?, ?, ?)").bind(
          `seeded-${a.id}-${i}`,
          a.id,
          Date.now() + (i + 1) * 3600_000,
        ),
      ),
    );
    expect((await login(a)).status).toBe(200);
    expect(await countRows("device_cookies", "user_id = ?", a.id)).toBe(20);
    // The two oldest seeded ones went; the browser that just signed in is among those kept.
    expect(await countRows("device_cookies", "id in (?, ?)", `seeded-${a.id}-0`, `seeded-${a.id}-1`)).toBe(0);
    expect(await countRows("device_cookies", "id = ?", `seeded-${a.id}-2`)).toBe(1);
  });
});

describe("lock-out of the owner", () => {
  it("lets the owner's known browser sign in while the email is blocked for everyone else", async () => {
    const a = await signUp();
    const device = await ownersBrowser(a);
    await blockEmail(a);

    // Without the cookie, even the right password waits.
    const stranger = await login(a);
    expect(stranger.status).toBe(429);
    expect((await errorBody(stranger)).message).toBe("Too many attempts. Please try again in 15 minutes.");

    // With it, the owner is in, with a session and a fresh device cookie.
    const owner = await login(a, device);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Set-Cookie")).toMatch(/^proteo_session=/);
    expect(deviceCookieOf(owner)).not.toBeNull();

    // The owner's success does not lift the block for the one guessing.
    expect((await login({ email: a.email, password: "wrong-guess" })).status).toBe(429);
    expect((await login(a)).status).toBe(429);
  });

  it("gives a forged, a foreign or an expired device cookie no allowance", async () => {
    const a = await signUp();
    const b = await signUp();
    const own = await ownersBrowser(a);
    const foreign = await ownersBrowser(b);
    const expired = await ownersBrowser(a);
    await env.DB.prepare("update device_cookies set expires_at = ? where id = ?")
      .bind(Date.now() - 1, await sha256Hex(expired.split("=")[1] as string))
      .run();
    await blockEmail(a);

    const forged = `proteo_device=${"A".repeat(43)}`;
    for (const cookie of [forged, foreign, expired, "proteo_device=", `proteo_device=${"x".repeat(500)}`]) {
      const res = await login(a, cookie);
      expect(res.status, cookie.slice(0, 40)).toBe(429);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    // b's cookie still works for b itself, and a's own for a.
    expect((await login(b, foreign)).status).toBe(200);
    expect((await login(a, own)).status).toBe(200);
  });

  it("still throttles guesses from a known browser, on its own allowance (10 per 15 minutes)", async () => {
    const a = await signUp();
    const device = await ownersBrowser(a);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: a.email, password: "wrong-guess" }, device)).status).toBe(401);
    }
    const blocked = await login(a, device);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(15 * 60);
    // The email's own counter was never touched: the owner is not blocked on a new browser.
    expect(await countRows("rate_limits", "key = ?", `login:email:${a.email}`)).toBe(0);
    expect((await login(a)).status).toBe(200);
  });

  it("evaluates at most 10 of 40 simultaneous wrong passwords sent with one device cookie", async () => {
    const a = await signUp();
    const device = await ownersBrowser(a);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login({ email: a.email, password: "wrong-guess" }, device)),
    );
    // Refusals are thrown, outside the route's typed answers: compare the statuses as numbers.
    const statuses = responses.map((r): number => r.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });

  it("lets the owner's known browser finish two-factor sign-in while wrong codes block the account's counter", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    clock.tick();

    // The owner signs in once with a code on this browser: the verify step sets the device cookie.
    const first = await verify({ challenge: await challengeFor(a), code: codeNow(secret) });
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    if (!device) throw new Error("no device cookie at two-factor verify");
    clock.tick();

    // Someone with the password fills the account's code counter from elsewhere.
    const theirs = await challengeFor(a);
    const right = codeNow(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const guess = (challenge: string, cookie?: string, code = wrong) => verify({ challenge, code }, cookie);
    for (let i = 0; i < 5; i++) expect((await guess(theirs)).status).toBe(400);
    expect((await guess(theirs, undefined, right)).status).toBe(429);

    // The owner's browser: password step on its own allowance, code step on its own too.
    const pass = await login(a, device);
    expect(pass.status).toBe(200);
    const passed = await pass.json();
    if (!("challenge" in passed)) throw new Error("signed in without a code");
    const { challenge } = passed;
    const owner = await guess(challenge, device, right);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Set-Cookie")).toMatch(/^proteo_session=/);
    expect(deviceCookieOf(owner)).not.toBeNull();
    // The stranger's block stands.
    expect((await guess(await challengeFor(a))).status).toBe(429);
  });
});
