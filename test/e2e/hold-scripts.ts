import type { Page } from "playwright-core";

/**
 * Holds back the scripts matching `pattern` (asked for by the page or its service worker) until
 * `release` is called, to see what a page does while its code is still on the way. `requested`
 * resolves once the first is asked for: the route itself says so, where waitForRequest could miss
 * a request made before the document finished parsing.
 */
export async function holdScripts(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.context().route(pattern, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, requested };
}
