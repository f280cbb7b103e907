import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The modules of the two first screens (ADR 036): each is a chunk of its own, loaded on demand
 * (src/app/app-shell.tsx), so a visitor downloads only the screen they see.
 */
export const FIRST_SCREEN_MODULES = {
  app: "/src/app/signed-in-shell.tsx",
  landing: "/src/features/auth/landing-page.tsx",
} as const;
export type FirstScreen = keyof typeof FIRST_SCREEN_MODULES;

const chunks = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");

/** A chunk and every chunk it imports statically, by file name. */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * The files a first screen needs beyond the entry and what the entry already imports (those
 * the page preloads anyway), as the page's paths (`/assets/…`).
 */
export function firstScreenFiles(bundle: OutputBundle, screen: FirstScreen): string[] {
  const screenChunk = chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(FIRST_SCREEN_MODULES[screen]));
  if (!screenChunk) throw new Error(`the build has no chunk for ${FIRST_SCREEN_MODULES[screen]}`);
  const loaded = new Set(entryFiles(bundle));
  return [...withStaticImports(bundle, screenChunk.fileName)]
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`);
}

/** The entry chunks and every chunk they import statically, by file name: what every page loads. */
function entryFiles(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  for (const entry of chunks(bundle).filter((chunk) => chunk.isEntry))
    withStaticImports(bundle, entry.fileName, loaded);
  return loaded;
}

/** What every page loads (the entry and its static imports), as the page's paths (`/assets/…`). */
export const screenChunkFiles = (bundle: OutputBundle): string[] => [...entryFiles(bundle)].map((file) => `/${file}`);

/** A module preload as Vite writes them into the page. */
export const modulePreload = (path: string) => `<link rel="modulepreload" crossorigin href="${path}">`;

/**
 * index.html preloads the app's own screen (the signed-in shell and the dashboard) with the
 * entry: every page served from it is the app's, but for the pages outside it (pricing,
 * recipes) and the landing page, which has its own copy (scripts/prerender-landing.ts).
 * Without it the screen's chunk would be asked for only once the entry had run.
 */
export function preloadAppScreen(): Plugin {
  return {
    name: "proteo-preload-app-screen",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        const links = firstScreenFiles(context.bundle, "app").map(modulePreload).join("\n    ");
        return html.replace("</head>", `  ${links}\n  </head>`);
      },
    },
  };
}
