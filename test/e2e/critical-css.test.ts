import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { logMealVia, signedInPage } from "./session";

const b = openBrowser();

/** The whole stylesheet, as the build names it (scripts/inline-css.ts). */
const WHOLE_STYLESHEET = /\/assets\/styles-[\w-]+\.css$/;

type Drawn = "landing" | "dashboard";
type Scheme = "light" | "dark";

/** Meals of several kinds, so the drawn dashboard shows its cards with rows, tags and totals. */
async function logMeals(page: Page): Promise<void> {
  await logMealVia(page, { mealType: "breakfast", title: "Greek yogurt", totalProtein: 20 });
  await logMealVia(page, {
    mealType: "lunch",
    title: "Chicken bowl",
    totalProtein: 42,
    foodItems: [{ name: "Chicken", proteinContent: 42 }],
  });
  await logMealVia(page, { mealType: "snack", title: "Cottage cheese", totalProtein: 14 });
}

/** A page on the drawn landing page (no cookie) or the drawn dashboard of an account with meals. */
async function drawnPage(kind: Drawn, colorScheme: Scheme): Promise<Page> {
  const page = await b.newPage("phone", { colorScheme });
  if (kind === "dashboard") {
    await signedInPage(page, "/");
    await logMeals(page);
  }
  return page;
}

/** Every computed style of every element of the page's body, by the element's place in it. */
function computedStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const styles: Record<string, Record<string, string>> = {};
    document.body.querySelectorAll("*").forEach((element, index) => {
      if (element.closest("script")) return;
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const name of Array.from(style)) values[name] = style.getPropertyValue(name);
      styles[`${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`] = values;
    });
    return styles;
  });
}

/** Where two snapshots of the same elements differ: element, property, and both values. */
function differences(a: Record<string, Record<string, string>>, b: Record<string, Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [element, values] of Object.entries(a)) {
    const other = b[element];
    if (!other) {
      found.push(`${element}: missing`);
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      if (other[name] !== value) found.push(`${element} ${name}: ${value} / ${other[name]}`);
    }
  }
  return found;
}

/**
 * The page as drawn, with none of the app's script (the elements stay exactly as the HTML made
 * them): with only its inline styles (the whole stylesheet refused), or once the loader has
 * linked the whole stylesheet after the first paint.
 */
async function drawnStyles(page: Page, wholeSheet: boolean) {
  await page.route("**/assets/*.js", (route) => route.abort());
  if (!wholeSheet) await page.route(WHOLE_STYLESHEET, (route) => route.abort());
  await page.goto("/");
  await page.waitForFunction(
    (wholeSheet) => {
      const link = document.getElementById("app-styles") as HTMLLinkElement | null;
      return wholeSheet ? Boolean(link?.sheet) : link !== null;
    },
    wholeSheet,
    { timeout: 10_000 },
  );
  return computedStyles(page);
}

describe("the first screen's styles alone in a drawn page (issue 21, ADR 043)", () => {
  it("inlines in the drawn pages a part of the stylesheet that the plain shell carries whole, naming the whole one", async () => {
    const page = await drawnPage("dashboard", "light");
    const inline = async (from: Page, headers: Record<string, string>) => {
      const html = await (await from.request.get("/", { headers })).text();
      const style = /<style( data-full="([^"]+)")?>([\s\S]*?)<\/style>/.exec(html);
      return { full: style?.[2], css: style?.[3] ?? "", loader: /data-styles="([^"]+)"/.exec(html)?.[1] };
    };
    const load = { "Sec-Fetch-Dest": "document" };
    const shell = await inline(page, {});
    const dashboard = await inline(page, load);
    const landing = await inline(await b.newPage("phone"), load);
    expect(shell.full).toBeUndefined();
    expect(shell.loader).toBeUndefined();
    expect(dashboard.full).toMatch(WHOLE_STYLESHEET);
    for (const drawn of [dashboard, landing]) {
      expect(drawn.full).toBe(dashboard.full);
      expect(drawn.loader).toBe(dashboard.full);
    }
    // The whole stylesheet is the one the shell carries inline; the drawn pages, a part of it.
    expect((await (await page.request.get(dashboard.full ?? "")).text()).trim()).toBe(shell.css.trim());
    expect(dashboard.css.length).toBeLessThan(shell.css.length * 0.75);
    expect(landing.css.length).toBeLessThan(shell.css.length * 0.5);
    // The template the dashboard is drawn into is no page of its own.
    const template = await (await page.request.get("/dashboard-shell")).text();
    expect(template).not.toContain("data-full");
  });

  for (const kind of ["landing", "dashboard"] as const) {
    for (const scheme of ["light", "dark"] as const) {
      it(`draws the ${kind} (${scheme}) with its inline styles exactly as with the whole stylesheet`, async () => {
        const partial = await drawnStyles(await drawnPage(kind, scheme), false);
        const whole = await drawnStyles(await drawnPage(kind, scheme), true);
        expect(Object.keys(partial).length).toBeGreaterThan(kind === "landing" ? 20 : 80);
        expect(Object.keys(partial)).toEqual(Object.keys(whole));
        expect(differences(partial, whole)).toEqual([]);
      });
    }
  }

  it("draws nothing of its own before the whole stylesheet has loaded", async () => {
    const page = await b.newPage("phone");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(WHOLE_STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": the held stylesheet, once the loader links it, holds that event too.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    // The app's scripts have run, but it waits for the stylesheet before it hydrates.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/landing-page-/.test(entry.name)),
    );
    await page.waitForTimeout(300);
    expect(await guest.isDisabled()).toBe(true);
    release();
    await expect.poll(() => guest.isEnabled(), { timeout: 10_000 }).toBe(true);
    await guest.click();
    await page.getByText("Welcome, Guest").first().waitFor();
  });
});
