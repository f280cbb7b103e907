import type { Page } from "playwright-core";
import { expect } from "vitest";

export const PASSWORD = "Lentil-Soup-42";
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** POST /api/auth/login from inside the page (its own cookies), with the tests' password: the status. */
const loginFromPage = (page: Page, email: string) =>
  page.evaluate(
    async ({ email, password }) =>
      (
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    { email, password: PASSWORD },
  );

/**
 * A signed-in page without clicking through the landing form: registers through the API
 * from inside the page (so the session cookie is the browser's own), then opens `path`.
 */
export async function signedInPage(page: Page, path = "/", firstName = "Ada"): Promise<string> {
  const email = uniqueEmail("e2e");
  await page.goto("/pricing");
  const status = await page.evaluate(
    async ({ email, password, firstName }) => {
      const res = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          password,
          firstName,
          lastName: "Tester",
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      });
      return res.status;
    },
    { email, password: PASSWORD, firstName },
  );
  // A 409 for this fresh address means the account exists already: the browser sent the sign-up
  // twice (Chromium retries a POST whose reused connection closed before any answer, as it did
  // once in a loaded full run), and the first one made it. Its password signs in.
  if (status === 409) {
    const login = await loginFromPage(page, email);
    if (login !== 200) throw new Error(`sign-up answered 409 and signing in answered ${login}`);
  } else if (status !== 201) throw new Error(`sign-up failed with ${status}`);
  await page.goto(path);
  await page.getByText(`Welcome, ${firstName}`).first().waitFor();
  return email;
}

/** Add Your Meal's other ways to log, each behind a tab. */
export type LogWay = "Describe" | "Search" | "Scan" | "Manual Entry";

/** Shows one of Add Your Meal's other ways to log, as a user taps its tab; a tab shown stays. */
export async function showLogWay(page: Page, way: LogWay): Promise<void> {
  const tab = page.getByRole("tab", { name: way, exact: true });
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
  // A locator wait, not expect.poll: suites call this from beforeAll too.
  await page.getByRole("tab", { name: way, exact: true, selected: true }).waitFor();
}

/** Logs a meal with Manual Entry on Add Your Meal, as a user would, and waits for its toast. */
export async function logMealByHand(page: Page, name: string, protein: string): Promise<void> {
  await page.goto("/photo");
  await showLogWay(page, "Manual Entry");
  await page.getByLabel("Meal Name").fill(name);
  await page.getByLabel("Protein Content").fill(protein);
  await page.getByRole("button", { name: "Add Meal to Log" }).click();
  // An account's toast says it was added; a guest's that it was saved on this device.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByText(new RegExp(`^${escaped} was (added to today's log|saved on this device)`)).waitFor();
}

/** Logs a meal through the API from inside the page (the browser's own session). */
export async function logMealVia(page: Page, body: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(async (json) => {
    const res = await fetch("/api/meals/manual", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
    return res.status;
  }, body);
  expect(status).toBe(201);
}

/** Whether the page's browser is signed in: the status of GET /api/auth/user from inside it. */
export const signedInStatus = (page: Page) =>
  page.evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).status);

/**
 * Opens `path` and waits until the app is live ("proteo:live", sent once its first render has
 * committed). Every page preloads GET /api/auth/user while its JavaScript downloads, and the
 * first fetch of that URL from the page takes the preloaded answer, however old. Once the app is
 * live, the app's own first question has taken it, so a test's fetch goes to the server.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener("proteo:live", () => document.documentElement.setAttribute("data-test-live", "")),
  );
  await page.goto(path);
  await page.waitForSelector("html[data-test-live]", { state: "attached" });
}

/** Signs `page`'s browser (its own cookies) in to the account through the API, as another device would. */
export async function signInVia(page: Page, email: string): Promise<void> {
  // Not before the app is live: a status check right after the login would otherwise read the
  // page's preloaded, signed-out answer to GET /api/auth/user (openLive).
  await openLive(page, "/pricing");
  expect(await loginFromPage(page, email)).toBe(200);
}

/**
 * What the signed-in user's account answers at a GET route, asked from inside the page (its own
 * cookies): for what lives in the user's own object (ADR 067), which no D1 query can see.
 */
export function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const res = await fetch(path, { credentials: "include" });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  }, path) as Promise<T>;
}
