import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localConfig } from "./scripts/config-keys.mjs";
import { dashboardShell } from "./scripts/dashboard-shell.ts";
import { firstScreenChunks, preloadAppScreen } from "./scripts/first-screen-chunks.ts";
import { inlineCss, isStylesheet } from "./scripts/inline-css.ts";
import { prerenderLanding } from "./scripts/prerender-landing.ts";
import { serviceWorker } from "./sw/build-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
/** The entry's chunk takes its modules before any other chunk (ADR 031, ADR 044). */
const ENTRY_PRIORITY = 10;

const paths = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
  // The Worker renders the signed-in dashboard's first screen with the app's own components
  // (worker/features/dashboard/first-screen.ts, ADR 031); typed for it in worker/dashboard-html.d.ts.
  "@proteo/dashboard-html": fileURLToPath(new URL("./src/app/dashboard-html.tsx", import.meta.url)),
};

export const alias = Object.entries(paths).map(([find, replacement]) => ({ find, replacement }));

/** `npm run dev` only: where the local database lives, as scripts/dev.mjs and `npm start` keep it. */
const devStateDir = () => process.env.PROTEO_STATE_DIR || fileURLToPath(new URL("./.wrangler/state", import.meta.url));

/**
 * `npm run dev` only: the Worker's variables as `npm start` gives them (.dev.vars, the
 * environment, local keys kept beside the local database; ADR 014, ADR 027). Never at build
 * time: a build's config is what gets deployed.
 */
const devVars = () => localConfig(fileURLToPath(new URL(".", import.meta.url)), devStateDir());

// One build for both halves: the React app into dist/client and the Worker into
// dist/proteo, with a wrangler.json that `npm start` and `wrangler deploy` use.
export default defineConfig(({ command }) => ({
  plugins: [
    // React's JSX and, in `npm run dev`, React Refresh (hot reload keeping state). Its preamble
    // is an inline script, which the development CSP alone allows (worker/middleware/security-headers.ts).
    react(),
    tailwindcss(),
    inlineCss(),
    preloadAppScreen(),
    prerenderLanding(alias),
    dashboardShell(),
    serviceWorker(),
    cloudflare(
      command === "serve"
        ? { persistState: { path: devStateDir() }, config: (worker) => ({ vars: { ...worker.vars, ...devVars() } }) }
        : {},
    ),
  ],
  resolve: { alias },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The entry's modules in one chunk (ADR 031); the stylesheet, an entry of its own, stays
          // out of it (scripts/inline-css.ts, ADR 037). Each first screen's code in one more (ADR 044).
          output: {
            codeSplitting: {
              groups: [
                { name: "app", tags: ["$initial"], test: (id) => !isStylesheet(id), priority: ENTRY_PRIORITY },
                ...firstScreenChunks(root, ENTRY_PRIORITY),
              ],
            },
          },
        },
      },
    },
    // `npm run dev`: the JSX runtime of the Worker's dashboard render, bundled with the other
    // dependencies from the start. Found later, it would be bundled again with a second copy of
    // React, and the Worker's first dashboard render would mix the two (hooks without a renderer).
    // A build: the Worker minified as the client is (Vite leaves a server build as written),
    // keeping its functions' and classes' names, so a logged stack still names them (ADR 069).
    proteo:
      command === "serve"
        ? { optimizeDeps: { include: ["react/jsx-dev-runtime"] } }
        : {
            build: {
              minify: true,
              // Source maps beside the modules: Cloudflare maps a logged stack back to the sources
              // with them, and test/e2e/worker-bundle.test.ts reads which sources each module holds.
              sourcemap: true,
              // Which module imports which, for the same test.
              manifest: true,
              rolldownOptions: {
                output: {
                  minify: { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: true } },
                },
              },
            },
          },
  },
}));
