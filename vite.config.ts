import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localAuthSecret, mergeConfig, parseVars } from "./scripts/config-keys.mjs";
import { preloadAppScreen } from "./scripts/first-screen-chunks.ts";
import { inlineCss, isStylesheet } from "./scripts/inline-css.ts";
import { prerenderLanding } from "./scripts/prerender-landing.ts";
import { serviceWorker } from "./sw/build-plugin.ts";

const paths = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
  // The Worker renders the signed-in dashboard's first screen with the app's own components
  // (worker/features/dashboard/first-screen.ts, ADR 031); typed for it in worker/dashboard-html.d.ts.
  "@proteo/dashboard-html": fileURLToPath(new URL("./src/app/dashboard-html.tsx", import.meta.url)),
};

/**
 * React's API on Preact (ADR 035): the app, its libraries and its tests are written against
 * React's modules and run on preact/compat, a tenth of React DOM's size.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

export const alias = [...Object.entries(paths).map(([find, replacement]) => ({ find, replacement })), ...preactCompat];

/**
 * `npm run dev` only: the AUTH_SECRET that `npm start` uses (ADR 014), from .dev.vars or the
 * environment, else the local one kept beside the local database (.wrangler/state, where
 * both keep their data). Never at build time: a build's config is what gets deployed.
 */
function devAuthSecret(): string {
  const devVars = new URL("./.dev.vars", import.meta.url);
  const fileVars = existsSync(devVars) ? parseVars(readFileSync(devVars, "utf8")) : {};
  const configured = mergeConfig(fileVars, process.env).AUTH_SECRET;
  return configured || localAuthSecret(fileURLToPath(new URL("./.wrangler/state", import.meta.url)));
}

// One build for both halves: the React app into dist/client and the Worker into
// dist/proteo, with a wrangler.json that `npm start` and `wrangler deploy` use.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineCss(),
    preloadAppScreen(),
    prerenderLanding(alias),
    serviceWorker(),
    cloudflare(
      command === "serve" ? { config: (worker) => ({ vars: { ...worker.vars, AUTH_SECRET: devAuthSecret() } }) } : {},
    ),
  ],
  resolve: { alias },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The first screen's modules in one entry chunk (ADR 031); the stylesheet, an entry of
          // its own, stays out of it (scripts/inline-css.ts, ADR 037).
          output: {
            codeSplitting: { groups: [{ name: "app", tags: ["$initial"], test: (id) => !isStylesheet(id) }] },
          },
        },
      },
    },
  },
}));
