import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

const b = openBrowser();

const READS = ["/api/auth/user", "/api/dashboard", "/api/gamification/badges"];

/**
 * Opens `/` afresh and counts the network requests to each of the dashboard's reads. A preload
 * the app's fetch() does not pick up (say, after a change to its credentials mode) shows as a
 * second request. `ready` waits for content drawn from the responses, so by then every fetch
 * the app makes for them has been sent: no waiting for Chromium's "preloaded but not used"
 * console warning, which comes at a time a loaded machine can delay.
 */
async function loadCounting(page: Page, ready: () => Promise<void>) {
  const counts = new Map(READS.map((path) => [path, 0]));
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (counts.has(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  await page.goto("/");
  await ready();
  return Object.fromEntries(counts);
}

describe("the first screen's reads", () => {
  it("come in the signed-in dashboard's page: the browser fetches none of them (ADR 031)", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    const counts = await loadCounting(page, async () => {
      // Drawn from the user, the dashboard and the badges responses.
      await page.getByRole("heading", { level: 1 }).filter({ hasText: "Ada" }).waitFor();
      await page.getByTestId("ring-text").waitFor();
      await page.getByTestId("badge-count").waitFor();
    });
    expect(counts).toEqual({ "/api/auth/user": 0, "/api/dashboard": 0, "/api/gamification/badges": 0 });
  });

  it("are, for a visitor, only who is signed in", async () => {
    const page = await b.newPage("phone");
    const counts = await loadCounting(page, () =>
      page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor(),
    );
    expect(counts).toEqual({ "/api/auth/user": 1, "/api/dashboard": 0, "/api/gamification/badges": 0 });
  });
});
