import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createCloudflareEmailProvider } from "../../worker/providers/email/cloudflare";
import { freshIp, sessionCookie, signUp, uniqueEmail } from "./accounts";
import { call, ORIGIN } from "./client";
import { linkToken, mailsFor, outbox } from "./email-helpers";
import { enrol } from "./two-factor-helpers";

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(path, { json, headers: { "CF-Connecting-IP": freshIp(), ...headers } });
const me = async (cookie: string) =>
  (await (await call("/api/auth/user", { headers: { Cookie: cookie } })).json()) as Record<string, unknown>;
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

const app = createApp();

/** The app with `settings` layered on the test bindings, addressed at `origin`. */
async function callWith(path: string, init: RequestInit, settings: Record<string, unknown>, origin = ORIGIN) {
  const headers = new Headers(init.headers);
  headers.set("Origin", origin);
  // A client address of its own, as `post` gives: the files share one store, rate limits included.
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", freshIp());
  if (init.body) headers.set("Content-Type", "application/json");
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${origin}${path}`, { ...init, headers }), { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A stand-in for the `send_email` binding with its real shape: send(builder) -> { messageId }. */
function fakeBinding(fail = false) {
  const sent: Record<string, unknown>[] = [];
  const binding = {
    async send(message: Record<string, unknown>) {
      if (fail) throw new Error("email.send failed: sender domain not verified");
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@cloudflare.test>` };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

