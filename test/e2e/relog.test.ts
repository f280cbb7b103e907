import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { logMealVia, signedInPage } from "./session";

/** One-tap re-logging on Add Your Meal and the dashboard, on a phone. */
const b = openBrowser();

const mealsOf = (email: string) =>
  queryOwnMeals<{ title: string; meal_type: string; total_protein: number; local_date: string }>(
    email,
    "select title, meal_type, total_protein, local_date from meals order by created_at, id",
  );

/** A meal logged a day ago, as a guest's meal moved in at sign-up keeps its time. */
async function logYesterday(page: Page, title: string, mealType: string, totalProtein: number) {
  const status = await page.evaluate(
    async (meal) => {
      const res = await fetch("/api/migrate-guest-data", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          guestMeals: [
            {
              ...meal,
              id: `guest_${Date.now()}`,
              imageUrl: null,
              createdAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
              foodItems: [],
              isGuest: true,
            },
          ],
        }),
      });
      return res.status;
    },
    { title, mealType, totalProtein },
  );
  expect(status).toBe(200);
}

describe("Log again", () => {
  it("on Add Your Meal, logs a recent meal again with one tap, as the page's meal type", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await logMealVia(page, { title: "Tuna salad", totalProtein: "30", mealType: "lunch" });
    await page.reload();
    const recent = page.getByRole("list", { name: "Recent" });
    await recent.waitFor();
    await page.getByLabel("Meal type").selectOption("snack");
    const tap = recent.getByRole("button", { name: "Log Tuna salad 30.0g again as snack" });
    const box = await tap.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await tap.click();
    await page.getByText("Tuna salad was added to today's snack.").waitFor();
    const meals = mealsOf(email);
    expect(meals.map((m) => [m.title, m.meal_type, m.total_protein])).toEqual([
      ["Tuna salad", "lunch", 30],
      ["Tuna salad", "snack", 30],
    ]);
    expect(meals[1]?.local_date).toBe(meals[0]?.local_date);
  });

  it("shows one chip for one food, logged as a meal of its own or within others", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    const yogurt = { name: "Greek yogurt", grams: 150, portionSize: "150 g", proteinContent: 15, confidence: 1 };
    for (let i = 0; i < 2; i++) {
      await logMealVia(page, { title: "Greek yogurt", totalProtein: "15", mealType: "snack", foodItems: [yogurt] });
    }
    await page.reload();
    const row = page.getByRole("region", { name: "Log again" });
    await row.getByRole("list", { name: "Recent" }).waitFor();
    // Recent, the frequent meal and the frequent food all log the same 150 g of yogurt.
    const chips = await row.getByRole("button", { name: /^Log Greek yogurt/ }).allTextContents();
    expect(chips).toHaveLength(1);
    expect(chips[0]).toMatch(/^Log Greek yogurt 15\.0g again as \w+$/);
  });

  it("on the dashboard, copies yesterday's breakfast and the ring counts it", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/");
    await logYesterday(page, "Oats with whey", "breakfast", 32);
    await page.reload();
    await page.getByRole("heading", { name: "Log again" }).waitFor();
    const ringBefore = await page.getByTestId("ring-text").textContent();
    await page.getByRole("button", { name: "Copy yesterday's breakfast" }).click();
    await page.getByText("Yesterday's breakfast was added to today's log.").waitFor();
    // Today's ring and recent meals now hold the copy (yesterday's meal stays in yesterday).
    await expect.poll(() => page.getByTestId("ring-text").textContent()).not.toBe(ringBefore);
    await expect.poll(() => page.getByRole("button", { name: /Edit Oats with whey/ }).count()).toBe(2);
    const meals = mealsOf(email);
    expect(meals.map((m) => [m.title, m.meal_type])).toEqual([
      ["Oats with whey", "breakfast"],
      ["Oats with whey", "breakfast"],
    ]);
    expect(meals[0]?.local_date).not.toBe(meals[1]?.local_date);
  });

  it("takes a tap back with the toast's Undo: the meal, its XP and the day's total go", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/");
    await logMealVia(page, { title: "Greek yogurt", totalProtein: "17", mealType: "snack" });
    await page.reload();
    await page.getByRole("heading", { name: "Log again" }).waitFor();
    const xpOf = () => queryOwnMeals<{ xp: number }>(email, "select coalesce(sum(xp), 0) as xp from xp_events")[0]?.xp;
    const totalOf = () =>
      queryOwnMeals<{ total: number }>(email, "select coalesce(sum(total), 0) as total from day_totals")[0]?.total;
    const [xpBefore, totalBefore] = [xpOf(), totalOf()];
    const ringBefore = await page.getByTestId("ring-text").textContent();

    await page
      .getByRole("list", { name: "Recent" })
      .getByRole("button", { name: /^Log Greek yogurt 17\.0g again/ })
      .click();
    await page.getByText(/Greek yogurt was added to today's/).waitFor();
    await expect.poll(() => mealsOf(email).length).toBe(2);
    // The tap earned XP and raised the day's total: Undo has something to take back.
    expect(xpOf()).toBeGreaterThan(xpBefore ?? 0);
    expect(totalOf()).toBe((totalBefore ?? 0) + 17);
    await expect.poll(() => page.getByTestId("ring-text").textContent()).not.toBe(ringBefore);

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("The meal was removed from today's log.").waitFor();
    expect(mealsOf(email).map((m) => m.title)).toEqual(["Greek yogurt"]);
    expect(xpOf()).toBe(xpBefore);
    expect(totalOf()).toBe(totalBefore);
    await expect.poll(() => page.getByTestId("ring-text").textContent()).toBe(ringBefore);
  });
});
