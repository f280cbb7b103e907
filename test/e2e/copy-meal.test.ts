import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { logMealVia, signedInPage } from "./session";

/** On a phone: "Copy to…" in the Edit meal dialog, and "Copy day to…" in the history. */
const b = openBrowser();

/** The browser's local day `n` days before today, as a date field holds it. */
const dayBefore = (page: Page, n: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() - n);
    const pad = (x: number) => String(x).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, n);

const mealsOf = (email: string) =>
  queryOwnMeals<{ title: string; meal_type: string; local_date: string; total_protein: number }>(
    email,
    "select title, meal_type, local_date, total_protein from meals order by local_date, created_at",
  );

describe("copy to another day", () => {
  it("copies one meal from its Edit meal dialog to an earlier day, as another meal type", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/history");
    await logMealVia(page, { title: "Tuna salad", totalProtein: "30", mealType: "lunch" });
    await page.reload();
    await page
      .getByRole("button", { name: /Tuna salad/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    const copyTo = dialog.getByRole("button", { name: "Copy to…" });
    expect((await copyTo.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await copyTo.click();
    const yesterday = await dayBefore(page, 1);
    // Nothing after today can be picked.
    expect(await dialog.getByLabel("Copy to day").getAttribute("max")).toBe(await dayBefore(page, 0));
    await dialog.getByLabel("Copy to day").fill(yesterday);
    await dialog.getByLabel("Meal type").selectOption("dinner");
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText(/^Copied to /).waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(mealsOf(email)).toEqual([
      { title: "Tuna salad", meal_type: "dinner", local_date: yesterday, total_protein: 30 },
      { title: "Tuna salad", meal_type: "lunch", local_date: await dayBefore(page, 0), total_protein: 30 },
    ]);
    // The history lists the copy under its own day.
    await expect.poll(() => page.getByRole("button", { name: "Delete Tuna salad" }).count()).toBe(2);
  });

  it("copies a whole day from the history to an earlier day, each meal of its own type", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/history");
    await logMealVia(page, { title: "Oats", totalProtein: "12", mealType: "breakfast" });
    await logMealVia(page, { title: "Chicken wrap", totalProtein: "35", mealType: "lunch" });
    await page.reload();
    const today = await dayBefore(page, 0);
    const twoDaysAgo = await dayBefore(page, 2);
    await page
      .getByRole("button", { name: /^Copy day to… \(from / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Copy day" });
    await dialog.getByLabel("Copy to day").fill(twoDaysAgo);
    expect(await dialog.getByLabel("Meal type").count()).toBe(0);
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText(/^Copied to /).waitFor();
    expect(mealsOf(email).map((m) => [m.title, m.meal_type, m.local_date])).toEqual([
      ["Oats", "breakfast", twoDaysAgo],
      ["Chicken wrap", "lunch", twoDaysAgo],
      ["Oats", "breakfast", today],
      ["Chicken wrap", "lunch", today],
    ]);
  });
});
