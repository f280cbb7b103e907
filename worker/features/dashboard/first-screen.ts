/// <reference path="../../dashboard-html.d.ts" />
import type { Context } from "hono";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { afterPaintLoader } from "../../lib/after-paint";
import { DASHBOARD_SHELL_PATH, hasSessionCookie, loadsRootPage, ROOT_VARY } from "../../lib/app-shell";
import { badgesAnswer } from "../../lib/badges";
import { errorDetails } from "../../lib/error-details";
import { settleLocalBilling } from "../../lib/local-billing-clock";
import { log } from "../../lib/log";
import { toPublicUser } from "../../lib/public-user";
import { readSession } from "../../lib/session";
import { dashboardAnswer, dashboardData } from "./routes";

/** The id of the page's JSON data block (src/app/first-screen.ts, FIRST_SCREEN_DATA_ID). */
const DATA_ID = "first-screen-data";

/**
 * JSON inside a <script> element: `<` escaped, so a meal named "</script><script>…" ends
 * nothing early (JSON.parse reads \u003c back as `<`).
 */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The first screen's data as the API routes answer it (GET /api/auth/user, /api/dashboard and
 * /api/gamification/badges): the session from D1, then the dashboard with the badges in one
 * call to the user's own object. Null without a live session; sent through JSON as the routes'
 * answers are, so the server render sees what the browser's queries would.
 */
async function firstScreenData(c: Context<AppEnv>, now: number) {
  const session = await readSession(c, getDb(c.env.DB), now);
  if (!session) return null;
  // As on every API call: under the local billing twin, a trial or period that has run out is
  // settled first, so the first screen shows the subscription the API would answer.
  const user = await settleLocalBilling(c.env, c.req.url, session);
  const data = await dashboardData(c.env, user, now, true);
  const answers = {
    user: toPublicUser(user),
    dashboard: dashboardAnswer(user, data, now),
    badges: badgesAnswer(data.badges ?? []),
  };
  return JSON.parse(JSON.stringify(answers)) as typeof answers;
}

/**
 * The signed-in dashboard at `/` with its first screen already drawn (ADR 031): the session
 * and the screen's data (firstScreenData), the dashboard rendered from them by
 * the app's components with React DOM's server render (src/app/dashboard-html.tsx, loaded on
 * the first such request so the Worker's startup does not pay for it) into the app shell, and
 * the data in the page as TanStack Query's dehydrated state for the browser to hydrate from.
 * Null, and the plain shell is served, when this is not a signed-in page load of `/`, the
 * session is not live (the app then shows the landing page) or the read or render fails.
 * Personal: never stored by a shared cache (`private, no-store`), nor by the service worker.
 */
export async function renderedDashboard(c: Context<AppEnv>, assets: Fetcher): Promise<Response | null> {
  if (!loadsRootPage(c) || !hasSessionCookie(c)) return null;
  const now = Date.now();
  let rendered: { html: string; state: unknown };
  const [data, shell] = await Promise.all([
    firstScreenData(c, now).catch((err: unknown) => {
      log("error", c.get("requestId"), "first screen read failed", { error: errorDetails(err) });
      return null;
    }),
    // The shell with the first screen's styles alone (ADR 043), never a 304 to the browser's
    // cached copy: its body is rewritten.
    assets.fetch(new Request(new URL(DASHBOARD_SHELL_PATH, c.req.url))),
  ]);
  if (!data || !shell.ok) return null;
  try {
    const { renderDashboardHtml } = await import("@proteo/dashboard-html");
    rendered = await renderDashboardHtml(data);
  } catch (err) {
    log("error", c.get("requestId"), "dashboard render failed", { error: errorDetails(err) });
    return null;
  }
  const { html, state } = rendered;
  // The screen is in the HTML: the app's script only makes it interactive, so it loads after
  // the first paint (worker/lib/after-paint.ts; the landing page is built the same way).
  let app = "";
  const preloads: string[] = [];
  const page = new HTMLRewriter()
    // The shell asks who is signed in while its script loads; this page already says.
    .on('link[rel="preload"][href="/api/auth/user"]', { element: (link) => void link.remove() })
    .on('script[type="module"][src]', {
      element(script) {
        const src = script.getAttribute("src") ?? "";
        // `npm run dev` only: Vite's own client (/@vite/client, hot reload) stays where it is.
        if (src.startsWith("/@")) return;
        app = src;
        script.remove();
      },
    })
    .on('link[rel="modulepreload"][href]', {
      element(link) {
        preloads.push(link.getAttribute("href") ?? "");
        link.remove();
      },
    })
    .on("#root", {
      element(root) {
        root.setAttribute("data-prerendered", "dashboard");
        root.setInnerContent(html, { html: true });
      },
    })
    .on("body", {
      element(body) {
        // At the body's end, once every script of the shell has been read (a build names them
        // in the head; Vite's dev server puts the app's at the end of the body).
        body.onEndTag((end) => {
          end.before(`<script type="application/json" id="${DATA_ID}">${scriptSafeJson(state)}</script>`, {
            html: true,
          });
          end.before(afterPaintLoader(app, preloads), { html: true });
        });
      },
    })
    .transform(shell);
  if (!page.body) return null;
  // c.body keeps the headers set on the context: a session the read slid forward (half its
  // 30 days used) sends its cookie anew with the page, as the browser's own read would have.
  c.header("Content-Type", "text/html; charset=utf-8");
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", ROOT_VARY);
  return c.body(page.body, 200);
}
