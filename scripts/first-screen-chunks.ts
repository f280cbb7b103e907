import { join } from "node:path";
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo, OutputBundle, OutputChunk } from "rolldown";
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

/**
 * The module the entry starts each first screen from (src/app/boot.tsx, ADR 050): the landing
 * page's root, which runs it without the app, and the app's start with its data layer.
 */
export const FIRST_SCREEN_STARTS = {
  app: "/src/app/start-app.tsx",
  landing: "/src/app/landing-root.tsx",
} as const satisfies Record<FirstScreen, string>;

/**
 * What a first screen loads on demand as part of itself once it has painted: the dashboard's
 * "Log again" card, its weight card and its goal offer (src/app/section-view.tsx). Their rules
 * are in the screen's inline styles, so they do not wait for the whole stylesheet (ADR 051).
 */
export const FIRST_SCREEN_AFTER_PAINT = {
  app: [
    "/src/features/meals/quick-relog.tsx",
    "/src/features/body/weight-card.tsx",
    "/src/features/body/goal-offer.tsx",
  ],
  landing: [],
} as const satisfies Record<FirstScreen, readonly string[]>;

/**
 * Source modules whose classes a screen's inline styles also cover beyond what it draws: the
 * landing page carries the app's bottom navigation, so a guest who enters the app while the
 * whole stylesheet fails to load still has the navigation bar on screen to move on with (and the
 * next screen's code asks for the stylesheet again).
 */
export const FIRST_SCREEN_ALSO_STYLED = {
  app: [],
  landing: ["/src/features/nav/bottom-nav.tsx"],
} as const satisfies Record<FirstScreen, readonly string[]>;

/** lucide's barrel: the bundler splits it by the icons each chunk really uses. */
const ICONS_PACKAGE = "/node_modules/lucide/";

const isPackage = (id: string) => id.includes("/node_modules/");

/** The app's entry module, whose static imports make the entry chunk (ADR 031). */
const ENTRY_MODULE = "/src/main.tsx";

type ModuleInfoOf = (id: string) => ModuleInfo | null;

/** A module and every module it imports (statically, or also on demand), by id. */
function closure(infoOf: ModuleInfoOf, id: string, onDemandToo: boolean): Set<string> {
  const found = new Set<string>();
  const next = [id];
  for (let module = next.pop(); module !== undefined; module = next.pop()) {
    if (found.has(module)) continue;
    const info = infoOf(module);
    if (!info) throw new Error(`the build has no module ${module}`);
    found.add(module);
    next.push(...info.importedIds, ...(onDemandToo ? info.dynamicallyImportedIds : []));
  }
  return found;
}

/** The chunk each first screen's own module goes in (ADR 044), by module id. */
function firstScreenChunkNames(infoOf: ModuleInfoOf, projectRoot: string): Map<string, string> {
  // The bundler names a module by its absolute path.
  const appModule = (path: string) => join(projectRoot, path);
  const entryId = appModule(ENTRY_MODULE);
  const entry = closure(infoOf, entryId, false);
  // A root is a module imported on demand: loading it loads every module of its static closure.
  const roots = [...closure(infoOf, entryId, true)].filter((id) => infoOf(id)?.dynamicImporters.length);
  const rootsLoading = new Map<string, string[]>();
  for (const root of roots) {
    for (const id of closure(infoOf, root, false)) {
      // The entry's modules are in the entry chunk, and lucide's icons are left to the bundler.
      if (entry.has(id) || id.includes(ICONS_PACKAGE)) continue;
      rootsLoading.set(id, [...(rootsLoading.get(id) ?? []), root]);
    }
  }
  const screen = (path: string) => {
    const id = appModule(path);
    return { modules: closure(infoOf, id, false), below: closure(infoOf, id, true) };
  };
  const app = screen(FIRST_SCREEN_MODULES.app);
  // The landing page's root imports the page itself: its screen is the root's.
  const landing = screen(FIRST_SCREEN_STARTS.landing);
  const appStart = closure(infoOf, appModule(FIRST_SCREEN_STARTS.app), false);
  const names = new Map<string, string>();
  for (const [id, loadedBy] of rootsLoading) {
    const forApp = app.modules.has(id) || appStart.has(id);
    // What both screens run, packages too (React, the router), is shared.
    if (forApp && landing.modules.has(id)) names.set(id, "first-screens");
    // The bundler places the other packages: the data layer's core goes with the app's start,
    // the first chunk to use it, and what only screens loaded later use of it (mutations,
    // infinite lists) goes with them.
    else if (isPackage(id)) continue;
    // The app's start: its providers and its routes, which every page but the landing page
    // starts with.
    else if (appStart.has(id)) names.set(id, "app-start");
    // The app's navigation and what else the pages outside it (pricing, a reset link) share with
    // it: a chunk of their own, so that such a page does not download the whole dashboard.
    else if (app.modules.has(id))
      names.set(id, loadedBy.every((root) => app.below.has(root)) ? "signed-in-shell" : "app-frame");
    // A module of the landing page that screens outside it need too (a form's error helper)
    // goes in the shared chunk: a user opening Settings should not download the landing page.
    else if (landing.modules.has(id))
      names.set(id, loadedBy.every((root) => landing.below.has(root)) ? "landing-page" : "first-screens");
  }
  return names;
}

