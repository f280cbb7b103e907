import type { InferRequestType } from "hono/client";
import { expect, vi } from "vitest";
import { base32Decode, STEP_SECONDS, totpAt } from "../../worker/features/auth/two-factor/totp";
import { freshIp, sessionCookie, type TestAccount } from "./accounts";
import { api, headers } from "./api";
import { call } from "./client";
import { proveMailbox } from "./email-helpers";

/** Helpers for two-factor.test.ts: a controllable clock and the authenticator it drives. */

/** Fakes only Date (as progress.test.ts does): the Worker reads the same clock, timers stay real. */
export function freezeClock(): { tick: (ms?: number) => void } {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now());
  return { tick: (ms = STEP_SECONDS * 1000) => vi.setSystemTime(Date.now() + ms) };
}

/** What the authenticator app shows now for a base32 secret. */
export const codeNow = (secret: string) => totpAt(base32Decode(secret), Date.now());

const twoFactor = api.auth["2fa"];
type Json<Route extends (...args: never[]) => unknown> = InferRequestType<Route> extends { json: infer J } ? J : never;

/** Setup asks for the current password (ADR 013). */
export const setup = (cookie: string | undefined, json: Json<typeof twoFactor.setup.$post>) =>
  twoFactor.setup.$post({ json }, headers(cookie, freshIp()));
export const enable = (cookie: string | undefined, json: Json<typeof twoFactor.enable.$post>) =>
  twoFactor.enable.$post({ json }, headers(cookie, freshIp()));
export const disable = (cookie: string | undefined, json: Json<typeof twoFactor.disable.$post>) =>
  twoFactor.disable.$post({ json }, headers(cookie, freshIp()));
export const verify = (json: Json<typeof twoFactor.verify.$post>, ip = freshIp()) =>
  twoFactor.verify.$post({ json }, headers(undefined, ip));
/** A body outside the route's input type (a field missing), as a broken client would send it. */
export const postUntyped = (path: string, json: unknown, cookie?: string) =>
  call(path, { json, headers: { "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie } : {}) } });
export const loginAs = (account: { email: string; password: string }) =>
  api.auth.login.$post({ json: { email: account.email, password: account.password } }, headers(undefined, freshIp()));

export { verifiedSignUp } from "./email-helpers";

/**
 * Starts setup with the account's password; returns the pending secret. The mailbox is
 * proven first, as two-factor needs (a sign-up's email starts unverified).
 */
export async function startSetup(account: TestAccount): Promise<string> {
  await proveMailbox(account);
  const started = await setup(account.cookie, { password: account.password });
  expect(started.status).toBe(200);
  return (await started.json()).secret;
}

/**
 * Turns two-factor on for an account; returns the secret and the recovery codes. Turning it
 * on replaces the session, so `account.cookie` becomes the fresh one the answer set.
 */
export async function enrol(account: TestAccount): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = await startSetup(account);
  const res = await enable(account.cookie, { code: codeNow(secret) });
  expect(res.status).toBe(200);
  account.cookie = sessionCookie(res);
  const { recoveryCodes } = await res.json();
  return { secret, recoveryCodes };
}

/** Signs in with the password and returns the challenge the answer carries. */
export async function challengeFor(account: TestAccount): Promise<string> {
  const res = await loginAs(account);
  expect(res.status).toBe(200);
  const body = await res.json();
  if (!("challenge" in body)) throw new Error(`no two-factor challenge in: ${JSON.stringify(body)}`);
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}
