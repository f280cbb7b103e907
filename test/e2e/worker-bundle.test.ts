import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The Worker `npm start` built for this run (global-setup starts the app, which builds it). */
const BUILT = resolve(import.meta.dirname, "../../dist/proteo");
/** A module's static imports and re-exports of its own chunks ("./x.js"), not its `import()`s. */
const STATIC_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s*"(\.{1,2}\/[^"]+)"/gm;

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
    expect([...modules.keys()].some((path) => /worker-entry-/.test(path))).toBe(true);
    // The bundler marks each source module's code with its path.
    const withStripe = [...modules].filter(([, source]) => source.includes("// node_modules/stripe/"));
    expect(withStripe.map(([path]) => path)).toEqual([]);
    // ...and the chunk a billing request imports holds it.
    const lazy = [...modules.values()].join("\n").match(/import\("\.\/(stripe-[\w-]+\.js)"\)/)?.[1];
    expect(lazy).toBeDefined();
    expect(readFileSync(join(BUILT, "assets", lazy ?? ""), "utf8")).toContain("// node_modules/stripe/");
  });
});
