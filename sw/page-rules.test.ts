import { describe, expect, it } from "vitest";
import { isAppPage, storable } from "./page-rules";

const ORIGIN = "https://proteo.example.com";
// A navigation's Request cannot be built outside a browser (mode "navigate" is refused), so
// the routing decision is given just the fields it reads.
const navigation = (path: string, mode: RequestMode = "navigate") => ({
  request: { mode } as Request,
  url: new URL(path, ORIGIN),
});

describe("the service worker's page rule", () => {
  it("handles the app's own pages", () => {
    expect(isAppPage(navigation("/"))).toBe(true);
    expect(isAppPage(navigation("/history"))).toBe(true);
    expect(isAppPage(navigation("/settings?connect=google_linked"))).toBe(true);
  });

  it("never handles, so never keeps, a page whose URL carries a token", () => {
    expect(isAppPage(navigation("/reset-password?token=abc"))).toBe(false);
    expect(isAppPage(navigation("/verify-email?token=abc"))).toBe(false);
    expect(isAppPage(navigation("/?code=abc&state=def"))).toBe(false);
    expect(isAppPage(navigation("/api/auth/google/callback?code=abc&state=def"))).toBe(false);
  });

  it("leaves the API and requests that are not navigations to the network", () => {
    expect(isAppPage(navigation("/api/logout"))).toBe(false);
    expect(isAppPage(navigation("/history", "cors"))).toBe(false);
  });

  it("keeps only a 200 its server did not mark no-store", () => {
    expect(storable(new Response("ok"))).toBe(true);
    expect(storable(new Response("ok", { headers: { "Cache-Control": "no-store" } }))).toBe(false);
    expect(storable(new Response("ok", { headers: { "Cache-Control": "private, no-store" } }))).toBe(false);
    expect(storable(new Response("gone", { status: 404 }))).toBe(false);
  });
});
