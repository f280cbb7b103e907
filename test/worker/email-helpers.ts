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

/** The token of the newest link to `path` sent to `to`, read from the text part. */
export async function linkToken(to: string, path: "/verify-email" | "/reset-password"): Promise<string> {
  for (const mail of await outbox(to)) {
    const match = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
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
