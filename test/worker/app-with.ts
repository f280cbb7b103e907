import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { ORIGIN } from "./client";

const app = createApp();

/**
 * The app with `settings` layered on the test bindings, addressed at `origin` (e.g. a
 * deployed Worker: `{ ENVIRONMENT: "production" }`, or https). A body is sent as JSON unless
 * the request names its own Content-Type.
 */
export async function callWith(path: string, init: RequestInit, settings: Record<string, unknown>, origin = ORIGIN) {
  const headers = new Headers(init.headers);
  if (!headers.has("Origin")) headers.set("Origin", origin);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${origin}${path}`, { ...init, headers }), { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A Worker without email (deployed, no binding): no mailbox can be proven there. */
export const EMAIL_OFF = { ENVIRONMENT: "production" } as const;
