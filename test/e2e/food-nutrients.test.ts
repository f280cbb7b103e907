import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { showLogWay, signedInPage } from "./session";

/**
 * Kcal, fat and carbs beside protein, smaller, wherever a food is shown: in
 * Describe your meal's rows, and on the saved meal (Recent Meals and the Edit meal dialog),
 * where the values are the server's own from the SR28 table (2 eggs = 100 g of NDB 01123:
 * 143 kcal, 9.51 g fat, 0.72 g carbs per 100 g).
 */
const b = openBrowser();

const EGGS = "143 kcal · fat 9.5 g · carbs 0.7 g";

describe("kcal, fat and carbs beside protein", () => {
  it("shows them for a described meal, before and after it is logged", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("2 eggs");
    const found = page.getByRole("list", { name: "Foods found" });
    await found.getByText(EGGS).waitFor();
    await page.getByRole("button", { name: "Log 12.6g of protein" }).click();
    await page.getByText("12.6g of protein added to today's log.").waitFor();
    // Stored by the server from its own table.
    expect(
      queryOwnMeals<{ kcal: number; fat_g: number; carbs_g: number }>(
        email,
        "select kcal, fat_g, carbs_g from food_items",
      ),
    ).toEqual([{ kcal: 143, fat_g: 9.5, carbs_g: 0.7 }]);

    await page.goto("/");
    const row = page.getByRole("button", { name: /Edit Egg, whole/ });
    await row.getByText(EGGS).waitFor();
    await row.click();
    const foods = page.getByRole("dialog", { name: "Edit meal" }).getByRole("list", { name: "Foods in this meal" });
    const line = foods.getByRole("listitem").filter({ hasText: "Egg, whole" });
    await line.getByText(EGGS).waitFor();
    // Beside the protein, and smaller than it.
    expect(await line.textContent()).toContain("12.6g");
    const size = (text: string) =>
      line
        .getByText(text, { exact: true })
        .first()
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(await size(EGGS)).toBeLessThan(await size("12.6g"));
  });
});
