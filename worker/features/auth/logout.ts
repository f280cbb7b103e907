import type { Context } from "hono";
import { Hono } from "hono";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { endSession } from "../../lib/session";

/**
 * Whether a GET /api/logout is the user's own doing: typed into the address bar or
 * bookmarked (`Sec-Fetch-Site: none`), or a navigation from a page of this origin
 * (`same-origin`: the app's Logout). A link or an image on any other site, including a
 * sibling subdomain (`same-site`), is not. Browsers without Fetch Metadata (before Safari
 * 16.4) send no `Sec-Fetch-Site`; for them a `Referer` on this origin stands in (our
 * Referrer-Policy sends it on same-origin navigations, and another site cannot forge it).
 * Anything else, a missing Referer included, gets the confirmation page: the safe side (ADR 016).
 */
export function isOwnNavigation(c: Context<AppEnv>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined) return site === "same-origin" || site === "none";
  const referer = c.req.header("Referer");
  if (!referer) return false;
  try {
    return appOrigins(c).has(new URL(referer).origin);
  } catch {
    return false;
  }
}

function appOrigins(c: Context<AppEnv>): Set<string> {
  const origins = new Set([new URL(c.req.url).origin]);
  if (c.env.APP_ORIGIN) origins.add(c.env.APP_ORIGIN.replace(/\/$/, ""));
  return origins;
}

/**
 * The page a cross-site logout link lands on: it asks before signing out. A plain form
 * that POSTs to this same path; no script (the CSP allows none inline), and the POST
 * passes the app's Origin check only when the form is submitted from this origin.
 */
const CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out of Proteo?</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  main { max-width: 26rem; margin: 1rem; padding: 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; text-align: center; }
  h1 { font-size: 1.4rem; margin: 0 0 .75rem; }
  p { color: #334155; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; justify-content: center; margin-top: 1.25rem; }
  button, a { font: inherit; font-weight: 600; padding: .6rem 1.1rem; border-radius: .75rem; cursor: pointer; text-decoration: none; }
  button { background: #15803d; color: #fff; border: 0; }
  a { color: #0f172a; border: 1px solid #cbd5e1; }
  button:focus-visible, a:focus-visible { outline: 2px solid #15803d; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sign out of Proteo?</h1>
<p>A link from another page asked to sign you out. If you want to sign out, confirm below; otherwise you stay signed in.</p>
<form method="post" action="/api/logout" class="actions">
<button type="submit">Sign out</button>
<a href="/">Stay signed in</a>
</form>
</main>
</body>
</html>
`;

async function signOut(c: Context<AppEnv>) {
  await endSession(c, getDb(c.env.DB));
  // 303: after the POST, the browser follows with a GET of the app.
  return c.redirect("/", c.req.method === "POST" ? 303 : 302);
}

/**
 * GET /api/logout: the app's Logout navigates here and is signed
 * out at once. A navigation started by another site only shows a page that asks first, so
 * a link or an <img> elsewhere cannot sign anyone out. POST /api/logout is that page's
 * button; the Origin check (worker/middleware/origin-check.ts) refuses it from any other site.
 */
export const logoutRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    if (isOwnNavigation(c)) return signOut(c);
    // Nobody is signed in here: nothing to protect, nothing to ask.
    if (!c.get("user")) return c.redirect("/", 302);
    c.header("Cache-Control", "no-store");
    return c.html(CONFIRM_PAGE, 200);
  })
  .post("/", (c) => signOut(c));
