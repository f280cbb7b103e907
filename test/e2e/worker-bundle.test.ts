import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The Worker `npm start` built for this run (global-setup starts the app, which builds it). */
const BUILT = resolve(import.meta.dirname, "../../dist/proteo");
/** A module's static imports and re-exports of its own chunks ("./x.js"), not its `import()`s. */
const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*"(\.{1,2}\/[^"]+)"/gm;

/** Every JavaScript file of the built Worker, by path: what a deploy uploads. */
function allModules(): Map<string, string> {
  const files = [
    join(BUILT, "index.js"),
    ...readdirSync(join(BUILT, "assets")).map((name) => join(BUILT, "assets", name)),
  ];
  return new Map(files.filter((path) => path.endsWith(".js")).map((path) => [path, readFileSync(path, "utf8")]));
}

/** Every file the Worker evaluates as it starts: its entry and all it imports statically. */
function startupModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (path: string) => {
    if (modules.has(path)) return;
    const source = readFileSync(path, "utf8");
    modules.set(path, source);
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) visit(join(dirname(path), spec ?? ""));
  };
  visit(join(BUILT, "index.js"));
  return modules;
}

describe("the built Worker (startup CPU)", () => {
  it("starts without Stripe's SDK, which only a billing request loads", () => {
    expect(existsSync(join(BUILT, "index.js"))).toBe(true);
    const modules = startupModules();
    // The bundler marks each source module's code with its path: the Worker's own entry is there.
    expect([...modules.values()].some((source) => source.includes("// worker/index.ts"))).toBe(true);
    const withStripe = [...modules].filter(([, source]) => source.includes("// node_modules/stripe/"));
    expect(withStripe.map(([path]) => path)).toEqual([]);
    // ...and the chunk a billing request imports holds it.
    const lazy = [...modules.values()].join("\n").match(/import\("\.\/(?:assets\/)?(stripe-[\w-]+\.js)"\)/)?.[1];
    expect(lazy).toBeDefined();
    expect(readFileSync(join(BUILT, "assets", lazy ?? ""), "utf8")).toContain("// node_modules/stripe/");
  });
});

describe("the built Worker (what it carries)", () => {
  // The Worker draws the signed-in dashboard's first screen and nothing else of the app; the
  // browser loads every other screen, dialog and tooltip (src/lib/browser-only.ts).
  it.each([
    ["Uppy (the gallery upload dialog)", "// node_modules/@uppy/"],
    ["Stripe.js (the payment form)", "// node_modules/@stripe/stripe-js/"],
    ["the camera scanner's barcode reader", "// node_modules/barcode-detector/"],
    ["the tooltip implementation", "// node_modules/@radix-ui/react-tooltip/"],
    ["the other screens' code", "// src/features/planner/"],
  ])("holds no code of %s", (_, marker) => {
    const modules = allModules();
    // The dashboard's render is there, so the markers would be found if the code were.
    expect([...modules.values()].some((source) => source.includes("// src/features/dashboard/dashboard-section"))).toBe(
      true,
    );
    expect([...modules].filter(([, source]) => source.includes(marker)).map(([path]) => path)).toEqual([]);
  });
});
