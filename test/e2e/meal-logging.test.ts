import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe-serious";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { jpeg } from "./images";
import { logMealVia, PASSWORD, showLogWay, signedInPage, uniqueEmail } from "./session";

/**
 * Add Your Meal on a phone (390x844), where a finger can see and tap it: one meal type per
 * page, the analyses left, Discard, and a guest's photo after sign-up.
 */
const b = openBrowser();

async function takePhoto(page: Page) {
  await page
    .getByTestId("camera-input")
    .setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
}

/** Whether a finger can tap it: inside the viewport, and the topmost element at its centre. */
async function tappable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (top === el || el.contains(top));
  });
}

const mealsOf = (email: string) =>
  queryOwnMeals<{ id: string; meal_type: string; total_protein: number; awaiting_analysis: number; source: string }>(
    email,
    "select id, meal_type, total_protein, awaiting_analysis, source from meals order by created_at",
  );

describe("Add Your Meal on a phone", () => {
  it("is one focused screen at 360 x 740: meal type and camera first, Log again in one row, the rest as tabs", async () => {
    const page = await b.newPage("phone");
    await page.setViewportSize({ width: 360, height: 740 });
    await signedInPage(page, "/photo");
    // Enough history for a long "Log again": recent meals, frequent foods, yesterday's copy.
    for (const [title, totalProtein] of [
      // Under the goal in all: "Goal Crushed!" would cover the screen.
      ["Greek yogurt bowl", 12],
      ["Chicken rice", 11],
      ["Tuna sandwich", 10],
      ["Egg white omelette", 9],
      ["Cottage cheese", 8],
    ] as const) {
      await logMealVia(page, { title, totalProtein, mealType: "lunch" });
    }
    await page.reload();
    const recent = page.getByRole("list", { name: "Recent" });
    await recent.getByRole("button").first().waitFor();

    // Without scrolling, above the bottom bar: the meal type and both photo buttons.
    const barTop = await page
      .getByRole("navigation", { name: "Quick navigation" })
      .evaluate((el) => el.getBoundingClientRect().top);
    for (const control of [
      page.getByLabel("Meal type"),
      page.locator("label", { has: page.getByTestId("camera-input") }),
      page.getByRole("button", { name: "Upload from Gallery" }),
    ]) {
      const box = await control.boundingBox();
      expect(box, (await control.textContent()) ?? "").not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Nothing is wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // "Log again" is one row that scrolls sideways, not a block of wrapped chips.
    const chips = page.getByRole("region", { name: "Log again" }).getByRole("button");
    const tops = new Set(
      await chips.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top))),
    );
    expect(tops.size).toBe(1);
    expect(await chips.count()).toBeGreaterThan(3);

    // The other ways to log are tabs: one panel at a time, each with its own heading.
    const tabs = page.getByRole("tablist", { name: "Other ways to log a meal" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Describe", "Search", "Scan", "Manual Entry"]);
    for (const [tab, heading] of [
      ["Describe", "Describe your meal"],
      ["Search", "Search foods"],
      ["Scan", "Scan barcode"],
      ["Manual Entry", "Manual Entry"],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("tabpanel").getByRole("heading", { name: heading }).waitFor();
      expect(await page.getByRole("tabpanel").count()).toBe(1);
    }
    // What was typed in one way is kept while another is looked at, and the tab last used is
    // the one shown on the next visit.
    await page.getByLabel("Meal Name").fill("Half-typed lentil soup");
    await page.getByRole("tab", { name: "Describe", exact: true }).click();
    await page.getByRole("tab", { name: "Manual Entry", exact: true }).click();
    expect(await page.getByLabel("Meal Name").inputValue()).toBe("Half-typed lentil soup");
    await page.reload();
    await page.getByRole("tab", { name: "Manual Entry", exact: true, selected: true }).waitFor();
  });

  it("has one meal type for the page, by the hour, used by Describe and Manual Entry, and editable later", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    const select = page.getByLabel("Meal type");
    await select.waitFor();
    await showLogWay(page, "Manual Entry");
    await page.getByRole("heading", { name: "Manual Entry" }).waitFor();
    expect(await select.count()).toBe(1);
    const hour = await page.evaluate(() => new Date().getHours());
    const expected =
      hour < 11 ? "breakfast" : hour < 15 ? "lunch" : hour < 17 ? "snack" : hour < 21 ? "dinner" : "snack";
    expect(await select.inputValue()).toBe(expected);

    await select.selectOption("breakfast");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("2 eggs");
    await page.getByRole("list", { name: "Foods found" }).waitFor();
    expect(await page.getByLabel("Meal type").count()).toBe(1);
    await page.getByRole("button", { name: /^Log .*g of protein$/ }).click();
    await page.getByText(/g of protein added to today's log\./).waitFor();

    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Meal Name").fill("Protein shake");
    await page.getByLabel("Protein Content").fill("25");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByText("Protein shake was added to today's log.").waitFor();
    expect(mealsOf(email).map((m) => m.meal_type)).toEqual(["breakfast", "breakfast"]);

    await page.goto("/");
    await page.getByRole("button", { name: /Edit Protein shake/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    await dialog.getByLabel("Meal type").selectOption("snack");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Meal Updated! ✅").waitFor();
    expect(mealsOf(email).map((m) => m.meal_type)).toEqual(["breakfast", "snack"]);
  });

  it("shows the analyses left, keeps Analyze tappable, says the meal is logged, and Discard removes it", async () => {
    // bypassCSP: axe-core is injected as a script tag, as in the accessibility suite.
    const page = await b.newPage("phone", { bypassCSP: true });
    const email = await signedInPage(page, "/photo");
    await page.getByTestId("analysis-quota").filter({ hasText: "3 of 3 free analyses left today" }).waitFor();

    await takePhoto(page);
    const analyze = page.getByRole("button", { name: /Analyze Meal/ });
    await analyze.waitFor();
    expect(await analyze.textContent()).toContain("3 of 3 free analyses left today");
    await expect.poll(() => tappable(analyze)).toBe(true);

    await analyze.click();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();
    await page.getByText("This meal is already in today's log.").waitFor();
    expect(mealsOf(email)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);

    const discard = page.getByRole("button", { name: "Discard" });
    await discard.scrollIntoViewIfNeeded();
    await discard.click();
    await page.getByText("Meal Discarded").waitFor();
    expect(mealsOf(email)).toHaveLength(0);
    const xpOf = () =>
      queryOwnMeals<{ n: number }>(
        email,
        "select count(*) as n from xp_events where reason in ('meal_logged', 'photo_analysis')",
      );
    expect(xpOf()[0]?.n).toBe(0);
    // The analysis ran, so it stays used (ADR 019).
    await page.getByTestId("analysis-quota").filter({ hasText: "2 of 3 free analyses left today" }).waitFor();

    // Undo puts the meal and its XP back, and its result on screen.
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText(/is back in your log\./).waitFor();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();
    expect(mealsOf(email)).toHaveLength(1);
    expect(xpOf()[0]?.n).toBeGreaterThan(0);
  });

  it("offers to analyse a guest's saved photo after sign-up, and shows it waiting until then", async () => {
    const page = await b.newPage("phone", { bypassCSP: true });
    await enterAsGuest(page, "/photo");
    await takePhoto(page);
    await page.getByText("Meal Saved Locally").first().waitFor();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up Now" }).click();
    const email = uniqueEmail("guest-waiting");
    // 'Sign Up Now' opens the sign-up form itself.
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    await page.getByLabel("First name").fill("Gus");
    await page.getByLabel("Last name").fill("Guest");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    // The migration ends by reloading the page: wait for that load, so the
    // next navigation does not race it.
    const reloaded = page.waitForEvent("load");
    await page.waitForFunction(() => localStorage.getItem("guestMeals") === null);
    await reloaded;
    expect(mealsOf(email)).toMatchObject([{ awaiting_analysis: 1, total_protein: 0 }]);

    await page.goto("/");
    const offer = page.getByRole("button", { name: "Analyze your 1 saved photo" });
    await offer.waitFor();
    await page.getByText("Waiting for analysis").first().waitFor();
    expect(await page.getByTestId("ring-intake").textContent()).toBe("0g");
    expect(await seriousViolations(page)).toEqual([]);

    await offer.scrollIntoViewIfNeeded();
    await offer.click();
    await page.getByText("1 saved photo was analysed and added to your log.").waitFor();
    await offer.waitFor({ state: "detached" });
    const [meal] = mealsOf(email);
    expect(meal).toMatchObject({ awaiting_analysis: 0, source: "photo" });
    expect(meal?.total_protein).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("ring-intake").textContent()).not.toBe("0g");
  });
});
