import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER_HASH, securityHeaders } from "../middleware/security-headers";
import { AFTER_PAINT_LOADER, afterPaintLoader, loadAppAfterPaint } from "./after-paint";

/** A built index.html's head and body, as Vite writes its script tags. */
const SHELL = `<html><head><script>theme()</script>
<script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>
<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X9.js">
</head><body><div id="root"></div></body></html>`;

describe("loading the app after the first paint (ADR 033)", () => {
  it("is allowed by the CSP by the loader's SHA-256, with no 'unsafe-inline'", async () => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(AFTER_PAINT_LOADER));
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    expect(AFTER_PAINT_LOADER_HASH).toBe(hash);
    const app = new Hono().use(securityHeaders()).get("/", (c) => c.text("ok"));
    const policy = (await app.request("/")).headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(hash);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("moves the page's module script and preloads from the head to a loader at the end of the body", () => {
    const page = loadAppAfterPaint(SHELL);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload crossorigin");
    expect(page).toContain("<script>theme()</script>");
    expect(page).toContain(
      `<div id="root"></div><script data-app="/assets/index-Ab1_c.js" data-preload="/assets/rolldown-runtime-X9.js">${AFTER_PAINT_LOADER}</script></body>`,
    );
  });

  it("leaves the whole stylesheet of a page that carries only its first screen's styles to the app (ADR 051)", () => {
    const partial = SHELL.replace("</head>", '<style data-full="/assets/styles-Cd3.css">.a{}</style></head>');
    const page = loadAppAfterPaint(partial);
    expect(page).toContain('<style data-full="/assets/styles-Cd3.css">.a{}</style>');
    expect(page).toContain(
      `<script data-app="/assets/index-Ab1_c.js" data-preload="/assets/rolldown-runtime-X9.js">${AFTER_PAINT_LOADER}</script>`,
    );
    expect(AFTER_PAINT_LOADER).not.toContain("stylesheet");
  });

  it("refuses a page it cannot rewrite, and names in its attributes nothing but asset paths", () => {
    expect(() => loadAppAfterPaint("<html><body></body></html>")).toThrow("expected one module script");
    expect(() => loadAppAfterPaint(SHELL.replace("</body>", ""))).toThrow("no </body>");
    expect(() => afterPaintLoader('/assets/a.js" onload="x', [])).toThrow("not an asset path");
    expect(() => afterPaintLoader("/assets/a.js", ["https://elsewhere.example/b.js"])).toThrow("not an asset path");
  });
});