/**
 * The chunks of the first screens, in the order the bundler fills them: each takes its modules
 * and, of their imports, those no chunk before it has taken.
 */
const FIRST_SCREEN_CHUNKS = ["first-screens", "app-start", "app-frame", "signed-in-shell", "landing-page"] as const;

/**
 * The chunking groups that make each first screen one file (ADR 044): every module a screen
 * imports statically, beyond the entry's, goes into the screen's own chunk; what both screens
 * import into one chunk they share; what the app's screen shares with the pages outside it
 * (its navigation) into one more. Left to itself the bundler cut the dashboard's code into a
 * dozen files, one for each set of screens sharing a module (a 134-byte hook, a 185-byte
 * helper), and a phone paid a request for each. Their priorities are below `entryPriority`,
 * the entry's group's: the entry's modules stay in the entry.
 */
export function firstScreenChunks(projectRoot: string, entryPriority: number): CodeSplittingGroup[] {
  // Rolldown asks for each module's name in turn: the graph is read once per chunking pass,
  // keyed by the entry's module info, which is one object throughout a pass.
  const passes = new WeakMap<ModuleInfo, Map<string, string>>();
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    const infoOf: ModuleInfoOf = (moduleId) => ctx.getModuleInfo(moduleId);
    const key = infoOf(join(projectRoot, ENTRY_MODULE));
    if (!key) return undefined;
    const names = passes.get(key) ?? firstScreenChunkNames(infoOf, projectRoot);
    passes.set(key, names);
    return names.get(id);
  };
  return FIRST_SCREEN_CHUNKS.map((chunk, index) => ({
    name: (id, ctx) => (chunkOf(id, ctx) === chunk ? chunk : null),
    priority: entryPriority - 1 - index,
  }));
}

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
  const chunkOf = (path: string) => chunkFileOf(bundle, path);
  const needed = withStaticImports(bundle, chunkOf(FIRST_SCREEN_STARTS[screen]));
  withStaticImports(bundle, chunkOf(FIRST_SCREEN_MODULES[screen]), needed);
  const loaded = new Set(entryFiles(bundle));
  return [...needed].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/** The entry chunks and every chunk they import statically, by file name: what every page loads. */
function entryFiles(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  for (const entry of chunks(bundle).filter((chunk) => chunk.isEntry))
    withStaticImports(bundle, entry.fileName, loaded);
  return loaded;
}

/** The file of the chunk that holds a module, by the module's path in the project. */
function chunkFileOf(bundle: OutputBundle, path: string): string {
  const found = chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => id.endsWith(path)));
  if (!found) throw new Error(`the build has no chunk for ${path}`);
  return found.fileName;
}

/**
 * Every file whose code can draw a first screen before the whole stylesheet has loaded (ADR
 * 051): what every page loads, the screen's own files, and what it loads after its paint.
 */
export function firstScreenDrawingFiles(bundle: OutputBundle, screen: FirstScreen): string[] {
  const later = new Set<string>();
  for (const path of FIRST_SCREEN_AFTER_PAINT[screen]) withStaticImports(bundle, chunkFileOf(bundle, path), later);
  const files = [
    ...screenChunkFiles(bundle),
    ...firstScreenFiles(bundle, screen),
    ...[...later].map((file) => `/${file}`),
  ];
  return [...new Set(files)];
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
