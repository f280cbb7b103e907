import { SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost";

/**
 * Calls the Worker as a browser on the app's own origin would: state-changing requests
 * carry the app's Origin unless a test overrides it.
 */
export function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  const method = (rest.method ?? (json === undefined ? "GET" : "POST")).toUpperCase();
  if (!["GET", "HEAD"].includes(method) && !h.has("Origin")) h.set("Origin", ORIGIN);
  if (json !== undefined && !h.has("Content-Type")) h.set("Content-Type", "application/json");
  return SELF.fetch(`${ORIGIN}${path}`, {
    ...rest,
    method,
    headers: h,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}
