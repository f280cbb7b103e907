import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startTrialByApi } from "./billing-helpers";
import { openBrowser } from "./browser";
import { changeDb, queryDb } from "./db";
import { holdScripts } from "./hold-scripts";
import { logMealVia, openLive, signedInPage } from "./session";

const b = openBrowser();

const LANDING_HEADLINE = "Stop Counting Every Bite. Start Eating More Protein Effortlessly.";

/** The app's entry script, as the build names it. */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** React's complaints about server HTML it could not hydrate, from the page's console. */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match|Minified React error/i.test(message.text())) messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(String(error)));
  return messages;
}

/** Stores a time zone on the signed-in account of `page`, as another device would have. */
async function storeTimeZone(page: Page, timezone: string): Promise<void> {
  const status = await page.evaluate(async (timezone) => {
    const res = await fetch("/api/user/timezone", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ timezone }),
    });
    return res.status;
  }, timezone);
  expect(status).toBe(200);
}

/** Console messages about the Content Security Policy (a refused inline script says so). */
function watchCsp(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The path of every script the page requested, in order. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Remembers the first element matching `selector` as the HTML parser creates it, before any of
 * the app's JavaScript runs; `stillParsed` then says whether the page still shows that very
 * element (hydrated in place) or a copy React drew over it.
 */
async function rememberParsed(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const page = window as unknown as { parsed?: Record<string, Element> };
    page.parsed = page.parsed ?? {};
    const parsed = page.parsed;
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (!element) return;
      parsed[selector] = element;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  return {
    stillParsed: () =>
      page.evaluate(
        (selector) =>
          document.querySelector(selector) ===
          (window as unknown as { parsed?: Record<string, Element> }).parsed?.[selector],
        selector,
      ),
  };
}

/**
 * How long a poll waits for a drawn page's app to come alive: after the paint, its scripts and
 * the hydration. Seconds on a busy machine; what it waits for is tested here.
 */
const UNTIL_LIVE = { timeout: 10_000 };

/** Presses a toggle until it says it is pressed: it answers only once the app runs on the page. */
async function pressOnceLive(toggle: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await toggle.click();
      return toggle.getAttribute("aria-pressed");
    }, UNTIL_LIVE)
    .toBe("true");
}

/**
 * What the app's hydration rewrote of the text the page arrived with, from the parsed page until
 * the app says it is live (src/lib/app-live.ts): text changed, text nodes added or removed, and
 * elements removed inside #root. A hydration that renders what the page was drawn with changes
 * none of it; any change is one the browser lays out and paints again.
 */
async function watchDrawnText(page: Page) {
  await page.addInitScript(() => {
    const rewrites: string[] = [];
    const text = (node: Node) => (node.nodeType === Node.TEXT_NODE ? JSON.stringify(node.textContent) : node.nodeName);
    const note = (records: MutationRecord[]) => {
      for (const record of records) {
        // The element that holds the text: the record's own for a list, the text's parent for a change.
        const holder = record.target instanceof Element ? record.target : record.target.parentElement;
        const where = holder?.outerHTML.slice(0, 80) ?? record.target.nodeName;
        if (record.type === "characterData")
          rewrites.push(`${where}: ${JSON.stringify(record.oldValue)} became ${text(record.target)}`);
        for (const node of record.addedNodes)
          if (node.nodeType === Node.TEXT_NODE) rewrites.push(`${where}: added ${text(node)}`);
        for (const node of record.removedNodes) rewrites.push(`${where}: removed ${text(node)}`);
      }
    };
    const observer = new MutationObserver(note);
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("root");
      if (root)
        observer.observe(root, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
    });
    document.addEventListener("proteo:live", () => {
      note(observer.takeRecords());
      observer.disconnect();
      (window as unknown as { drawnTextRewrites?: string[] }).drawnTextRewrites = rewrites;
    });
  });
  return {
    /** The rewrites, once the app is live. */
    rewrites: async () => {
      await page.waitForFunction(() => "drawnTextRewrites" in window, undefined, UNTIL_LIVE);
      return page.evaluate(() => (window as unknown as { drawnTextRewrites: string[] }).drawnTextRewrites);
    },
  };
}

