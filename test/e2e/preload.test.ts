import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

const b = openBrowser();

const READS = ["/api/auth/user", "/api/dashboard", "/api/gamification/badges"];

/**
 * Opens `/` afresh and counts the network requests to each of the dashboard's reads, and the
 * console warnings. A preload the app's fetch() does not pick up (say, after a change to its
 * credentials mode) would show as a second request and a "preloaded but not used" warning.
 */
async function loadCounting(page: Page, ready: () => Promise<void>) {
  const counts = new Map(READS.map((path) => [path, 0]));
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (counts.has(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("preload")) warnings.push(message.text());
  });
  await page.goto("/");
  await ready();
  // Chromium warns about an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500);
  return { counts: Object.fromEntries(counts), warnings };
}

describe("preloads of the app shell", () => {
  it("fetch the signed-in dashboard's reads once each, with the page", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    const { counts, warnings } = await loadCounting(page, () =>
      page.getByRole("heading", { name: "Badges" }).waitFor(),
    );
    expect(counts).toEqual({ "/api/auth/user": 1, "/api/dashboard": 1, "/api/gamification/badges": 1 });
    expect(warnings).toEqual([]);
  });

  it("ask a visitor only who is signed in", async () => {
    const page = await b.newPage("phone");
    const { counts, warnings } = await loadCounting(page, () =>
      page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor(),
    );
    expect(counts).toEqual({ "/api/auth/user": 1, "/api/dashboard": 0, "/api/gamification/badges": 0 });
    expect(warnings).toEqual([]);
  });
});
