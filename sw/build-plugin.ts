import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * Builds the service worker (ADR 027) after the client bundle is written: esbuild
 * bundles sw/service-worker.ts, then Serwist's injectManifest puts the list of the built
 * files, with their revisions, in place of `self.__SW_MANIFEST`. A plugin of the client
 * environment only, so the Worker build (@cloudflare/vite-plugin) never sees it.
 */
export function serviceWorker(): Plugin {
  return {
    name: "proteo-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error("the client build has no output directory");
      const bundled = join(outDir, "sw.src.js");
      await build({
        entryPoints: [new URL("./service-worker.ts", import.meta.url).pathname],
        bundle: true,
        format: "iife",
        minify: true,
        target: "es2022",
        outfile: bundled,
        logLevel: "warning",
      });
      // The app shell is precached as "/", the URL the Worker serves it at (index.html
      // itself is never requested by the app), revisioned by its content.
      const shell = createHash("sha256")
        .update(readFileSync(join(outDir, "index.html")))
        .digest("hex")
        .slice(0, 16);
      const result = await injectManifest({
        swSrc: bundled,
        swDest: join(outDir, "sw.js"),
        globDirectory: outDir,
        globPatterns: ["**/*.{js,css,svg,png,webmanifest,woff2}"],
        globIgnores: ["sw.js", "sw.src.js", "landing-bg.svg"],
        additionalPrecacheEntries: [{ url: "/", revision: shell }],
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
      });
      rmSync(bundled);
      for (const warning of result.warnings) this.warn(warning);
    },
  };
}