/**
 * Every Content Security Policy violation the page reports, as `securitypolicyviolation` events:
 * also those of an eval the page's code tried and caught, which leave no console message.
 */
async function watchCspEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe("first paint (ADR 031)", () => {
  it("applies the saved theme from index.html's inline script, before any of the app's JavaScript, with no CSP refusal", async () => {
    const page = await b.newPage("phone", { colorScheme: "light" });
    const csp = watchCsp(page);
    const scripts = watchScripts(page);
    await page.addInitScript(() => localStorage.setItem("proteo-theme", "dark"));
    // Nothing of the app's bundle runs: only the inline script can set the class.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
    // Signed out, the page itself is the landing page (ADR 031); its buttons wait for the app.
    expect(await page.getByRole("heading", { name: LANDING_HEADLINE }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Start Free 7-Day Trial" }).isDisabled()).toBe(true);
    expect(csp).toEqual([]);
    // No script outside the bundle (a render-blocking /theme-init.js once) is requested.
    expect(scripts.filter((path) => !path.startsWith("/assets/"))).toEqual([]);
  });

  it("serves `/` as the prerendered landing page only to a page load with no session cookie", async () => {
    const page = await b.newPage("phone");
    const load = { "Sec-Fetch-Dest": "document" };
    const landing = await (await page.request.get("/", { headers: load })).text();
    expect(landing).toContain('data-prerendered="landing"');
    expect(landing).toContain(LANDING_HEADLINE);
    // Its script only makes the drawn page interactive: a loader asks for it after the paint.
    expect(landing).not.toContain('<script type="module"');
    expect(landing).toMatch(/<script data-app="\/assets\/index-[^"]+"/);
    // The service worker's copy of the shell (no Sec-Fetch-Dest: document) stays the plain shell.
    const shell = await (await page.request.get("/")).text();
    expect(shell).not.toContain("data-prerendered");
    expect(shell).toContain("Loading...");
    expect(shell).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    expect(shell).not.toContain("data-app=");
    await signedInPage(page, "/");
    const signedIn = await (await page.request.get("/", { headers: load })).text();
    expect(signedIn).not.toContain('data-prerendered="landing"');
    expect(signedIn).toContain('data-prerendered="dashboard"');
    expect(signedIn).not.toContain('<script type="module"');
    expect(signedIn).toMatch(/<script data-app="\/assets\/index-[^"]+"/);
  });

  it("breaks no rule of the CSP once the signed-in app and its schemas are loaded (zod builds no parser with eval)", async () => {
    const page = await b.newPage("phone");
    const violations = await watchCspEvents(page);
    await signedInPage(page, "/");
    await page.goto("/settings");
    // The account form is drawn: its module, which builds zod object schemas as it loads (each
    // asks then whether it may compile with eval), has run.
    await expect.poll(() => page.getByRole("button", { name: "Save Profile" }).isVisible(), UNTIL_LIVE).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  it("asks for the app's script only once a drawn page has painted (ADR 033)", async () => {
    /** When the page first painted, and when it asked for the app's script and its runtime. */
    const timings = (page: Page) =>
      page.evaluate(() => {
        const start = (part: string) =>
          performance.getEntriesByType("resource").find((entry) => entry.name.includes(part))?.startTime ?? Number.NaN;
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        return { paint, app: start("/assets/index-"), runtime: start("/assets/rolldown-runtime-") };
      });
    const page = await b.newPage("phone");
    const csp = watchCsp(page);
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    await page.goto("/");
    await expect.poll(() => guest.isEnabled(), UNTIL_LIVE).toBe(true);
    const landing = await timings(page);
    expect(landing.app).toBeGreaterThan(landing.paint);
    expect(landing.runtime).toBeGreaterThan(landing.paint);

    await signedInPage(page, "/");
    await page.goto("/");
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/index-")),
    );
    const dashboard = await timings(page);
    expect(dashboard.app).toBeGreaterThan(dashboard.paint);
    expect(csp).toEqual([]);
  });

  it("hydrates the prerendered landing page in place: the same elements, working buttons, no mismatch", async () => {
    const page = await b.newPage("phone");
    const hydration = watchHydration(page);
    const heading = await rememberParsed(page, "h1");
    await page.goto("/");
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    await expect.poll(() => guest.isEnabled(), UNTIL_LIVE).toBe(true);
    expect(await heading.stillParsed()).toBe(true);
    await guest.click();
    await page.getByText("Welcome, Guest").first().waitFor();
    expect(hydration).toEqual([]);
  });

  it("renders a returning guest's dashboard over the prerendered landing page", async () => {
    const page = await b.newPage("phone");
    const hydration = watchHydration(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Continue as Guest (Limited Features)" }).click();
    await page.getByText("Welcome, Guest").first().waitFor();
    await page.reload();
    await page.getByText("Welcome, Guest").first().waitFor();
    expect(await page.getByRole("heading", { name: LANDING_HEADLINE }).count()).toBe(0);
    expect(hydration).toEqual([]);
  });

  it("draws the signed-in dashboard in the page, then hydrates those same elements with no mismatch", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    // A meal whose name would end the page's data block early if it were not escaped.
    const title = "</script><script>window.injected = true</script> Omelette";
    await logMealVia(page, {
      mealType: "breakfast",
      title,
      totalProtein: 21,
      foodItems: [{ name: "Omelette", proteinContent: 21 }],
    });
    const html = await (await page.request.get("/", { headers: { "Sec-Fetch-Dest": "document" } })).text();
    expect(html).toContain('data-prerendered="dashboard"');
    expect(html).toMatch(/data-testid="ring-intake"[^>]*>21g</);
    expect(html).toContain('id="first-screen-data"');
    // Drawn whole: no part left for an inline script of React's to move in (the CSP refuses one),
    // nor one React gave up on for the browser to draw.
    const drawn = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
    expect(drawn).not.toContain("<script");
    expect(drawn).not.toMatch(/<!--\$[?!]-->/);

    const hydration = watchHydration(page);
    const ring = await rememberParsed(page, '[data-testid="ring-text"]');
    // The cards below the ring too: still the very elements drawn.
    const chart = await rememberParsed(page, 'section[aria-labelledby="progress-title"]');
    const meals = await rememberParsed(page, 'section[aria-labelledby="recent-meals-title"]');
    const badges = await rememberParsed(page, 'section[aria-labelledby="badges-title"]');
    await page.goto("/");
    // The period buttons answer only once the app runs: pressed, then the same ring is there.
    const day = page.getByRole("button", { name: "day", exact: true });
    await pressOnceLive(day);
    expect(await ring.stillParsed()).toBe(true);
    for (const card of [chart, meals, badges]) expect(await card.stillParsed()).toBe(true);
    expect(await page.locator('section[aria-labelledby="recent-meals-title"]').count()).toBe(1);
    expect(await page.getByTestId("meal-name").filter({ hasText: "Omelette" }).textContent()).toBe(title);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(hydration).toEqual([]);
  });

  it("hydrates the drawn dashboard without rewriting its text: the browser lays nothing out again", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    const drawn = await watchDrawnText(page);
    // A new account's dashboard: the how-to guide, no meals, no badge earned.
    await page.goto("/");
    expect(await page.locator('[data-prerendered="dashboard"]').count()).toBe(1);
    expect(await drawn.rewrites()).toEqual([]);
    // With a meal: the recent meals' rows (time, type, grams), a streak and a badge.
    await logMealVia(page, { mealType: "lunch", title: "Tuna salad", totalProtein: 32 });
    await page.goto("/");
    expect(await page.getByTestId("meal-name").filter({ hasText: "Tuna salad" }).count()).toBe(1);
    expect(await drawn.rewrites()).toEqual([]);
    // In a free trial: the banner counting its days.
    await startTrialByApi(page);
    await page.goto("/");
    expect(await page.getByText("7 day(s) left in your free trial").count()).toBe(1);
    expect(await drawn.rewrites()).toEqual([]);
  });

  it("hydrates the drawn landing page without rewriting its text", async () => {
    const page = await b.newPage("phone");
    const drawn = await watchDrawnText(page);
    await page.goto("/");
    expect(await drawn.rewrites()).toEqual([]);
  });

  it("draws its icons as SVG: no emoji on the drawn landing page or dashboard, so no emoji font to load (ADR 040)", async () => {
    const page = await b.newPage("phone");
    const load = { "Sec-Fetch-Dest": "document" };
    /** The emoji in the page's drawn body: its text and attributes, not its scripts or styles. */
    const emojiDrawn = async () => {
      const html = await (await page.request.get("/", { headers: load })).text();
      const body = html.slice(html.indexOf("<body")).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
      return { drawn: html.includes("data-prerendered"), emoji: body.match(/\p{Extended_Pictographic}/gu) ?? [] };
    };
    expect(await emojiDrawn()).toEqual({ drawn: true, emoji: [] });
    // A new account's dashboard (the how-to guide), then one with a meal of each type, a streak,
    // the nudge and the badge grid.
    await signedInPage(page, "/");
    expect(await emojiDrawn()).toEqual({ drawn: true, emoji: [] });
    for (const [mealType, totalProtein] of [
      ["breakfast", 30],
      ["lunch", 25],
      ["dinner", 10],
      ["snack", 5],
    ] as const) {
      await logMealVia(page, { mealType, totalProtein, title: `Test ${mealType}` });
    }
    await page.goto("/");
    await page.getByText("1 day streak", { exact: true }).waitFor();
    expect(await page.locator('section[aria-labelledby="badges-title"] svg').count()).toBeGreaterThan(10);
    expect(await emojiDrawn()).toEqual({ drawn: true, emoji: [] });
  });

  it("shows the theme chosen on this device on the drawn dashboard's theme button, once live (ADR 040)", async () => {
    const page = await b.newPage("desktop");
    await signedInPage(page, "/");
    // Dark, on the account and on this device, as choosing it in the menu leaves them.
    const status = await page.evaluate(async () => {
      localStorage.setItem("proteo-theme", "dark");
      const res = await fetch("/api/user/theme", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ theme: "dark" }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    const html = await (await page.request.get("/", { headers: { "Sec-Fetch-Dest": "document" } })).text();
    expect(html).toContain('data-prerendered="dashboard"');
    await openLive(page, "/");
    // The Worker drew the "system" icon (it reads no device's choice). Hydrated, before anything
    // redraws the button, it shows this device's choice.
    const trigger = page.getByRole("button", { name: "Theme" });
    const icon = async (locator: typeof trigger) => locator.locator("svg").getAttribute("data-icon");
    const shown = await icon(trigger);
    await trigger.click();
    expect(shown).toBe(await icon(page.getByRole("button", { name: "Dark" })));
    expect(shown).not.toBe(await icon(page.getByRole("button", { name: "System" })));
  });

  it("keeps a tap made on the drawn dashboard before the app runs, and acts on it once it does (ADR 033)", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    // The app's script waits until the tap has been made on the drawn page.
    const { release: letThrough, requested } = await holdScripts(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await requested;
    const day = page.getByRole("button", { name: "day", exact: true });
    await day.click();
    expect(await day.getAttribute("aria-pressed")).toBe("false");
    letThrough();
    await expect.poll(() => day.getAttribute("aria-pressed"), UNTIL_LIVE).toBe("true");
  });

  it("lets taps on the drawn dashboard through as plain clicks when the app's script cannot load or throws", async () => {
    for (const broken of ["not found", "throws"] as const) {
      const page = await b.newPage("phone");
      await signedInPage(page, "/");
      // The app's script is held until the user has tapped, so the tap lands while the loader
      // still waits for the app; the script then fails, and the held tap must not be lost.
      let asked!: () => void;
      const requested = new Promise<void>((resolve) => {
        asked = resolve;
      });
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route(APP_SCRIPT, async (route) => {
        asked();
        await answered;
        await (broken === "not found"
          ? route.abort()
          : route.fulfill({ contentType: "text/javascript", body: 'throw new Error("a broken build")' }));
      });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await requested;
      // "View All" under Recent Meals is a link: without the app it is an ordinary one.
      await page.locator('#root a[href="/history"]').first().click();
      expect(page.url()).not.toMatch(/\/history$/);
      answer();
      await page.waitForURL(/\/history$/, UNTIL_LIVE);
    }
  });

  it("stores the browser's time zone once the page is idle, when the account has another", async () => {
    const page = await b.newPage("phone", { timezoneId: "Asia/Tokyo" });
    await signedInPage(page, "/");
    // A meal, whose clock time the Worker draws in the account's zone.
    await logMealVia(page, { mealType: "snack", title: "Edamame", totalProtein: 11 });
    // The account moves away (as if saved from another device); the next visit brings it back.
    await storeTimeZone(page, "America/Chicago");
    const hydration = watchHydration(page);
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(async () => (await (await fetch("/api/auth/user")).json()).timezone), {
        timeout: 15_000,
      })
      .toBe("Asia/Tokyo");
    // Hydrated with the Chicago times the page was drawn with, then shown in the browser's own.
    const tokyo = await page.evaluate(() =>
      new Date().toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" }).replace(/\s/g, " "),
    );
    await expect
      .poll(async () => (await page.getByText("· snack", { exact: false }).first().textContent())?.replace(/\s/g, " "))
      .toMatch(new RegExp(`^${tokyo.slice(0, tokyo.indexOf(":"))}:`));
    expect(hydration).toEqual([]);
  });

  it("leaves the stored time zone alone when the browser's keeps the same days", async () => {
    const page = await b.newPage("phone", { timezoneId: "Europe/Berlin" });
    await signedInPage(page, "/");
    await storeTimeZone(page, "Europe/Paris");
    const stores: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/user/timezone")) stores.push(req.method());
    });
    // The app's effects, its time zone check among them, have run once it says it is live.
    await openLive(page, "/");
    // Idle callbacks run in the order asked for: the app's (asked for as it went live) runs first.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(stores).toEqual([]);
    expect(await page.evaluate(async () => (await (await fetch("/api/auth/user")).json()).timezone)).toBe(
      "Europe/Paris",
    );
  });

  it("slides a half-used session forward on the drawn page, and hands the browser its new cookie", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/");
    const DAY = 86_400_000;
    // Two of its 30 days left: the next signed-in request renews it (lib/session.ts).
    const soon = Date.now() + 2 * DAY;
    const user = "(select id from users where email = ?)";
    expect(changeDb(`update sessions set expires_at = ? where user_id = ${user}`, soon, email)).toBe(1);
    const response = await page.request.get("/", { headers: { "Sec-Fetch-Dest": "document" } });
    expect(await response.text()).toContain('data-prerendered="dashboard"');
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(cookies.filter((cookie) => cookie.startsWith("proteo_session="))).toHaveLength(1);
    const [session] = queryDb<{ expires_at: number }>(`select expires_at from sessions where user_id = ${user}`, email);
    expect(session?.expires_at).toBeGreaterThan(soon + 20 * DAY);
  });

  it("keeps the signed-in page out of shared caches", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    const response = await page.request.get("/", { headers: { "Sec-Fetch-Dest": "document" } });
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers().vary).toContain("Cookie");
  });

  it("shows a toast asked for before the toaster has loaded", async () => {
    const page = await b.newPage("phone");
    const scripts = watchScripts(page);
    // The landing page toasts a provider's sign-in failure as it first renders.
    await page.goto("/?auth_error=google");
    await page.getByText("Sign in with Google did not complete. Please try again.").waitFor();
    expect(scripts.some((path) => path.includes("app-toaster"))).toBe(true);
  });

  it("loads the first screen from one entry chunk that holds no toast library, with its styles in the page", async () => {
    const page = await b.newPage("phone");
    const html = await (await page.request.get("/")).text();
    const scripts = [
      ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1] ?? "");
    // The stylesheet is in the page: no render-blocking request for it.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\.dark/);
    // One entry; the app's start with its data layer (ADR 050) and its own screen are preloaded
    // beside it (ADR 036), the screen as one chunk with the one both screens share, the frame it
    // shares with the pages outside it and the bundler's runtime (ADR 044); the rest loads on
    // demand.
    const chunkNames = (paths: string[]) =>
      paths.map((src) => src.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, "$1")).sort();
    expect(chunkNames(scripts)).toEqual([
      "app-frame",
      "app-start",
      "first-screens",
      "index",
      "rolldown-runtime",
      "signed-in-shell",
    ]);
    // The drawn landing page's loader preloads the landing page's screen the same way.
    const landing = await (await page.request.get("/", { headers: { "Sec-Fetch-Dest": "document" } })).text();
    const landingPreloads = /data-preload="([^"]*)"/.exec(landing)?.[1]?.split(" ") ?? [];
    expect(chunkNames(landingPreloads)).toEqual(["first-screens", "landing-page", "rolldown-runtime"]);
    for (const src of scripts) {
      // sonner's toaster element attribute: present only where the toast library is bundled.
      expect(await (await page.request.get(src)).text(), src).not.toContain("data-sonner-toaster");
    }
    // Nor does the landing page's code hold the data layer (ADR 050): TanStack Query's message for
    // a missing client is in its code wherever it is bundled.
    const landingEntry = /data-app="([^"]+)"/.exec(landing)?.[1] ?? "";
    for (const src of [landingEntry, ...landingPreloads]) {
      expect(await (await page.request.get(src)).text(), src).not.toContain("No QueryClient set");
    }
    expect(landingEntry).toMatch(/^\/assets\/index-/);
  });

  it("loads only the code of the first screen it shows: the landing page's or the dashboard's (ADR 036)", async () => {
    const landing = await b.newPage("phone");
    const landingScripts = watchScripts(landing);
    await landing.goto("/");
    const guest = landing.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    await expect.poll(() => guest.isEnabled(), UNTIL_LIVE).toBe(true);
    expect(landingScripts.some((src) => src.startsWith("/assets/landing-page-"))).toBe(true);
    expect(landingScripts.filter((src) => src.startsWith("/assets/signed-in-shell-"))).toEqual([]);
    // Nor the app's start and its data layer, which the page hands over to at its first step (ADR 050).
    expect(landingScripts.filter((src) => src.startsWith("/assets/app-start-"))).toEqual([]);
    // Nor the email form, which only a tap on one of its two buttons opens (ADR 045).
    expect(landingScripts.filter((src) => src.startsWith("/assets/email-auth-form-"))).toEqual([]);
    // The app's screen arrives when it is asked for.
    await guest.click();
    await landing.getByText("Welcome, Guest").first().waitFor();
    expect(landingScripts.some((src) => src.startsWith("/assets/signed-in-shell-"))).toBe(true);

    const dashboard = await b.newPage("phone");
    await signedInPage(dashboard, "/");
    const dashboardScripts = watchScripts(dashboard);
    await dashboard.goto("/");
    const day = dashboard.getByRole("button", { name: "day", exact: true });
    await pressOnceLive(day);
    expect(dashboardScripts.some((src) => src.startsWith("/assets/signed-in-shell-"))).toBe(true);
    expect(dashboardScripts.filter((src) => src.startsWith("/assets/landing-page-"))).toEqual([]);
  });

  it("loads the landing page's email form on intent, its card saying 'Loading...' until it arrives (ADR 045)", async () => {
    const page = await b.newPage("phone");
    const scripts = watchScripts(page);
    const form = await holdScripts(page, /\/assets\/email-auth-form-[\w-]+\.js$/);
    await page.goto("/");
    const signIn = page.getByRole("button", { name: "Sign in with Email" });
    await expect.poll(() => signIn.isEnabled(), UNTIL_LIVE).toBe(true);
    expect(scripts.filter((src) => src.startsWith("/assets/email-auth-form-"))).toEqual([]);
    await signIn.tap();
    await form.requested;
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    form.release();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await page.getByLabel("Email").fill("someone@example.com");
    expect(await page.getByRole("status").filter({ hasText: "Loading..." }).count()).toBe(0);
  });

  it("hands the landing page to the app at its first tap, which opens the form tapped (ADR 050)", async () => {
    const page = await b.newPage("phone");
    const app = await holdScripts(page, /\/assets\/app-start-[\w-]+\.js$/);
    // A provider's sign-in failure, toasted as the page opens: still there after the hand-over, once.
    await page.goto("/?auth_error=google");
    const failure = page.getByText("Sign in with Google did not complete. Please try again.");
    await failure.waitFor();
    const trial = page.getByRole("button", { name: "Start Free 7-Day Trial" });
    await expect.poll(() => trial.isEnabled(), UNTIL_LIVE).toBe(true);
    await trial.tap();
    await app.requested;
    // The same card as while the form's own code arrives, until the app has taken over.
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    app.release();
    await page.getByLabel("Email").fill("someone@example.com");
    expect(await page.getByRole("status").filter({ hasText: "Loading..." }).count()).toBe(0);
    expect(await failure.count()).toBe(1);
  });

  it("says so and undoes the tap when the app's code cannot be fetched at the landing page's first step", async () => {
    const page = await b.newPage("phone");
    await page.context().route(/\/assets\/app-start-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const guest = page.getByRole("button", { name: "Continue as Guest (Limited Features)" });
    await expect.poll(() => guest.isEnabled(), UNTIL_LIVE).toBe(true);
    const failed = page.getByText("Could not open Proteo. Check your connection and try again.");
    await guest.tap();
    await failed.waitFor();
    // No guest was left behind: the visitor is where they were.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /guest/i.test(key)))).toEqual([]);
    expect(await guest.isVisible()).toBe(true);
    // The email form's card goes back to the buttons.
    const email = page.getByRole("button", { name: "Sign in with Email" });
    await email.tap();
    await expect.poll(() => failed.count()).toBe(2);
    expect(await email.isVisible()).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Loading..." }).count()).toBe(0);
  });

  it("fetches the whole stylesheet once, with the first screen loaded on demand, never for the first screen (ADR 037, ADR 043, ADR 051)", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    await page.goto("/");
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/quick-relog-")),
    );
    const sheets = () =>
      page.evaluate(() => ({
        links: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
          (link) => `${link.id} ${link.getAttribute("href")}`,
        ),
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith(".css")),
      }));
    // The drawn dashboard, "Log again"'s code with it, runs on the styles it carries inline.
    expect(await sheets()).toEqual({ links: [], fetched: [] });
    // Other sections' code, as a user moving around the app loads it, brings the whole sheet once.
    for (const [name, path, chunk] of [
      ["Meal Planner", /\/planner$/, "/assets/planner-section-"],
      ["Settings", /\/settings$/, "/assets/settings-section-"],
    ] as const) {
      await page.getByRole("link", { name }).first().click();
      await page.waitForURL(path);
      await page.waitForFunction(
        (chunk) => performance.getEntriesByType("resource").some((entry) => entry.name.includes(chunk)),
        chunk,
      );
    }
    const after = await sheets();
    expect(after.links).toHaveLength(1);
    expect(after.links[0]).toMatch(/^app-styles \/assets\/styles-[\w-]+\.css$/);
    expect(after.fetched).toEqual([after.links[0]?.split(" ")[1]]);
  });

  it("loads the progress card's other periods when a period button is pointed at, not with the dashboard (ADR 045)", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    const scripts = watchScripts(page);
    await page.goto("/");
    // The first screen is done loading once "Log again", its last piece, has arrived.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/quick-relog-")),
    );
    const periodViews = () => scripts.filter((src) => src.startsWith("/assets/period-views-"));
    expect(periodViews()).toEqual([]);
    // The week, which the card opens on, needs none of it.
    expect(await page.getByText("Protein per day, last 7 days:", { exact: false }).count()).toBe(1);
    const day = page.getByRole("button", { name: "day", exact: true });
    // Pointed at until the card listens (once the page is hydrated).
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await day.hover();
        return periodViews().length;
      }, UNTIL_LIVE)
      .toBe(1);
    await pressOnceLive(day);
    await page.getByText("Protein by meal today, against a", { exact: false }).waitFor({ state: "attached" });
    expect(periodViews()).toHaveLength(1);
  });

  it("offers a reload when a section's code cannot be downloaded, and the reload opens it", async () => {
    const page = await b.newPage("phone", { serviceWorkers: "block" });
    await signedInPage(page, "/");
    await page.goto("/");
    await page.getByTestId("ring-text").waitFor();
    // As after an update that removed the old version's files, or offline before they were kept.
    const plannerCode = /\/assets\/planner-section-[\w-]+\.js$/;
    await page.route(plannerCode, (route) => route.abort("internetdisconnected"));
    const nav = page.getByRole("navigation", { name: /^Sections/ }).filter({ visible: true });
    await nav.getByRole("link", { name: "Meal Planner" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "Something went wrong opening this screen." });
    await failure.waitFor();
    expect(await failure.textContent()).toContain("Reload Proteo to try again.");
    // The navigation stays: only the section could not be drawn.
    expect(await nav.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    await page.unroute(plannerCode);
    await failure.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/planner");
  });

  it("keeps the dashboard when a piece of it cannot be downloaded, says so, and opens it at the next tap (ADR 053)", async () => {
    const page = await b.newPage("phone", { serviceWorkers: "block" });
    await signedInPage(page, "/");
    await page.goto("/");
    // The first screen is done loading once "Log again", its last piece, has arrived.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/quick-relog-")),
    );
    const periodCode = /\/assets\/period-views-[\w-]+\.js$/;
    await page.route(periodCode, (route) => route.abort("internetdisconnected"));
    const day = page.getByRole("button", { name: "day", exact: true });
    const week = page.getByRole("button", { name: "week", exact: true });
    const failed = page.getByText("Could not open this.", { exact: true });
    await day.click();
    await failed.waitFor();
    await page.getByText("Check your connection and try again, or reload Proteo.").waitFor();
    // The tap is undone: the card is back on the week, and the dashboard was never replaced.
    expect(await week.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByText("Protein per day, last 7 days:", { exact: false }).count()).toBe(1);
    expect(await page.getByText("Something went wrong opening this screen.").count()).toBe(0);
    expect(await page.getByTestId("ring-text").isVisible()).toBe(true);
    await page.unroute(periodCode);
    await day.click();
    await page.getByText("Protein by meal today, against a", { exact: false }).waitFor({ state: "attached" });
    expect(await day.getAttribute("aria-pressed")).toBe("true");
  });

  it("fetches 'Log again' only once the dashboard's ring is on screen", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    // When the ring enters the DOM (React's commit); its paint follows.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="ring-text"]')) return;
        (window as unknown as { ringAt: number }).ringAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/quick-relog-")),
    );
    const { ringAt, relogAt } = await page.evaluate(() => ({
      ringAt: (window as unknown as { ringAt?: number }).ringAt ?? Number.NaN,
      relogAt:
        performance.getEntriesByType("resource").find((entry) => entry.name.includes("/assets/quick-relog-"))
          ?.startTime ?? Number.NaN,
    }));
    expect(relogAt).toBeGreaterThan(ringAt);
  });
});
