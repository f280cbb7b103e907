import { expect } from "vitest";
import { signUp, type TestAccount } from "./accounts";
import { call } from "./client";

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The local outbox for one address, newest first (GET /api/dev/emails). */
export async function outbox(to: string): Promise<SentEmail[]> {
  const res = await call(`/api/dev/emails?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SentEmail[];
}

/**
 * The outbox for `to` once it holds at least `count` messages: a reset link is sent after the
 * answer (waitUntil), so it may arrive a moment later. Gives up after about 5 seconds.
 */
export async function mailsFor(to: string, count = 1): Promise<SentEmail[]> {
  for (let tries = 0; ; tries++) {
    const mails = await outbox(to);
    if (mails.length >= count || tries >= 100) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the newest link to `path` sent to `to`, read from the text part. */
export async function linkToken(to: string, path: "/verify-email" | "/reset-password"): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    for (const mail of await outbox(to)) {
      const match = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${path} link sent to ${to}`);
}

/**
 * Proves the account's mailbox the way its owner does: opens the verification link the
 * sign-up sent (if the email is not verified yet).
 */
export async function proveMailbox(account: { email: string; cookie: string }): Promise<void> {
  const me = await call("/api/auth/user", { headers: { Cookie: account.cookie } });
  if (((await me.json()) as { emailVerified?: boolean }).emailVerified) return;
  const token = await linkToken(account.email, "/verify-email");
  const res = await call("/api/auth/verify-email", { json: { token } });
  expect(res.status).toBe(200);
}

/** A sign-up whose owner has opened the verification link. */
export async function verifiedSignUp(): Promise<TestAccount> {
  const account = await signUp();
  await proveMailbox(account);
  return account;
}
