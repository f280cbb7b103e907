import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { logMealByHand, logMealVia, signedInPage } from "./session";

const b = openBrowser();

// Each meal against the per-meal 20-40 g band on the dashboard, today's and the week's count,
// and the smart tip's step for a short meal, on a phone (ADR 065).
describe("protein across the day on a phone", () => {
  it("shows each logged meal against the 20-40 g band, the day's and the week's count, and the tip", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    await page.getByTestId("card-today").waitFor();
    // Nothing logged: no band figures at all, never a placeholder.
    expect(await page.getByTestId("band-today").count()).toBe(0);
    expect(await page.getByTestId("band-week").count()).toBe(0);
    expect(await page.getByTestId("chart-note").count()).toBe(0);

    await logMealVia(page, { title: "Toast and jam", totalProtein: 10, mealType: "breakfast" });
    await page.goto("/");
    await page.getByTestId("band-today").waitFor();
    expect(await page.getByTestId("band-today").textContent()).toBe("Today: 0 of 1 meal in the 20-40 g band");
    expect(await page.getByTestId("meal-band").allTextContents()).toEqual(["below 20 g"]);
    // 90 g left: the smart tip spreads it across meals, starting with the short breakfast.
    expect(await page.getByTestId("smart-tip").textContent()).toBe(
      "Smart tip: You still need 90g. Spread it across your remaining meals, aiming for 20-40g of protein at each. Add 10 g to breakfast to reach 20 g.",
    );

    await logMealByHand(page, "Chicken and rice", "32");
    await logMealVia(page, { title: "Steak", totalProtein: 45, mealType: "dinner" });
    await page.goto("/");
    await page.getByTestId("band-today").filter({ hasText: "of 3" }).waitFor();
    expect(await page.getByTestId("band-today").textContent()).toBe("Today: 1 of 3 meals in the 20-40 g band");
    // Newest first, each in words beside its grams.
    expect(await page.getByTestId("meal-band").allTextContents()).toEqual([
      "above 40 g",
      "in the 20-40 g band",
      "below 20 g",
    ]);
    // The stats week: today's figure under its bar, and the week in words.
    const notes = await page.getByTestId("chart-note").allTextContents();
    expect(notes).toHaveLength(7);
    expect(notes.at(-1)).toBe("1/3");
    expect(await page.getByTestId("band-week").locator("p").first().textContent()).toBe(
      "Last 7 days: 1 of 3 meals in the 20-40 g band (1 below, 1 above).",
    );
    expect(await page.locator("figcaption").first().textContent()).toContain("(1 of 3 meals in the 20-40 g band)");
    // Tidy at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
