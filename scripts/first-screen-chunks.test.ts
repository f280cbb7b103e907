import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { firstScreenChunks } from "./first-screen-chunks.ts";

/** A module id as the bundler names it: the file's absolute path. */
const ROOT = "/home/proteo";
const id = (path: string) => `${ROOT}${path}`;

/**
 * A small app shaped like Proteo's: the entry starts the landing page alone or the app with its
 * data layer, each on demand (ADR 050); the app loads its screens on demand, the app's screen
 * loads a section on demand, and a page outside both screens (pricing) shares modules with
 * them. Paths are [static imports, imports on demand].
 */
const REACT_DOM = "/node_modules/react-dom/cjs/react-dom-client.production.js";
const QUERY_CLIENT = "/node_modules/@tanstack/query-core/build/modern/queryClient.js";
const GRAPH: Record<string, [string[], string[]]> = {
  "/src/main.tsx": [
    ["/src/lib/api.ts", "/node_modules/lucide/dist/esm/lucide.mjs"],
    ["/src/app/landing-root.tsx", "/src/app/start-app.tsx"],
  ],
  "/src/app/landing-root.tsx": [["/src/features/auth/landing-page.tsx", "/src/app/live.tsx", REACT_DOM], []],
  "/src/app/start-app.tsx": [
    ["/src/app/live.tsx", "/src/app/routes.tsx", QUERY_CLIENT, REACT_DOM],
    ["/src/app/signed-in-shell.tsx", "/src/features/auth/landing-page.tsx", "/src/app/other-routes.tsx"],
  ],
  "/src/app/live.tsx": [[], []],
  "/src/app/routes.tsx": [[], []],
  [REACT_DOM]: [[], []],
  [QUERY_CLIENT]: [[], []],
  "/src/lib/api.ts": [[], []],
  "/node_modules/lucide/dist/esm/lucide.mjs": [["/node_modules/lucide/dist/esm/icons/check.mjs"], []],
  "/node_modules/lucide/dist/esm/icons/check.mjs": [[], []],
  "/src/app/signed-in-shell.tsx": [
    [
      "/src/ui/meal-row.tsx",
      "/src/features/dashboard/ring.tsx",
      "/src/ui/field.tsx",
      "/src/lib/api.ts",
      "/node_modules/lucide/dist/esm/icons/check.mjs",
      QUERY_CLIENT,
      REACT_DOM,
    ],
    ["/src/features/settings/settings-section.tsx"],
  ],
  "/src/ui/meal-row.tsx": [[], []],
  "/src/features/dashboard/ring.tsx": [[], []],
  "/src/ui/field.tsx": [[], []],
  "/src/features/auth/landing-page.tsx": [
    ["/src/ui/field.tsx", "/src/features/auth/email-auth-form.tsx"],
    ["/src/features/auth/forgot-password.tsx"],
  ],
  "/src/features/auth/email-auth-form.tsx": [["/src/lib/form-errors.ts", "/src/features/auth/sign-in.ts"], []],
  "/src/features/auth/sign-in.ts": [[], []],
  "/src/lib/form-errors.ts": [[], []],
  "/src/features/auth/forgot-password.tsx": [["/src/features/auth/sign-in.ts"], []],
  "/src/features/settings/settings-section.tsx": [["/src/lib/form-errors.ts", "/src/ui/meal-row.tsx"], []],
  "/src/app/other-routes.tsx": [["/src/ui/meal-row.tsx", "/src/features/pricing.tsx"], []],
  "/src/features/pricing.tsx": [[], []],
};

function moduleInfo(path: string): ModuleInfo | null {
  const entry = GRAPH[path];
  if (!entry) return null;
  const [imported, onDemand] = entry;
  const dynamicImporters = Object.entries(GRAPH)
    .filter(([, [, dynamic]]) => dynamic.includes(path))
    .map(([from]) => id(from));
  return {
    id: id(path),
    importedIds: imported.map(id),
    dynamicallyImportedIds: onDemand.map(id),
    dynamicImporters,
  } as ModuleInfo;
}

/** The graph's ModuleInfo objects, one per module for the whole pass, as the bundler keeps them. */
const infos = new Map(Object.keys(GRAPH).map((path) => [id(path), moduleInfo(path)]));
const ctx = { getModuleInfo: (moduleId: string) => infos.get(moduleId) ?? null };

describe("each first screen in one chunk (ADR 044)", () => {
  const groups = firstScreenChunks(ROOT, 10);
  /** The chunk a module goes in: the first group, highest priority first, that names it. */
  const chunkOf = (path: string) => {
    for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
      const name = typeof group.name === "function" ? group.name(id(path), ctx) : group.name;
      if (name) return name;
    }
    return null;
  };

  it("fills its chunks below the entry's group, the shared ones first", () => {
    expect(groups.map((group) => group.priority)).toEqual([9, 8, 7, 6, 5]);
  });

  it("puts the app's start in a chunk of its own, which the landing page never loads", () => {
    expect(chunkOf("/src/app/start-app.tsx")).toBe("app-start");
    expect(chunkOf("/src/app/routes.tsx")).toBe("app-start");
  });

  it("puts the app screen's own modules in its chunk, and those pages outside it share in another", () => {
    expect(chunkOf("/src/app/signed-in-shell.tsx")).toBe("signed-in-shell");
    expect(chunkOf("/src/features/dashboard/ring.tsx")).toBe("signed-in-shell");
    // Pricing loads it too: the app's frame, so that pricing does not download the dashboard.
    expect(chunkOf("/src/ui/meal-row.tsx")).toBe("app-frame");
  });

  it("puts the landing page's own modules in its chunk, and the sign-in flow's shared ones with it", () => {
    expect(chunkOf("/src/app/landing-root.tsx")).toBe("landing-page");
    expect(chunkOf("/src/features/auth/landing-page.tsx")).toBe("landing-page");
    expect(chunkOf("/src/features/auth/email-auth-form.tsx")).toBe("landing-page");
    // Also used by "forgot password", which only the landing page opens.
    expect(chunkOf("/src/features/auth/sign-in.ts")).toBe("landing-page");
  });

  it("shares between the screens what both import, and what the app needs of the landing page's", () => {
    expect(chunkOf("/src/ui/field.tsx")).toBe("first-screens");
    // The landing page's root and the app's start both hydrate, and both run on React DOM.
    expect(chunkOf("/src/app/live.tsx")).toBe("first-screens");
    expect(chunkOf(REACT_DOM)).toBe("first-screens");
    // Settings uses the form helper: opening it must not download the landing page.
    expect(chunkOf("/src/lib/form-errors.ts")).toBe("first-screens");
  });

  it("leaves the entry's modules, lucide's icons, the app's packages and other screens' modules to the bundler", () => {
    expect(chunkOf("/src/main.tsx")).toBeNull();
    expect(chunkOf("/src/lib/api.ts")).toBeNull();
    expect(chunkOf("/node_modules/lucide/dist/esm/icons/check.mjs")).toBeNull();
    // The data layer, which only the app runs: it goes where the bundler first needs it.
    expect(chunkOf(QUERY_CLIENT)).toBeNull();
    expect(chunkOf("/src/features/settings/settings-section.tsx")).toBeNull();
    expect(chunkOf("/src/features/pricing.tsx")).toBeNull();
  });
});
