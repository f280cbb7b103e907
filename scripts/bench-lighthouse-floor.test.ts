// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FLOOR_HEADLINE, floorHeaders, OPENER_POLICY, serveFloorPage } from "./bench-lighthouse-floor.ts";

/** Headers as the app's landing page comes back from local workerd. */
const APP_HEADERS = new Headers({
  "Content-Type": "text/html; charset=utf-8",
  "Content-Encoding": "br",
  "Cache-Control": "public, max-age=0, must-revalidate",
  ETag: '"e7737152"',
  "CF-Cache-Status": "HIT",
  "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Frame-Options": "DENY",
});

describe("the bench's control page (ADR 048)", () => {
  it("carries the app's security headers and none of its bytes' headers", () => {
    expect(floorHeaders(APP_HEADERS)).toEqual({
      "content-security-policy": "default-src 'self'; frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-frame-options": "DENY",
    });
  });

  it("leaves out the headers it is told to, whatever their case", () => {
    const headers = floorHeaders(APP_HEADERS, ["Cross-Origin-Opener-Policy"]);
    expect(headers).not.toHaveProperty(OPENER_POLICY);
    expect(headers).toHaveProperty("x-frame-options", "DENY");
  });

  it("serves the page with those headers, and nothing else", async () => {
    const server = await serveFloorPage(floorHeaders(APP_HEADERS));
    try {
      const page = await fetch(`${server.baseURL}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get(OPENER_POLICY)).toBe("same-origin");
      expect(page.headers.get("content-security-policy")).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html).toContain(FLOOR_HEADLINE);
      expect(html).not.toMatch(/<script|<link|<style/);
      const other = await fetch(`${server.baseURL}/favicon.ico`);
      expect(other.status).toBe(404);
      await other.body?.cancel();
    } finally {
      await server.close();
    }
  });
});