describe("email", () => {
  it("sends through the send_email binding with from, to, subject, html and text", async () => {
    const { binding, sent } = fakeBinding();
    await createCloudflareEmailProvider(binding, "Proteo <no-reply@proteo.example.com>").send({
      to: "ada@example.com",
      subject: "Hello",
      text: "Plain",
      html: "<p>Plain</p>",
    });
    expect(sent).toEqual([
      {
        from: "Proteo <no-reply@proteo.example.com>",
        to: "ada@example.com",
        subject: "Hello",
        text: "Plain",
        html: "<p>Plain</p>",
      },
    ]);
  });

  it("uses the binding when EMAIL and EMAIL_FROM are set, and the outbox stays empty", async () => {
    const { binding, sent } = fakeBinding();
    const email = uniqueEmail("cf");
    const res = await callWith(
      "/api/auth/register",
      { method: "POST", body: JSON.stringify({ email, password: "Tr1cky-Lentils", firstName: "A", lastName: "B" }) },
      { EMAIL: binding, EMAIL_FROM: "Proteo <no-reply@proteo.example.com>" },
    );
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: "Confirm your email address" });
    expect(String(sent[0]?.text)).toMatch(/http:\/\/localhost\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(await outbox(email)).toEqual([]);
  });

  it("keeps sign-up working when the binding refuses a message", async () => {
    const { binding } = fakeBinding(true);
    const res = await callWith(
      "/api/auth/register",
      {
        method: "POST",
        body: JSON.stringify({ email: uniqueEmail("fail"), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" }),
      },
      { EMAIL: binding, EMAIL_FROM: "no-reply@proteo.example.com" },
    );
    expect(res.status).toBe(201);
  });

  it("says honestly that email is not configured on a deployed Worker without a binding", async () => {
    const a = await signUp();
    const settings = { ENVIRONMENT: "production" };
    const reset = await callWith(
      "/api/auth/password-reset/request",
      { method: "POST", body: JSON.stringify({ email: a.email }) },
      settings,
    );
    expect(reset.status).toBe(503);
    expect(await reset.json()).toEqual({
      message: "Email is not configured on this server, so we cannot send you a link.",
      code: "EMAIL_OFF",
    });
    const resend = await callWith(
      "/api/auth/verify-email/resend",
      { method: "POST", headers: { Cookie: a.cookie } },
      settings,
    );
    expect(resend.status).toBe(503);
    // Sign-up still works, and stores no link that no email will ever carry.
    const email = uniqueEmail("noemail");
    const created = await callWith(
      "/api/auth/register",
      { method: "POST", body: JSON.stringify({ email, password: "Tr1cky-Lentils", firstName: "A", lastName: "B" }) },
      settings,
    );
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    const tokens = await env.DB.prepare("select count(*) as n from email_tokens where user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(0);
  });

  it("serves the local outbox only on this machine, never in a deployed Worker", async () => {
    const a = await signUp();
    const mails = await outbox(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: a.email, subject: "Confirm your email address" });
    expect(mails[0]?.html).toContain('<html lang="en">');
    expect(mails[0]?.text).toContain("Confirm my email address: http://localhost/verify-email?token=");
    const path = `/api/dev/emails?to=${encodeURIComponent(a.email)}`;
    for (const [settings, origin] of [
      [{ ENVIRONMENT: "production" }, ORIGIN],
      [{ APP_ORIGIN: "https://proteo.example.com" }, ORIGIN],
      [{}, "http://proteo.example.com"],
    ] as const) {
      const res = await callWith(path, { method: "GET" }, settings, origin);
      expect(res.status).toBe(404);
    }
    expect((await call("/api/dev/emails?to=not-an-email")).status).toBe(400);
  });
});

describe("verify the address", () => {
  it("sign-up sends a link; opening it verifies the email, once; only the hash is stored", async () => {
    const a = await signUp();
    expect((await me(a.cookie)).emailVerified).toBe(false);
    const token = await linkToken(a.email, "/verify-email");
    const row = await env.DB.prepare(
      "select id, purpose, expires_at - created_at as ttl from email_tokens where user_id = ?",
    )
      .bind(a.id)
      .first<{ id: string; purpose: string; ttl: number }>();
    expect(row?.id).toBe(await sha256(token));
    expect(row?.purpose).toBe("verify");
    expect(Math.abs((row?.ttl ?? 0) - 24 * 3600_000)).toBeLessThan(5_000);

    // Opened in another browser, signed out.
    const first = await post("/api/auth/verify-email", { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: "Your email address is verified." });
    expect((await me(a.cookie)).emailVerified).toBe(true);
    const again = await post("/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });

  it("refuses an expired link and a made-up one, and verifies nothing", async () => {
    const a = await signUp();
    const token = await linkToken(a.email, "/verify-email");
    await env.DB.prepare("update email_tokens set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, a.id)
      .run();
    expect((await post("/api/auth/verify-email", { token })).status).toBe(400);
    expect((await post("/api/auth/verify-email", { token: "x".repeat(43) })).status).toBe(400);
    expect((await me(a.cookie)).emailVerified).toBe(false);
  });

  it("a link opened twice at once verifies once; the other request is refused", async () => {
    const a = await signUp();
    const token = await linkToken(a.email, "/verify-email");
    const results = await Promise.all([1, 2, 3].map(() => post("/api/auth/verify-email", { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("resend sends a new link that replaces the old, and is throttled", async () => {
    const a = await signUp();
    const old = await linkToken(a.email, "/verify-email");
    const resend = () => call("/api/auth/verify-email/resend", { method: "POST", headers: { Cookie: a.cookie } });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: "We sent a new verification link. Check your inbox." });
    const fresh = await linkToken(a.email, "/verify-email");
    expect(fresh).not.toBe(old);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const blocked = await resend();
    expect(blocked.status).toBe(429);
    expect(await outbox(a.email)).toHaveLength(4);
    expect((await post("/api/auth/verify-email", { token: old })).status).toBe(400);
    const newest = await linkToken(a.email, "/verify-email");
    expect((await post("/api/auth/verify-email", { token: newest })).status).toBe(200);
    const done = await resend();
    expect(done.status).toBe(409);
  });

  it("resend needs a session", async () => {
    expect((await call("/api/auth/verify-email/resend", { method: "POST" })).status).toBe(401);
  });
});

describe("reset a forgotten password", () => {
  it("answers the same for known and unknown addresses, and emails only the known one", async () => {
    const a = await signUp();
    const stranger = uniqueEmail("nobody");
    const known = await post("/api/auth/password-reset/request", { email: a.email.toUpperCase() });
    const unknown = await post("/api/auth/password-reset/request", { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    // The sign-up's verification link, then the reset link, sent after the answer.
    expect((await mailsFor(a.email, 2))[0]?.subject).toBe("Reset your Proteo password");
    expect(await outbox(stranger)).toEqual([]);
  });

  it("is throttled per address, known or not: 3 an hour from one client, 10 from all", async () => {
    for (const email of [(await signUp()).email, uniqueEmail("ghost")]) {
      const ip = freshIp();
      const fromOne = [];
      for (let i = 0; i < 4; i++) {
        fromOne.push((await post("/api/auth/password-reset/request", { email }, { "CF-Connecting-IP": ip })).status);
      }
      expect(fromOne).toEqual([200, 200, 200, 429]);
      const fromMany = [];
      for (let i = 0; i < 8; i++) fromMany.push((await post("/api/auth/password-reset/request", { email })).status);
      expect(fromMany).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    }
  });

  it("sets the new password, ends every session and pending two-factor sign-in, verifies the email, once", async () => {
    const a = await signUp();
    const other = sessionCookie(await post("/api/auth/login", { email: a.email, password: a.password }));
    await post("/api/auth/password-reset/request", { email: a.email });
    const token = await linkToken(a.email, "/reset-password");
    const row = await env.DB.prepare(
      "select expires_at - created_at as ttl from email_tokens where purpose = 'reset' and user_id = ?",
    )
      .bind(a.id)
      .first<{ ttl: number }>();
    expect(Math.abs((row?.ttl ?? 0) - 3600_000)).toBeLessThan(5_000);

    const weak = await post("/api/auth/password-reset/confirm", { token, password: "short" });
    expect(weak.status).toBe(400);
    const res = await post("/api/auth/password-reset/confirm", { token, password: "Brand-New-Lentils-9" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: "Your password was reset. Please sign in with your new password.",
    });
    expect(res.headers.get("Set-Cookie")).toBeNull();
    for (const cookie of [a.cookie, other])
      expect((await call("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await post("/api/auth/login", { email: a.email, password: a.password })).status).toBe(401);
    const signIn = await post("/api/auth/login", { email: a.email, password: "Brand-New-Lentils-9" });
    expect(signIn.status).toBe(200);
    expect((await me(sessionCookie(signIn))).emailVerified).toBe(true);
    expect((await post("/api/auth/password-reset/confirm", { token, password: "Another-Lentil-10" })).status).toBe(400);
  });

  it("ends a pending two-factor sign-in, and the user signs in anew with their code", async () => {
    const a = await signUp();
    await enrol(a);
    const login = await post("/api/auth/login", { email: a.email, password: a.password });
    const { challenge } = (await login.json()) as { challenge: string };
    await post("/api/auth/password-reset/request", { email: a.email });
    const token = await linkToken(a.email, "/reset-password");
    expect((await post("/api/auth/password-reset/confirm", { token, password: "Brand-New-Lentils-9" })).status).toBe(
      200,
    );
    const left = await env.DB.prepare("select count(*) as n from two_factor_challenges where user_id = ?")
      .bind(a.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(challenge).toBeTruthy();
    const again = await post("/api/auth/login", { email: a.email, password: "Brand-New-Lentils-9" });
    expect(await again.json()).toMatchObject({ twoFactorRequired: true });
  });

  it("refuses an expired link and changes nothing", async () => {
    const a = await signUp();
    await post("/api/auth/password-reset/request", { email: a.email });
    const token = await linkToken(a.email, "/reset-password");
    await env.DB.prepare("update email_tokens set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, a.id)
      .run();
    const res = await post("/api/auth/password-reset/confirm", { token, password: "Brand-New-Lentils-9" });
    expect(res.status).toBe(400);
    expect((await call("/api/auth/user", { headers: { Cookie: a.cookie } })).status).toBe(200);
  });

  it("a link used twice at once resets once", async () => {
    const a = await signUp();
    await post("/api/auth/password-reset/request", { email: a.email });
    const token = await linkToken(a.email, "/reset-password");
    const results = await Promise.all(
      ["Brand-New-Lentils-1", "Brand-New-Lentils-2"].map((password) =>
        post("/api/auth/password-reset/confirm", { token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
