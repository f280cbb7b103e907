import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser, type ViewportName } from "./browser";

const b = openBrowser();

/** Collects uncaught errors and CSP violations, which must never happen. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // "Am I signed in?" is answered with a 401 for guests, which Chromium logs as a failed load.
    const expected401 = message.text().includes("status of 401") && message.location().url.endsWith("/api/auth/user");
    if (message.type() === "error" && !expected401) errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

async function rootClass(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.className);
}

describe.each<ViewportName>(["desktop", "phone"])("app shell (%s)", (viewport) => {
  it("shows the navigation bar with brand, greeting and sections", async () => {
    const page = await b.newPage(viewport);
    const errors = watchErrors(page);
    await enterAsGuest(page);
    await page.getByRole("link", { name: "Proteo", exact: true }).waitFor();
    expect(await page.getByText("Welcome, Guest").isVisible()).toBe(true);
    const sections = page.getByRole("navigation", { name: viewport === "desktop" ? "Sections" : "Sections (mobile)" });
    for (const label of ["Dashboard", "Take Photo", "Meal Planner"]) {
      expect(await sections.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    await sections.getByRole("button", { name: "More" }).click();
    for (const label of ["Meal History", "Learn", "Settings", "Logout"]) {
      expect(await page.getByRole("button", { name: label }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId("banner-slot").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("switches sections in-page, and the back button returns", async () => {
    const page = await b.newPage(viewport);
    await enterAsGuest(page);
    const sections = page.getByRole("navigation", { name: viewport === "desktop" ? "Sections" : "Sections (mobile)" });
    await sections.getByRole("link", { name: "Meal Planner" }).click();
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/planner");

    // In-page: the document is not reloaded between sections.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await sections.getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Learn" }).click();
    await page.getByRole("heading", { name: "Learn" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/learn");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.goBack();
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/planner");
  });

  it("opens a section from a deep link", async () => {
    const page = await b.newPage(viewport);
    await enterAsGuest(page, "/history");
    await page.getByRole("heading", { name: "Meal History" }).waitFor();
  });

  it("applies Light, Dark and System from the theme menu", async () => {
    const page = await b.newPage(viewport, { colorScheme: "light" });
    await enterAsGuest(page);
    expect(await rootClass(page)).toContain("light");

    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("button", { name: "Dark" }).click();
    expect(await rootClass(page)).toContain("dark");
    expect(await rootClass(page)).not.toContain("light");
    expect(await page.evaluate(() => localStorage.getItem("proteo-theme"))).toBe("dark");

    await page.reload();
    expect(await rootClass(page)).toContain("dark");

    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("button", { name: "System" }).click();
    expect(await rootClass(page)).toContain("light");
    // System follows the OS preference live, without a reload.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => document.documentElement.classList.contains("light"));

    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("button", { name: "Light" }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await rootClass(page)).toContain("light");
  });

  it("moves the focus into a menu as it opens, so the very next Tab lands on its second item", async () => {
    const page = await b.newPage(viewport);
    await enterAsGuest(page);
    await page.getByRole("button", { name: "Theme" }).focus();
    // No wait between the keys: a fast keyboard user, or a slow phone, must not tab out of
    // a menu that has not yet taken the focus (and so close it).
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const dark = page.getByRole("button", { name: "Dark" });
    const focused = () => dark.evaluate((el) => el === document.activeElement);
    expect(await focused()).toBe(true);

    // The list follows its trigger when the page scrolls or the window resizes; the focus stays
    // where the user put it.
    const errors = watchErrors(page);
    for (const moved of ["scroll", "resize"] as const) {
      await page.evaluate(async (kind) => {
        (kind === "scroll" ? document : window).dispatchEvent(new Event(kind));
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      }, moved);
      expect(await page.getByTestId("menu-list").count()).toBe(1);
      expect(await focused()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("shows the not-found page for any other path", async () => {
    const page = await b.newPage(viewport);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });

  it("keeps the app's navigation and a way home on the not-found page", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page, "/learn");
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Quick navigation" }).isVisible()).toBe(true);
    const home = page.getByRole("link", { name: "Go to Proteo" });
    expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await home.click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

describe("mobile bottom navigation", () => {
  it("has Home, Upload, Stats and Settings with the spec's targets", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page, "/learn");
    const bottom = page.getByRole("navigation", { name: "Quick navigation" });
    const targets: [string, string][] = [
      ["Home", "/photo"],
      ["Stats", "/"],
      ["Upload", "/photo"],
      ["Settings", "/settings"],
    ];
    for (const [label, path] of targets) {
      await bottom.getByRole("link", { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
  });

  it("is hidden on desktop", async () => {
    const page = await b.newPage("desktop");
    await enterAsGuest(page);
    expect(await page.getByRole("navigation", { name: "Quick navigation" }).isVisible()).toBe(false);
  });
});
