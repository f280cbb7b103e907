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

/**
 * A test that signs up twice and snapshots every computed style of every element of the
 * dashboard: about 15 s alone on this 2-core host, past a minute beside three other browser files.
 */
const SNAPSHOT_TIMEOUT = 150_000;

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

/** Links the whole stylesheet the page's inline styles name, as the app does (ADR 051), and waits for it. */
async function linkWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const href = document.querySelector<HTMLStyleElement>("style[data-full]")?.dataset.full;
        if (!href) return reject(new Error("the page names no whole stylesheet"));
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
        link.onload = () => resolve();
        link.onerror = () => reject(new Error("the whole stylesheet did not load"));
        document.head.append(link);
      }),
  );
}

/** The paths of the stylesheets the page has fetched. */
const fetchedSheets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith(".css")),
  );

/**
 * The page as drawn, with none of the app's script (the elements stay exactly as the HTML made
 * them): with only its inline styles, or with the whole stylesheet linked as well.
 */
async function drawnStyles(page: Page, wholeSheet: boolean) {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  if (wholeSheet) await linkWholeStylesheet(page);
  else expect(await fetchedSheets(page)).toEqual([]);
  return computedStyles(page);
}

/**
 * The drawn dashboard once the app runs it, "Log again" too (fetched after the first paint): with
 * only its inline styles (the whole stylesheet refused, and never asked for), or with the whole
 * stylesheet linked as well.
 */
async function liveDashboardStyles(page: Page, wholeSheet: boolean) {
  let asked = 0;
  await page.route(WHOLE_STYLESHEET, (route) => {
    asked++;
    return route.abort();
  });
  await page.goto("/");
  await page.getByRole("heading", { name: "Log again" }).waitFor();
  // The weight card, also loaded after the paint, once its weigh-ins have come (its Log button is on).
  const logWeight = page.getByRole("region", { name: "Weight" }).getByRole("button", { name: "Log", exact: true });
  await expect.poll(() => logWeight.isEnabled()).toBe(true);
  expect(asked).toBe(0);
  if (wholeSheet) {
    await page.unroute(WHOLE_STYLESHEET);
    await linkWholeStylesheet(page);
  }
  return computedStyles(page);
}

describe("the first screen's styles alone in a drawn page (ADR 043)", () => {
  it("inlines in the drawn pages a part of the stylesheet that the plain shell carries whole, naming the whole one", async () => {
    const page = await drawnPage("dashboard", "light");
    const inline = async (from: Page, headers: Record<string, string>) => {
      const html = await (await from.request.get("/", { headers })).text();
      const style = /<style( data-full="([^"]+)")?>([\s\S]*?)<\/style>/.exec(html);
      return { full: style?.[2], css: style?.[3] ?? "", links: /<link[^>]*rel="stylesheet"/.test(html) };
    };
    const load = { "Sec-Fetch-Dest": "document" };
    const shell = await inline(page, {});
    const dashboard = await inline(page, load);
    const landing = await inline(await b.newPage("phone"), load);
    expect(shell.full).toBeUndefined();
    expect(dashboard.full).toMatch(WHOLE_STYLESHEET);
    for (const drawn of [shell, dashboard, landing]) {
      expect(drawn.links).toBe(false);
      if (drawn !== shell) expect(drawn.full).toBe(dashboard.full);
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
      it(
        `draws the ${kind} (${scheme}) with its inline styles exactly as with the whole stylesheet`,
        async () => {
          const partial = await drawnStyles(await drawnPage(kind, scheme), false);
          const whole = await drawnStyles(await drawnPage(kind, scheme), true);
          expect(Object.keys(partial).length).toBeGreaterThan(kind === "landing" ? 20 : 80);
          expect(Object.keys(partial)).toEqual(Object.keys(whole));
          expect(differences(partial, whole)).toEqual([]);
        },
        SNAPSHOT_TIMEOUT,
      );
    }
  }

  for (const scheme of ["light", "dark"] as const) {
    it(
      `runs the drawn dashboard (${scheme}), "Log again" too, on its inline styles exactly as with the whole stylesheet (ADR 051)`,
      async () => {
        const partial = await liveDashboardStyles(await drawnPage("dashboard", scheme), false);
        const whole = await liveDashboardStyles(await drawnPage("dashboard", scheme), true);
        expect(Object.keys(partial).length).toBeGreaterThan(80);
        expect(Object.keys(partial)).toEqual(Object.keys(whole));
        expect(differences(partial, whole)).toEqual([]);
      },
      SNAPSHOT_TIMEOUT,
    );
  }

  it("hydrates the landing page without the whole stylesheet, and leaves it only once the stylesheet is there (ADR 051)", async () => {
    const page = await b.newPage("phone");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(WHOLE_STYLESHEET, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    await page.goto("/");
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    // Live without it: the page's button works, and nothing asked for the whole stylesheet.
    await expect.poll(() => guest.isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(asked).toBe(0);
    // The guest's dashboard is drawn with rules the landing page does not carry: it waits for them.
    await guest.click();
    await expect.poll(() => asked).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.getByText("Welcome, Guest").count()).toBe(0);
    release();
    await page.getByText("Welcome, Guest").first().waitFor();
    expect(
      await page.evaluate(() => (document.getElementById("app-styles") as HTMLLinkElement | null)?.sheet != null),
    ).toBe(true);
  });
  it("opens what was asked for when the whole stylesheet fails, and asks for it again with the next code (ADR 051)", async () => {
    const page = await b.newPage("phone");
    let failing = true;
    let asked = 0;
    await page.route(WHOLE_STYLESHEET, (route) => {
      asked++;
      return failing ? route.abort() : route.continue();
    });
    await page.goto("/");
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    await expect.poll(() => guest.isEnabled(), { timeout: 10_000 }).toBe(true);
    await guest.click();
    await page.getByText("Welcome, Guest").first().waitFor();
    const loaded = () =>
      page.evaluate(() => (document.getElementById("app-styles") as HTMLLinkElement | null)?.sheet != null);
    expect(asked).toBeGreaterThan(0);
    expect(await loaded()).toBe(false);
    failing = false;
    const before = asked;
    await page.getByRole("link", { name: "Settings" }).first().click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(loaded).toBe(true);
    expect(asked).toBe(before + 1);
  });
});
