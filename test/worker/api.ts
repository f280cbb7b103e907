import { SELF } from "cloudflare:test";
import { hc } from "hono/client";
import type { AppType } from "../../worker/api";
import type { ApiErrorBody } from "../../worker/lib/api-error";
import { ORIGIN } from "./client";

/**
 * SELF.fetch as `call` sends it (client.ts): state-changing requests carry the app's Origin
 * unless the test sets its own, as a browser on the app's origin would.
 */
const appFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const method = (init?.method ?? "GET").toUpperCase();
  if (!["GET", "HEAD"].includes(method) && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  return SELF.fetch(input, { ...init, method, headers });
};

/**
 * The Worker's API through Hono's typed client: paths, inputs and response bodies come from
 * `AppType`, so a test cannot call a route that does not exist or read a field the route
 * does not return. Requests a real client cannot type (malformed bodies, hostile origins)
 * still go through `call`.
 */
export const api = hc<AppType>(ORIGIN, { fetch: appFetch }).api;

/** Request options of one call: the session cookie and the client address, when given. */
export function headers(
  cookie?: string,
  ip?: string,
  extra: Record<string, string> = {},
): { headers: Record<string, string> } {
  return {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(ip ? { "CF-Connecting-IP": ip } : {}), ...extra },
  };
}

/**
 * The body of a refused call. Errors are thrown as ApiError and shaped by the app's error
 * handler, outside any route's declared answers, so their type is the one shared shape.
 */
export async function errorBody(res: { json(): Promise<unknown> }): Promise<ApiErrorBody> {
  return (await res.json()) as ApiErrorBody;
}
