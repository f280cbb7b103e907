/// <reference path="../../dashboard-html.d.ts" />
import type { Context } from "hono";
import { afterPaintLoader } from "../../lib/after-paint";
import { DASHBOARD_SHELL_PATH, hasSessionCookie, loadsRootPage, ROOT_VARY } from "../../lib/app-shell";
import { errorDetails } from "../../lib/error-details";
import { log } from "../../lib/log";
import { DASHBOARD_READS } from "./preload";

/** Answers an API path for the same visitor: the app itself, in this isolate, with the visitor's cookie. */
export type OwnRead = (path: string) => Response | Promise<Response>;

/** The reads the first screen is drawn from, in the order src/app/first-screen.ts names them. */
const FIRST_SCREEN_READS = ["/api/auth/user", ...DASHBOARD_READS] as const;

/** The id of the page's JSON data block (src/app/first-screen.ts, FIRST_SCREEN_DATA_ID). */
const DATA_ID = "first-screen-data";

/**
 * JSON inside a <script> element: `<` escaped, so a meal named "</script><script>…" ends
 * nothing early (JSON.parse reads \u003c back as `<`).
 */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The signed-in dashboard at `/` with its first screen already drawn (ADR 031): the
 * user's own reads (the same routes and JSON the app would fetch, run in this isolate), the
 * dashboard rendered from them by the app's components (src/app/dashboard-html.tsx, loaded on
 * the first such request so the Worker's startup does not pay for it) into the app shell, and
 * the reads in the page for the browser to hydrate from. Null, and the plain shell is served,
 * when this is not a signed-in page load of `/` or any read is not a 200 (a stale cookie).
 * Personal: never stored by a shared cache (`private, no-store`), nor by the service worker.
 */
export async function renderedDashboard(c: Context, assets: Fetcher, read: OwnRead): Promise<Response | null> {
  if (!loadsRootPage(c) || !hasSessionCookie(c)) return null;
  const [answers, shell] = await Promise.all([
    Promise.all(FIRST_SCREEN_READS.map(read)),
    // The shell with the first screen's styles alone (ADR 043), never a 304 to the browser's
    // cached copy: its body is rewritten.
    assets.fetch(new Request(new URL(DASHBOARD_SHELL_PATH, c.req.url))),
  ]);
  if (!shell.ok || answers.some((answer) => answer.status !== 200)) return null;
  const [user, dashboard, badges] = await Promise.all(answers.map((answer) => answer.json()));
  const data = { user, dashboard, badges };
  let html: string;
  try {
    const { renderDashboardHtml } = await import("@proteo/dashboard-html");
    html = await renderDashboardHtml(data);
  } catch (err) {
    log("error", c.get("requestId"), "dashboard render failed", { error: errorDetails(err) });
    return null;
  }
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
          end.before(`<script type="application/json" id="${DATA_ID}">${scriptSafeJson(data)}</script>`, {
            html: true,
          });
          end.before(afterPaintLoader(app, preloads), { html: true });
        });
      },
    })
    .transform(shell);
  const response = new Response(page.body, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", Vary: ROOT_VARY },
  });
  // A session the reads slid forward (half its 30 days used) sends its cookie anew: it goes
  // to the browser with the page, as it would have with the browser's own read. The three
  // reads run at once and may each renew it, a moment apart: one cookie per name, the last.
  const byName = new Map<string, string>();
  for (const cookie of answers.flatMap((answer) => answer.headers.getSetCookie())) {
    byName.set(cookie.slice(0, cookie.indexOf("=")), cookie);
  }
  for (const cookie of byName.values()) response.headers.append("Set-Cookie", cookie);
  return response;
}
