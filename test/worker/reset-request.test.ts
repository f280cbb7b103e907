import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { freshIp, sessionCookie, signUp, uniqueEmail } from "./accounts";
import { call, ORIGIN } from "./client";
import { linkToken, mailsFor, outbox } from "./email-helpers";

const REQUEST = "/api/auth/password-reset/request";
const ask = (email: string, headers: Record<string, string> = {}) =>
  call(REQUEST, { json: { email }, headers: { "CF-Connecting-IP": freshIp(), ...headers } });

/** A stand-in for the `send_email` binding that holds every message until released. */
function blockingBinding() {
  const sent: Record<string, unknown>[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const binding = {
    async send(message: Record<string, unknown>) {
      await released;
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@cloudflare.test>` };
    },
  } as unknown as SendEmail;
  return { binding, sent, release };
}

describe("password reset request: answered at once", () => {
  it("answers a known address before the email provider has sent, and the mail still goes out", async () => {
    const a = await signUp();
    const { binding, sent, release } = blockingBinding();
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${REQUEST}`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ email: a.email }),
    });
    const answer = createApp().fetch(
      request,
      { ...env, EMAIL: binding, EMAIL_FROM: "no-reply@proteo.example.com" },
      ctx,
    );
    const first = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve("waiting"), 3000))]);
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(200);
    expect(sent).toEqual([]);
    release();
    await waitOnExecutionContext(ctx);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: a.email, subject: "Reset your Proteo password" });
    expect(String(sent[0]?.text)).toMatch(/http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe("password reset request: strangers cannot block the owner", () => {
  it("lets the owner ask from elsewhere while one client floods the address", async () => {
    const a = await signUp();
    const flooder = freshIp();
    const flood = [];
    for (let i = 0; i < 12; i++) flood.push((await ask(a.email, { "CF-Connecting-IP": flooder })).status);
    expect(flood).toEqual([200, 200, 200, ...Array(9).fill(429)]);
    expect((await ask(a.email)).status).toBe(200);
    expect(await linkToken(a.email, "/reset-password")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("counts plus-address and Gmail dot variants as one mailbox", async () => {
    const ip = freshIp();
    const user = `flood${crypto.randomUUID().slice(0, 6)}`;
    const variants = [`${user}+1@gmail.com`, `${user}+2@gmail.com`, `${user.slice(0, 3)}.${user.slice(3)}@gmail.com`];
    const statuses = [];
    for (const email of [...variants, `${user}@googlemail.com`]) {
      statuses.push((await ask(email, { "CF-Connecting-IP": ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("lets the signed-in owner ask even when the address is blocked for everyone, on an allowance of their own", async () => {
    const a = await signUp();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask(a.email)).status);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const own = [];
    for (let i = 0; i < 4; i++) own.push((await ask(a.email, { Cookie: a.cookie })).status);
    expect(own).toEqual([200, 200, 200, 429]);
    // Another account's session is no one's owner here.
    const b = await signUp();
    expect((await ask(a.email, { Cookie: b.cookie })).status).toBe(429);
  });

  it("lets the owner's known browser ask while the address is blocked, but not a stranger's cookie", async () => {
    const a = await signUp();
    const login = await call("/api/auth/login", {
      json: { email: a.email, password: a.password },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    const device = (login.headers.get("Set-Cookie") ?? "").match(/(?:^|[\s,])(proteo_device=[^;]+)/)?.[1];
    expect(device).toBeTruthy();
    for (let i = 0; i < 11; i++) await ask(a.email);
    expect((await ask(a.email)).status).toBe(429);
    expect((await ask(a.email, { Cookie: String(device) })).status).toBe(200);
    expect((await ask(a.email, { Cookie: "proteo_device=forged-device-token" })).status).toBe(429);
  });

  it("lets at most 3 of 20 simultaneous requests from one client, and 10 of 30 from many, through", async () => {
    const ip = freshIp();
    const email = uniqueEmail("burst");
    const one = await Promise.all(Array.from({ length: 20 }, () => ask(email, { "CF-Connecting-IP": ip })));
    expect(one.filter((r) => r.status === 200)).toHaveLength(3);
    const other = uniqueEmail("burst");
    const many = await Promise.all(Array.from({ length: 30 }, () => ask(other)));
    expect(many.filter((r) => r.status === 200)).toHaveLength(10);
    expect(new Set([...one, ...many].map((r) => r.status))).toEqual(new Set([200, 429]));
  });

  it("still mails only known addresses", async () => {
    const a = await signUp();
    expect((await ask(a.email)).status).toBe(200);
    expect((await mailsFor(a.email, 2)).map((m) => m.subject)).toEqual([
      "Reset your Proteo password",
      "Confirm your email address",
    ]);
  });
});

describe("sign-up verification mails per mailbox", () => {
  const register = (email: string) =>
    call("/api/auth/register", {
      json: { email, password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
      headers: { "CF-Connecting-IP": freshIp() },
    });

  it("sends at most 3 an hour to plus-address and Gmail dot variants of one inbox; the sign-ups still work", async () => {
    const user = `inbox${crypto.randomUUID().slice(0, 6)}`;
    const variants = [
      `${user}+1@gmail.com`,
      `${user}+2@gmail.com`,
      `${user.slice(0, 2)}.${user.slice(2)}@gmail.com`,
      `${user}+4@googlemail.com`,
      `${user.toUpperCase()}+5@gmail.com`,
    ];
    for (const email of variants) expect((await register(email)).status).toBe(201);
    const sent = await Promise.all(variants.map((email) => outbox(email.toLowerCase())));
    expect(sent.map((mails) => mails.length)).toEqual([1, 1, 1, 0, 0]);
    // Another inbox is not affected.
    const other = `${user}x+1@gmail.com`;
    expect((await register(other)).status).toBe(201);
    expect(await outbox(other)).toHaveLength(1);
  });

  it("refuses a resend past the mailbox's allowance, across the accounts that share it", async () => {
    const user = `resend${crypto.randomUUID().slice(0, 6)}`;
    const cookies = [];
    for (const tag of ["a", "b", "c"]) {
      const res = await register(`${user}+${tag}@example.com`);
      expect(res.status).toBe(201);
      cookies.push(sessionCookie(res));
    }
    const resend = (cookie: string) =>
      call("/api/auth/verify-email/resend", { method: "POST", headers: { Cookie: cookie } });
    // 3 sign-up mails went out; 3 more resends fit in the mailbox's 6, the next is refused.
    const statuses = [];
    for (const cookie of [...cookies, cookies[0] as string]) statuses.push((await resend(cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
