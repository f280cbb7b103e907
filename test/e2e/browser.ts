import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM_ARGS } from "../support/chromium";

let ipCounter = Math.floor(Math.random() * 50_000);
/** A distinct client address per browser context (sent as CF-Connecting-IP, as Cloudflare does). */
export function nextTestIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** How long closing the browser may take before the file moves on (see `openBrowser`). */
const CLOSE_TIMEOUT_MS = 30_000;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * One Chromium per test file; each test gets a fresh context (its own cookies and
 * local storage) through `newPage`.
 */
export function openBrowser(extraArgs: string[] = []) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // A test's own contexts close when it ends: a page left open keeps running the app (its
  // timers, queries and service worker) and takes CPU from the tests after it. Contexts made
  // in beforeAll, which a file's tests share, stay until the file ends.
  const ofTest: BrowserContext[] = [];
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    // Bounded, as closing the browser is: a context Chromium does not close in time is left
    // for the file's end (its pages are gone with the browser) and the test's result stands.
    const closing = Promise.all(ofTest.splice(0).map((c) => c.close().catch(() => {})));
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
  });
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject("chromiumPath"), args: [...CHROMIUM_ARGS, ...extraArgs] });
  });
  afterAll(async () => {
    // Closing is bounded: on a loaded machine Chromium has been seen to take minutes to
    // answer close after every test had passed. A browser that does not answer in time is
    // left to end with this test process (its pipe closes), and the file's result stands.
    const closing = (async () => {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
      await browser?.close();
    })();
    const timedOut = await Promise.race([
      closing.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), CLOSE_TIMEOUT_MS).unref()),
    ]);
    if (timedOut)
      console.warn(`Chromium did not close within ${CLOSE_TIMEOUT_MS / 1000} s; leaving it to exit with the tests.`);
  });
  return {
    baseURL: () => inject("baseURL"),
    /**
     * A page in a fresh context. The onboarding wizard is marked done unless a test asks
     * for it (`onboarding: true`), so other flows are not covered by its modal.
     * `bypassCSP` lets a test inject its own script tags (the accessibility suite's axe-core);
     * `timezoneId` gives the browser another time zone than the machine's.
     */
    async newPage(
      viewport: ViewportName = "desktop",
      options: {
        colorScheme?: "light" | "dark";
        onboarding?: boolean;
        bypassCSP?: boolean;
        timezoneId?: string;
        serviceWorkers?: "allow" | "block";
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: inject("baseURL"),
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === "phone",
        hasTouch: viewport === "phone",
        colorScheme: options.colorScheme ?? "light",
        timezoneId: options.timezoneId,
        // Only for injecting test tooling (axe-core) past the app's script-src policy.
        bypassCSP: options.bypassCSP ?? false,
        // Blocked where a test fails a download on purpose: the service worker would answer it
        // from its precache, past the test's route.
        serviceWorkers: options.serviceWorkers ?? "allow",
      });
      contexts.push(context);
      if (inTest) ofTest.push(context);
      // Each context is its own visitor: sign-up throttling counts per client address.
      await context.setExtraHTTPHeaders({ "CF-Connecting-IP": nextTestIp() });
      if (!options.onboarding) {
        await context.addInitScript(() => localStorage.setItem("proteo-onboarding-completed", "true"));
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/** Starts guest mode from the landing page, as a visitor would, then opens `path`. */
export async function enterAsGuest(page: Page, path = "/"): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Continue as Guest (Limited Features)" }).click();
  await page.getByText("Welcome, Guest").first().waitFor();
  if (path !== "/") await page.goto(path);
}
