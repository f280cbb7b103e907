import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { type AliasOptions, createServer, type Plugin } from "vite";
import { loadAppAfterPaint } from "../worker/lib/after-paint.ts";
import { withCriticalCss } from "./critical-css.ts";
import { firstScreenFiles, modulePreload } from "./first-screen-chunks.ts";

/** Where the landing page is written in the client build; the Worker serves it (worker/lib/app-shell.ts). */
export const LANDING_FILE = "landing.html";

/** The app's mount point in index.html, with the 'Loading...' it shows until React runs. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** index.html's note on the 'Loading...' it paints; the landing page paints itself instead. */
const SHELL_NOTE = /<!-- Painted before the JavaScript arrives[\s\S]*?-->/;
const LANDING_NOTE =
  "<!-- The landing page, rendered at build time (scripts/prerender-landing.ts); the app hydrates it. -->";

/**
 * Puts the signed-out landing page's HTML, rendered by the app's own components
 * (src/app/landing-html.tsx), into a copy of the built index.html (ADR 031): a
 * visitor with no session sees the headline with the first response instead of after the
 * JavaScript has downloaded and run. The copy keeps every asset of index.html, which is
 * written first (this runs after the bundle is on disk), and of its inline stylesheet the
 * rules the landing page can use (ADR 043).
 */
export function prerenderLanding(alias: AliasOptions): Plugin {
  return {
    name: "proteo-prerender-landing",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error("the client build has no output directory");
      // A throwaway Vite server of the app's modules alone (no Worker, no project config):
      // it runs the TSX in Node with the app's aliases, as `npm run dev` would in a browser.
      const server = await createServer({
        configFile: false,
        root: new URL("..", import.meta.url).pathname,
        plugins: [react()],
        resolve: { alias },
        appType: "custom",
        logLevel: "error",
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let body: string;
      try {
        // src/app/landing-html.tsx: typed by the app's tsconfig, not this one (no JSX here).
        const module = (await server.ssrLoadModule("/src/app/landing-html.tsx")) as {
          renderLandingHtml(): Promise<string>;
        };
        body = await module.renderLandingHtml();
      } finally {
        await server.close();
      }
      const shell = readFileSync(join(outDir, "index.html"), "utf8");
      if (!ROOT.test(shell)) throw new Error("index.html has no #root element to render the landing page into");
      // The landing page's own code instead of the app's screen, which index.html preloads
      // (scripts/first-screen-chunks.ts, ADR 036).
      const appScreen = firstScreenFiles(bundle, "app").map(modulePreload);
      const missing = appScreen.filter((link) => !shell.includes(link));
      if (missing.length > 0) throw new Error(`index.html does not preload ${missing.join(", ")}`);
      const landingScreen = firstScreenFiles(bundle, "landing").map(modulePreload).join("");
      const landing = appScreen
        .reduce((html, link) => html.replace(link, ""), shell)
        .replace("</head>", `${landingScreen}</head>`)
        .replace(SHELL_NOTE, LANDING_NOTE)
        .replace(ROOT, (_, end: string) => `<div id="root" data-prerendered="landing">${body}</div>${end}`);
      // Where the HTML carries the first screen, the script only makes it interactive: it
      // loads after the first paint, as on the dashboard the Worker draws. The styles of every
      // other screen come with that screen's code (ADR 043, ADR 051).
      const page = loadAppAfterPaint(await withCriticalCss(landing, bundle, "landing"));
      writeFileSync(join(outDir, LANDING_FILE), page);
    },
  };
}
