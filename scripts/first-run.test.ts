// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The README's two commands must work on a machine whose own Node is older than wrangler needs:
// the project brings Node 22 as a devDependency, which npm puts first on every script's PATH.
const root = join(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const major = (version: string) => Number(version.replace(/^\D*/, "").split(".")[0]);

describe("Node 22 for the scripts on any machine", () => {
  it("declares Node 22 as a devDependency, keeps the documented requirement and lets its installer run", () => {
    expect(pkg.engines.node).toMatch(/^>=22\./);
    expect(major(pkg.devDependencies.node ?? "")).toBeGreaterThanOrEqual(22);
    // npm's install-script policy: the `node` package fetches its platform binary in preinstall.
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it("runs npm scripts on the project's Node, whatever the system one is", () => {
    const installed = JSON.parse(readFileSync(join(root, "node_modules", "node", "package.json"), "utf8")) as {
      version: string;
    };
    // `npm exec` resolves commands the way `npm start` and `npm test` do.
    const used = execFileSync("npm", ["exec", "--offline", "--", "node", "-p", "process.versions.node"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    expect(used).toBe(installed.version);
    expect(major(used)).toBeGreaterThanOrEqual(22);
  });

  it("leaves CI no Node step of its own and keeps the npm install fallback for the lock", () => {
    const ci = readFileSync(join(root, ".ci", "run"), "utf8");
    expect(ci).not.toMatch(/install[^\n]*node@/);
    expect(ci).toContain("npm ci --no-audit --no-fund");
    expect(ci).toContain("npm install --no-audit --no-fund");
  });

  it("tells people the two commands, and never to run npm ci", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const section = (title: string) => readme.split(`## ${title}\n`)[1]?.split("\n## ")[0] ?? "";
    expect(section("Requirements")).toMatch(/Node\.js 22 or newer/);
    expect(section("Two commands")).toContain("npm install && npm start");
    expect(section("Two commands")).toContain("npm test");
    // `npm ci` cannot use the lock (other platforms' optional binaries are missing from it): no
    // command block runs it, and where the text names it, it is to say not to.
    const text = `${section("Requirements")}${section("Two commands")}`;
    const commands = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]).join("\n");
    expect(commands).not.toContain("npm ci");
    for (const mention of text.matchAll(/npm ci/g)) {
      expect(text.slice(Math.max(0, mention.index - 5), mention.index)).toBe("not `");
    }
  });
});
