import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { sessionCookieName } from "./session";

/**
 * The landing page rendered at build time (scripts/prerender-landing.ts writes landing.html;
 * the assets binding serves it at /landing), for `/` without a session cookie (ADR 031).
 */
const LANDING_PATH = "/landing";

/**
 * The page the Worker draws the signed-in dashboard into: index.html with only the first
 * screen's styles inline (scripts/dashboard-shell.ts writes dashboard-shell.html, ADR 043).
 * A template, not a page: a visit to its path gets the app shell, as any client route does.
 */
export const DASHBOARD_SHELL_PATH = "/dashboard-shell";

/**
 * Whether the request is a page load of `/` (Sec-Fetch-Dest: document), the one the browser
 * paints first: only those get a first screen drawn ahead (ADR 031). The service worker's copy
 * of the app shell, fetched without it, stays the plain shell every screen starts from.
 */
export const loadsRootPage = (c: Context): boolean =>
  c.req.method === "GET" && c.req.path === "/" && c.req.header("Sec-Fetch-Dest") === "document";

/** Whether the request carries a session cookie (present, not checked: that needs D1). */
export const hasSessionCookie = (c: Context): boolean => Boolean(getCookie(c, sessionCookieName(c)));

/** `/`'s answer depends on the session cookie and the request's destination. */
export const ROOT_VARY = "Cookie, Sec-Fetch-Dest";

/**
 * A static file, or for client routes the app shell, from the assets binding: for a page
 * load of `/` with no session cookie, the prerendered landing page, since nobody can be signed
 * in. Copied, so the security middleware can add headers to an otherwise immutable response.
 */
export async function appShell(c: Context, assets: Fetcher): Promise<Response> {
  const landing = loadsRootPage(c) && !hasSessionCookie(c);
  const path = landing ? LANDING_PATH : c.req.path === DASHBOARD_SHELL_PATH ? "/" : null;
  const request = path ? new Request(new URL(path, c.req.url), c.req.raw) : c.req.raw;
  const asset = await assets.fetch(request);
  const response = new Response(asset.body, asset);
  if (c.req.method === "GET" && c.req.path === "/") response.headers.append("Vary", ROOT_VARY);
  return response;
}
