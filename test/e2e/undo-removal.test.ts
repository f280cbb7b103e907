import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { logMealByHand, logMealVia, signedInPage } from "./session";

/** Undo in the toast of a deleted meal, on a phone: the meal comes back exactly as it was. */
const b = openBrowser();

/** What a deletion takes and Undo must give back: the meals, their XP and the day totals. */
function storedOf(email: string) {
  return {
    meals: queryOwnMeals(email, "select * from meals order by id"),
    foods: queryOwnMeals(email, "select * from food_items order by id"),
    xp: queryOwnMeals(email, "select reason, reference, xp, created_at from xp_events order by 1, 2"),
    xpTotal: queryOwnMeals(email, "select xp_total from progress"),
    days: queryOwnMeals(email, "select local_date, total, meals from day_totals"),
  };
}

describe("Undo of a deleted meal", () => {
  it("puts a meal deleted from History back with its foods, XP and the day's total", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/history");
    await logMealVia(page, {
      title: "Eggs and yogurt",
      totalProtein: "27.6",
      source: "describe",
      mealType: "breakfast",
      foodItems: [
        { name: "Egg", grams: 100, portionSize: "2 large (100 g)", proteinContent: 12.6, confidence: 0.7 },
        { name: "Greek yogurt", grams: 150, portionSize: "150 g", proteinContent: 15, confidence: 0.95 },
      ],
    });
    await logMealVia(page, { title: "Oats", totalProtein: "10", mealType: "breakfast" });
    await page.reload();
    await page.getByText("37.6g of 100g").waitFor();
    const before = storedOf(email);

    await page.getByRole("button", { name: "Delete Eggs and yogurt" }).click();
    await page.getByRole("dialog", { name: "Delete this meal?" }).getByRole("button", { name: "Delete Meal" }).click();
    await page.getByText("Eggs and yogurt was removed from your log.").waitFor();
    await page.getByText("10.0g of 100g").waitFor();
    expect(storedOf(email).meals).toHaveLength(1);

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Eggs and yogurt is back in your log.").waitFor();
    await page.getByText("37.6g of 100g").waitFor();
    await page.getByRole("button", { name: "Delete Eggs and yogurt" }).waitFor();
    expect(storedOf(email)).toEqual(before);
  });

  it("puts a guest's deleted meal back on this device", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page);
    await logMealByHand(page, "Tuna sandwich", "28");
    await page.goto("/history");
    await page.getByText("28.0g of").waitFor();

    await page.getByRole("button", { name: "Delete Tuna sandwich" }).click();
    await page.getByRole("dialog", { name: "Delete this meal?" }).getByRole("button", { name: "Delete Meal" }).click();
    await page.getByText("No meals yet").waitFor();

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Tuna sandwich is back in your log.").waitFor();
    await page.getByText("28.0g of").waitFor();
    // Kept in this browser, so it is still there after a reload.
    await page.reload();
    await page.getByRole("button", { name: "Delete Tuna sandwich" }).waitFor();
  });

  it("deletes a guest's meal from its Edit meal dialog, and Undo puts it back", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page);
    await logMealByHand(page, "Oat porridge", "12");
    await page.goto("/");
    await page.getByRole("button", { name: /^Edit Oat porridge/ }).click();
    await page.getByRole("dialog", { name: "Edit meal" }).getByRole("button", { name: "Delete meal" }).click();
    await page.getByText("Oat porridge was removed from your log.").waitFor();
    await page.getByRole("button", { name: /^Edit Oat porridge/ }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Oat porridge is back in your log.").waitFor();
    await page.getByRole("button", { name: /^Edit Oat porridge/ }).waitFor();
  });
});
