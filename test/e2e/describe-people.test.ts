import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { showLogWay, signedInPage } from "./session";

/**
 * Describe your meal as a person types it on a phone: a sentence with filler and a typo. The
 * foods and grams are SR28's: 2 large eggs (01123, 2 × 50 g × 12.56 g/100 g = 12.6 g), a slice of
 * whole-wheat bread (18075, 32 g × 12.45 = 4.0 g), 150 g roasted chicken breast (05064,
 * × 31.02 = 46.5 g) and a cup of black beans (16015, 172 g × 8.86 = 15.2 g): 78.3 g.
 */
const b = openBrowser();

describe("Describe your meal reads people", () => {
  it("forgives typos and filler, shows the foods it read, and logs their protein", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page
      .getByLabel("What did you eat?")
      .fill(
        "for breakfast I had 2 eggs and a slice of whole wheat toast, chiken breast 150 g and 1 cup of black beens",
      );
    const found = page.getByRole("list", { name: "Foods found" });
    await found.getByText("Chicken breast, skinless (cooked)").waitFor();
    const text = (await found.textContent()) ?? "";
    expect(text).toMatch(/Egg, whole.*Whole wheat bread.*Chicken breast, skinless \(cooked\).*Black beans \(cooked\)/s);
    expect(text).toContain("1 slice (32 g)");
    expect(text).toContain("1 cup (172 g)");
    await expect.poll(() => page.getByText(/not counted/i).count()).toBe(0);
    await page.getByRole("button", { name: "Log 78.3g of protein" }).click();
    await page.getByText("78.3g of protein added to today's log.").waitFor();
    const stored = queryOwnMeals<{ food_id: string; grams: number; protein_content: number }>(
      email,
      "select food_id, grams, protein_content from food_items",
    );
    expect(stored).toHaveLength(4);
    expect(stored).toEqual(
      expect.arrayContaining([
        { food_id: "egg-whole", grams: 100, protein_content: 12.6 },
        { food_id: "bread-whole-wheat", grams: 32, protein_content: 4 },
        { food_id: "chicken-breast-cooked", grams: 150, protein_content: 46.5 },
        { food_id: "black-beans-cooked", grams: 172, protein_content: 15.2 },
      ]),
    );
  });
});
