import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The Worker `npm start` built for this run (global-setup starts the app, which builds it). */
const BUILT = resolve(import.meta.dirname, "../../dist/proteo");
const ROOT = resolve(import.meta.dirname, "../..");

/** A chunk of the build's manifest (Vite's `build.manifest`): its file and the chunks it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(BUILT, ".vite/manifest.json"), "utf8"));
}

/**
 * The source files bundled into a built module, from its source map, as paths from the repository
 * root ("worker/index.ts", "node_modules/stripe/…"): the Worker is minified, so its code names
 * no module itself.
 */
function sourcesOf(file: string): string[] {
  const path = join(BUILT, file);
  // Only the bundler's own runtime comes without a map: it was made from no source file.
  if (!readFileSync(path, "utf8").includes("//# sourceMappingURL=")) return [];
  const map = JSON.parse(readFileSync(`${path}.map`, "utf8")) as { sources: string[] };
  return map.sources.map((source) => relative(ROOT, resolve(dirname(path), source)));
}

/** Every JavaScript module of the built Worker, by file: what a deploy uploads. */
function allModules(): string[] {
  return Object.values(manifest())
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith(".js"));
}

/** Every module the Worker evaluates as it starts: its entry and all it imports statically. */
function startupModules(): string[] {
  const chunks = manifest();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunks[key]?.imports ?? []) visit(next);
  };
  const entry = Object.entries(chunks).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry) visit(entry);
  return [...seen].map((key) => chunks[key]?.file ?? key);
}

const holding = (files: string[], prefix: string) =>
  files.filter((file) => sourcesOf(file).some((source) => source.startsWith(prefix)));

describe("the built Worker (startup CPU)", () => {
  it("starts without Stripe's SDK, which only a billing request loads", () => {
    expect(existsSync(join(BUILT, "index.js"))).toBe(true);
    const modules = startupModules();
    // The Worker's own entry is there, so Stripe's SDK would be found if it were.
    expect(holding(modules, "worker/index.ts")).toEqual(["index.js"]);
    expect(holding(modules, "node_modules/stripe/")).toEqual([]);
    // ...and the chunk a billing request imports holds it.
    const chunks = manifest();
    const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
    expect(entry?.dynamicImports).toContain("worker/providers/billing/stripe.ts");
    const billing = chunks["worker/providers/billing/stripe.ts"]?.file ?? "";
    expect(holding([billing], "node_modules/stripe/")).toEqual([billing]);
  });

  it("is minified, so it parses and uploads in fewer bytes, yet keeps its functions' names for logged stacks", () => {
    const entry = readFileSync(join(BUILT, "index.js"), "utf8");
    // No comment of the sources is left.
    expect(entry).not.toContain("Every request waits until the object's tables are at the newest migration.");
    // A named function keeps its name (`keepNames`): a stack through it says where it went wrong.
    expect(entry).toMatch(/function dispatch\(/);
  });
});

describe("the built Worker (what it carries)", () => {
  // The Worker draws the signed-in dashboard's first screen and nothing else of the app; the
  // browser loads every other screen, dialog and tooltip (src/lib/browser-only.ts).
  it.each([
    ["Uppy (the gallery upload dialog)", "node_modules/@uppy/"],
    ["Stripe.js (the payment form)", "node_modules/@stripe/stripe-js/"],
    ["the camera scanner's barcode reader", "node_modules/barcode-detector/"],
    ["the tooltip implementation", "node_modules/@radix-ui/react-tooltip/"],
    ["the other screens' code", "src/features/planner/"],
  ])("holds no code of %s", (_, prefix) => {
    const modules = allModules();
    // The dashboard's render is there, so the code would be found if it were.
    expect(holding(modules, "src/features/dashboard/dashboard-section")).not.toEqual([]);
    expect(holding(modules, prefix)).toEqual([]);
  });
});
