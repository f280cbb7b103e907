import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_START_TIMEOUT_MS, type RunningApp, startDevServer } from "../support/server";
import { openBrowser } from "./browser";

/**
 * `npm run dev` (scripts/dev.mjs): Vite with hot reload and the Worker in workerd, on a fresh
 * local database. It once failed to start (the Vite plugin's workerd was older than the
 * Worker's compatibility date) and then drew nothing (the Worker's CSP refused React Refresh's
 * inline preamble); this is what a developer sees first.
 */
const b = openBrowser();
let dev: RunningApp;

beforeAll(async () => {
  dev = await startDevServer();
}, DEV_START_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await dev?.stop();
});

/**
 * Vite serves the sources module by module and transforms each on its first request, so a
 * cold dev server on a busy machine takes longer than a build to bring a page to life.
 */
const DEV_TIMEOUT_MS = 60_000;

/** What the page reported that a developer would take for a fault: errors and refused scripts. */
function watchFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on("pageerror", (error) => faults.push(String(error)));
  page.on("console", (message) => {
    if (/Content Security Policy|preamble/i.test(message.text())) faults.push(message.text());
  });
  return faults;
}

/** A fresh page with the dev server's patience, and the faults it reports. */
async function devPage(): Promise<{ page: Page; faults: string[] }> {
  const page = await b.newPage();
  page.setDefaultTimeout(DEV_TIMEOUT_MS);
  return { page, faults: watchFaults(page) };
}

describe("npm run dev", () => {
  it(
    "serves the landing page from the sources, with Vite's hot reload connected",
    async () => {
      const { page, faults } = await devPage();
      const connected = page.waitForEvent("console", { predicate: (m) => m.text().includes("[vite] connected") });
      await page.goto(`${dev.baseURL}/`);
      await page
        .getByRole("heading", { name: "Stop Counting Every Bite. Start Eating More Protein Effortlessly." })
        .waitFor();
      await connected;
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((s) => new URL(s.src || location.href).pathname),
      );
      expect(scripts).toContain("/src/main.tsx");
      expect(faults).toEqual([]);
    },
    2 * DEV_TIMEOUT_MS,
  );

  it(
    "migrates its local database: a new account signs up and its dashboard comes to life",
    async () => {
      const { page, faults } = await devPage();
      await page.goto(`${dev.baseURL}/`);
      const status = await page.evaluate(async () => {
        const res = await fetch("/api/auth/register", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            email: `dev-${Date.now()}@example.com`,
            password: "Dev-Lentils-1",
            firstName: "Devon",
            lastName: "Vite",
          }),
        });
        return res.status;
      });
      expect(status).toBe(201);
      // The Worker draws the dashboard into the page; the app (with Vite's client kept) takes it
      // over after the first paint and then says it is live (APP_LIVE_EVENT, src/lib/app-live.ts).
      await page.addInitScript(() =>
        document.addEventListener("proteo:live", () => document.documentElement.setAttribute("data-test-live", "")),
      );
      await page.goto(`${dev.baseURL}/`);
      await page.getByText("Welcome, Devon").first().waitFor();
      expect(await page.locator("#first-screen-data").count()).toBe(1);
      await page.waitForSelector("html[data-test-live]", { state: "attached" });
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((s) => new URL(s.src || location.href).pathname),
      );
      expect(scripts).toEqual(expect.arrayContaining(["/@vite/client", "/src/main.tsx"]));
      await page.getByRole("link", { name: "View All" }).click();
      await page.waitForURL(/\/history$/);
      expect(faults).toEqual([]);
    },
    2 * DEV_TIMEOUT_MS,
  );
});
