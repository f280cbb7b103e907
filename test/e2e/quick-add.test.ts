import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { showLogWay, signedInPage } from "./session";

/** On a phone: Manual Entry's quick add with calories, carbs and fat. */
const b = openBrowser();

describe("quick add with macros", () => {
  it("logs a meal with its calories, carbs and fat and shows them beside its protein", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Meal Name").fill("Burrito bowl");
    await page.getByLabel("Protein Content").fill("32");
    const calories = page.getByLabel("Calories (kcal)");
    expect((await calories.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await calories.fill("650");
    await page.getByLabel("Carbs (g)").fill("70g");
    await page.getByLabel("Fat (g)").fill("lots");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByText("Please enter fat as a number from 0 to 2000 g", { exact: false }).waitFor();
    expect(queryOwnMeals(email, "select 1 from meals")).toEqual([]);

    await page.getByLabel("Fat (g)").fill("18.5");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByText("Burrito bowl was added to today's log.").waitFor();
    expect(await page.getByLabel("Calories (kcal)").inputValue()).toBe("");
    expect(queryOwnMeals(email, "select total_protein, calories, carbs_g, fat_g from meals")).toEqual([
      { total_protein: 32, calories: 650, carbs_g: 70, fat_g: 18.5 },
    ]);
    await page.goto("/");
    const row = page.getByRole("button", { name: /^Edit Burrito bowl/ }).first();
    await row.getByText("650 kcal · fat 18.5 g · carbs 70 g").waitFor();
  });

  it("keeps a guest's Manual Entry to a name and protein", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page);
    await page.goto("/photo");
    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Protein Content").waitFor();
    expect(await page.getByLabel("Calories (kcal)").count()).toBe(0);
  });
});
