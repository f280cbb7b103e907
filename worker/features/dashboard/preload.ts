import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { sessionCookieName } from "../../lib/session";

/**
 * The reads the dashboard makes as soon as it knows the user is signed in. Preloaded, they
 * start with the JavaScript download instead of after the app has run (and, for the badges,
 * after the dashboard has rendered): on a slow phone that chain was the dashboard's largest
 * paint. `fetch()` with credentials "include" (src/lib/api.ts) picks up these responses.
 */
export const DASHBOARD_READS = ["/api/dashboard", "/api/gamification/badges"];

export const DASHBOARD_PRELOAD = DASHBOARD_READS.map(
  (path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`,
).join(", ");

/**
 * Adds the dashboard's preloads to the app shell served at `/` when the request carries a
 * session cookie (present, not checked: the shell must not wait on D1; a stale cookie costs
 * two 401s). The shell's `Vary: Cookie` (worker/lib/app-shell.ts) keeps a cached shell from
 * hinting after sign-out.
 */
export function hintDashboard(c: Context, response: Response): Response {
  if (c.req.method !== "GET" || c.req.path !== "/") return response;
  if (getCookie(c, sessionCookieName(c))) response.headers.append("Link", DASHBOARD_PRELOAD);
  return response;
}
