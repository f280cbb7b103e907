import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { describe, expect, it } from "vitest";
import { resolveTheme, type Theme } from "../src/lib/theme/theme";
import {
  REACT_REFRESH_PREAMBLE_HASH,
  securityHeaders,
  THEME_INIT_SCRIPT_HASH,
} from "../worker/middleware/security-headers";

const html = readFileSync(join(process.cwd(), "index.html"), "utf8");
/** The inline scripts of index.html (those without src), as the browser hashes them. */
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");

/** The Content-Security-Policy the Worker sends (under `npm run dev` when `dev`). */
async function csp(dev?: boolean): Promise<string> {
  const { Hono } = await import("hono");
  const app = new Hono().use(securityHeaders(dev)).get("/", (c) => c.text("ok"));
  return (await app.request("/")).headers.get("Content-Security-Policy") ?? "";
}

/** Runs the inline theme script on a fresh root with the given saved choice and OS preference. */
function runThemeScript(saved: string | null, osDark: boolean): string {
  document.documentElement.className = "";
  if (saved === null) localStorage.removeItem("proteo-theme");
  else localStorage.setItem("proteo-theme", saved);
  window.matchMedia = ((query: string) => ({ matches: osDark && query.includes("dark") })) as typeof window.matchMedia;
  new Function(inlineScripts[0] ?? "")();
  return document.documentElement.className;
}

describe("index.html's inline theme script (ADR 031)", () => {
  it("is the only inline script, and the CSP allows exactly it by its SHA-256", async () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = `'sha256-${createHash("sha256")
      .update(inlineScripts[0] ?? "")
      .digest("base64")}'`;
    expect(THEME_INIT_SCRIPT_HASH).toBe(hash);
    const policy = await csp();
    expect(policy).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, "\\$&")}`));
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("applies the theme as the app does (src/lib/theme), before the app runs", () => {
    for (const saved of ["light", "dark", "system", null]) {
      for (const osDark of [false, true]) {
        const expected = resolveTheme((saved ?? "system") as Theme, osDark);
        expect(runThemeScript(saved, osDark), `${saved} with the OS ${osDark ? "dark" : "light"}`).toBe(expected);
      }
    }
  });
});

describe("React Refresh's inline preamble (npm run dev)", () => {
  /** What @vitejs/plugin-react writes into the page under Vite's dev server, with the base `/`. */
  const preamble = react.preambleCode.replace("__BASE__", "/");
  const hash = `'sha256-${createHash("sha256").update(preamble).digest("base64")}'`;

  it("is allowed by its SHA-256 under the dev server alone, never by 'unsafe-inline'", async () => {
    expect(REACT_REFRESH_PREAMBLE_HASH).toBe(hash);
    const dev = await csp(true);
    expect(dev).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, "\\$&")}`));
    expect(dev).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await csp(false)).not.toContain(hash);
    // The tests run with the CSP a build sends.
    expect(await csp()).not.toContain(hash);
  });
});
