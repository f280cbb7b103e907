import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { sessionCookieName } from "./session";

/**
 * The landing page rendered at build time (scripts/prerender-landing.ts writes landing.html;
 * the assets binding serves it at /landing). Served for `/` to a page load with no session
 * cookie (issue 21, ADR 031): nobody can be signed in, so the page's first bytes can carry
 * the headline. Only a page load (Sec-Fetch-Dest: document): the service worker's copy of
 * the app shell, fetched without it, stays the plain shell that every screen starts from.
 */
const LANDING_PATH = "/landing";

/** Whether this request for `/` gets the prerendered landing page rather than the app shell. */
export function wantsLanding(c: Context): boolean {
  return (
    c.req.method === "GET" &&
    c.req.path === "/" &&
    c.req.header("Sec-Fetch-Dest") === "document" &&
    !getCookie(c, sessionCookieName(c))
  );
}

/**
 * A static file, or for client routes the app shell, from the assets binding. Copied, so the
 * security middleware can add headers to an otherwise immutable response; `/` varies with the
 * session cookie and the request's destination.
 */
export async function appShell(c: Context, assets: Fetcher): Promise<Response> {
  const request = wantsLanding(c) ? new Request(new URL(LANDING_PATH, c.req.url), c.req.raw) : c.req.raw;
  const asset = await assets.fetch(request);
  const response = new Response(asset.body, asset);
  if (c.req.method === "GET" && c.req.path === "/") response.headers.append("Vary", "Cookie, Sec-Fetch-Dest");
  return response;
}
