import { expect } from "vitest";
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
