import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { apiFromPage, logMealVia, signedInPage } from "./session";

/** On a phone: "Save as my meal" in Edit meal, and the saved meal first in "Log again". */
const b = openBrowser();

const mealsOf = (email: string) =>
  queryOwnMeals<{ title: string; total_protein: number }>(
    email,
    "select title, total_protein from meals order by created_at",
  );

describe("saved meals", () => {
  it("saves a logged meal of table foods under a name and logs it again from Log again in one tap", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/history");
    await logMealVia(page, {
      title: "Eggs",
      totalProtein: "12.6",
      source: "describe",
      foodItems: [{ name: "Egg, whole, raw, fresh", grams: 100, proteinContent: 12.6, foodId: "01123" }],
    });
    await logMealVia(page, { title: "Just a number", totalProtein: "20" });
    await page.reload();

    // A meal of a typed number has no foods to keep: nothing to save.
    await page.getByRole("button", { name: /^Edit Just a number/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    await dialog.getByRole("button", { name: "Copy to…" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Save as my meal" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: /^Edit Eggs/ }).click();
    await dialog.getByRole("button", { name: "Save as my meal" }).click();
    await dialog.getByLabel("Name of your meal").fill("My eggs");
    await dialog.getByRole("button", { name: "Save my meal" }).click();
    await page.getByText("Saved as your meal").waitFor();
    const { savedMeals } = await apiFromPage<{ savedMeals: { name: string }[] }>(page, "/api/saved-meals");
    expect(savedMeals.map((m) => m.name)).toEqual(["My eggs"]);

    await page.goto("/photo");
    const mine = page.getByRole("list", { name: "Your meals" });
    const chip = mine.getByRole("button", { name: /^Log My eggs 12\.6g again as / });
    expect((await chip.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await chip.click();
    await page.getByText("My eggs was added to today's", { exact: false }).waitFor();
    expect(mealsOf(email)).toEqual([
      { title: "Eggs", total_protein: 12.6 },
      { title: "Just a number", total_protein: 20 },
      { title: "My eggs", total_protein: 12.6 },
    ]);
  });
});
