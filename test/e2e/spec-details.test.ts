import { formatDay } from "@domain/time/display-date";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { jpeg } from "./images";
import { logMealByHand, signedInPage } from "./session";

// Details of the product's wording and behaviour: the add-to-log failure, meal-edit validation toasts, tooltips,
// 'MMMM dd, yyyy' dates and the 'Analyzing meal...' placeholder in every meals list.

const b = openBrowser();

async function takePhoto(page: Page) {
  await page
    .getByTestId("camera-input")
    .setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
}

/** The browser's own calendar day, as the app files meals under it. */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));

const sections = (page: Page) => page.getByRole("navigation", { name: "Sections" });

async function openHistoryInPage(page: Page) {
  await sections(page).getByRole("button", { name: "More" }).click();
  await page.getByRole("button", { name: "Meal History" }).click();
  await page.getByRole("heading", { name: "Meal History" }).waitFor();
}

describe("Add to Daily Log", () => {
  it("says 'Error' / 'Failed to add meal to log.' when it fails, and keeps the result for a retry", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await takePhoto(page);
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();

    // The day's log cannot be read: the server answers 500.
    const failLog = (route: Route) => route.fulfill({ status: 500, body: "{}" });
    await page.route("**/api/dashboard", failLog);
    await page.getByRole("button", { name: "Add to Daily Log" }).click();
    await page.getByText("Failed to add meal to log.").waitFor();
    expect(await page.getByText("Error", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Added to Log").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Analysis Complete" }).isVisible()).toBe(true);

    await page.unroute("**/api/dashboard", failLog);
    await page.getByRole("button", { name: "Add to Daily Log" }).click();
    await page.getByText("Added to Log").waitFor();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor({ state: "detached" });
  });
});

describe("meal edit validation", () => {
  it("answers a negative or malformed protein with 'Invalid Value', changing nothing", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await logMealByHand(page, "Oatmeal", "10");
    await page.goto("/");
    await page.getByRole("button", { name: "Edit Oatmeal" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    const protein = dialog.getByLabel("Protein (g)");
    const save = dialog.getByRole("button", { name: "Save" });

    await protein.fill("-5");
    await save.click();
    await page.getByText("Please enter a valid protein amount.").waitFor();
    expect(await page.getByText("Invalid Value", { exact: true }).isVisible()).toBe(true);

    // "1e" is not a number: the browser reports an empty value, which the form refuses.
    await protein.fill("");
    await protein.pressSequentially("1e");
    await page.getByText("Please enter a valid protein amount.").waitFor({ state: "detached", timeout: 10_000 });
    await save.click();
    await page.getByText("Please enter a valid protein amount.").waitFor();
    expect(await dialog.isVisible()).toBe(true);

    const rows = queryOwnMeals<{ total_protein: number }>(email, "select total_protein from meals");
    expect(rows.map((r) => r.total_protein)).toEqual([10]);
  });
});

describe("tooltips", () => {
  it("show a badge's description and a chart bar's day and protein on hover", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await logMealByHand(page, "Eggs", "12");
    await page.goto("/");
    await page.getByTestId("badge-count").waitFor();
    // "Log again" arrives after the first paint and moves the cards below it down: hovering
    // before it is there can leave the pointer off the badge once it arrives.
    await page.getByRole("heading", { name: "Log again" }).waitFor();

    // The tooltip library arrives at the first interaction once the app runs (the drawn page
    // comes first, ADR 033); its triggers then carry data-state.
    const badge = page.getByRole("listitem").filter({ hasText: "First Bite" });
    let x = 5;
    await expect
      .poll(async () => {
        x = x === 5 ? 6 : 5;
        await page.mouse.move(x, 5);
        return badge.and(page.locator("[data-state]")).count();
      })
      .toBe(1);
    await badge.hover();
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe("Log your first meal.");

    const today = formatDay(await browserToday(page));
    const bar = page.getByTestId("chart-bar").last();
    await bar.hover();
    await page.getByRole("tooltip", { name: `${today}: 12g` }).waitFor();
  });
});

describe("dates", () => {
  it("heads each history day as 'MMMM dd, yyyy'", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await logMealByHand(page, "Tuna sandwich", "28");
    await page.goto("/history");
    const day = await browserToday(page);
    const heading = page.getByRole("heading", { level: 2, name: formatDay(day) });
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
  });
});

describe("the 'Analyzing meal...' placeholder", () => {
  it("tops the history and the recent meals while analysing, even if the dashboard was never opened", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await logMealByHand(page, "Porridge", "9");
    await takePhoto(page);

    // Hold the analysis until the lists have been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/analyze-meal", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByText("Analyzing your meal...").waitFor();

    await openHistoryInPage(page);
    const today = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 2, name: formatDay(await browserToday(page)) }),
    });
    const rows = today.getByRole("listitem");
    await rows.first().getByText("Analyzing meal...").waitFor();
    expect(await rows.nth(1).textContent()).toContain("Porridge");
    expect(await page.getByTestId("optimistic-meal").textContent()).toContain("ANALYZING");
    expect(await page.getByRole("button", { name: /^Delete Analyzing/ }).count()).toBe(0);

    await sections(page).getByRole("link", { name: "Dashboard" }).click();
    const recent = page.getByRole("region", { name: "Recent Meals" });
    await recent.getByText("Analyzing meal...").waitFor();
    expect(await recent.getByRole("listitem").first().textContent()).toContain("Analyzing meal...");

    release();
    await recent.getByText("Analyzing meal...").waitFor({ state: "detached" });
    await recent.getByText(/grilled chicken breast/).waitFor();
    expect(await recent.getByRole("listitem").first().textContent()).toContain("grilled chicken breast");
  });
});
