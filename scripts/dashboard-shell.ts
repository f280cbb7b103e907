import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { withCriticalCss } from "./critical-css.ts";

/**
 * The page the Worker draws the signed-in dashboard into (worker/features/dashboard/first-screen.ts):
 * the built index.html with, inline, only the styles the app's first screen can use
 * (ADR 043). index.html itself keeps the whole stylesheet: every other page it serves is drawn
 * by the app in the browser, which may draw any screen. The assets binding serves this file at
 * /dashboard-shell, to the Worker alone (worker/lib/app-shell.ts).
 */
export const DASHBOARD_SHELL_FILE = "dashboard-shell.html";

export function dashboardShell(): Plugin {
  return {
    name: "proteo-dashboard-shell",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error("the client build has no output directory");
      const shell = readFileSync(join(outDir, "index.html"), "utf8");
      writeFileSync(join(outDir, DASHBOARD_SHELL_FILE), await withCriticalCss(shell, bundle, "app"));
    },
  };
}
