import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { holdScripts } from "./hold-scripts";
import { logMealVia, showLogWay, signedInPage } from "./session";

/** On a phone: the food picker, "Search foods" and swapping in Describe. */
const b = openBrowser();

/** Taps "Find a food" with the picker's own chunk held back: its dialog is open, saying "Loading…". */
async function openPickerWhileItLoads() {
  const page = await b.newPage("phone");
  await signedInPage(page, "/photo");
  await showLogWay(page, "Search");
  const { release } = await holdScripts(page, "**/assets/food-picker-*.js");
  await page.getByRole("button", { name: "Find a food" }).click();
  const dialog = page.getByRole("dialog", { name: "Search foods" });
  await dialog.getByRole("status").filter({ hasText: "Loading…" }).waitFor();
  return { page, dialog, release };
}

const foodsOf = (email: string) =>
  queryOwnMeals<{ total_protein: number; name: string; food_id: string; grams: number; protein_content: number }>(
    email,
    `select m.total_protein, f.name, f.food_id, f.grams, f.protein_content
       from meals m join food_items f on f.meal_id = m.id order by m.created_at, f.position`,
  );

describe("food picker", () => {
  it("searches, shows the USDA source, picks a portion, swaps to grams, and logs what was picked", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Search");
    await page.getByRole("button", { name: "Find a food" }).click();
    const dialog = page.getByRole("dialog", { name: "Search foods" });
    await dialog.getByLabel("Food", { exact: true }).fill("egg");
    const egg = dialog.getByRole("list", { name: "Foods" }).getByRole("button", { name: /^Egg, whole, raw, fresh/ });
    await egg.waitFor();
    expect((await egg.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await egg.click();
    await dialog.getByText("Source: USDA SR28, NDB 01123").waitFor();
    expect(await dialog.getByLabel("Portion", { exact: true }).inputValue()).toBe("0"); // 1 large (50 g)
    await dialog.getByLabel("How many", { exact: true }).fill("2");
    await dialog.getByTestId("picked-amount").filter({ hasText: "12.6g protein in 100 g" }).waitFor();
    await dialog.getByRole("button", { name: "Use this food" }).click();

    const picked = page.getByRole("list", { name: "Picked foods" });
    await picked.getByText("2 large (100 g)").waitFor();
    // Swap: the same food, now by grams; protein follows the amount.
    await picked.getByRole("button", { name: "Swap Egg, whole, raw, fresh" }).click();
    const swap = page.getByRole("dialog", { name: "Swap Egg, whole, raw, fresh" });
    await swap
      .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
      .first()
      .click();
    await swap.getByLabel("Portion", { exact: true }).selectOption("grams");
    await swap.getByLabel("Grams", { exact: true }).fill("150");
    await swap.getByTestId("picked-amount").filter({ hasText: "18.8g protein in 150 g" }).waitFor();
    await swap.getByRole("button", { name: "Use this food" }).click();
    await picked.getByText("150 g", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Log this food, 18.8g protein" }).click();
    await page.getByText("18.8g of protein added to today's log.").waitFor();
    expect(foodsOf(email)).toEqual([
      { total_protein: 18.8, name: "Egg, whole, raw, fresh", food_id: "01123", grams: 150, protein_content: 18.8 },
    ]);
  });

  it("finds a café drink's foods for its name, and says so when the USDA table has no such food", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Search");
    await page.getByRole("button", { name: "Find a food" }).click();
    const dialog = page.getByRole("dialog", { name: "Search foods" });
    const foods = dialog.getByRole("list", { name: "Foods" });
    await dialog.getByLabel("Food", { exact: true }).fill("latte");
    await foods.getByRole("button", { name: /^Beverages, coffee, brewed, espresso/ }).waitFor();
    expect(await foods.getByRole("button", { name: /wine/i }).count()).toBe(0);
    await dialog.getByLabel("Food", { exact: true }).fill("oat milk");
    await dialog.getByText(/^No food in the USDA table matches "oat milk"\./).waitFor();
    expect(await foods.count()).toBe(0);
  });

  it("opens at once and keeps what is typed while the food search's code is still downloading", async () => {
    // The picker's code arrives only after the first letters are typed.
    const { page, dialog, release } = await openPickerWhileItLoads();
    await page.keyboard.type("chi");
    release();
    await dialog.getByRole("status").filter({ hasText: "Loading…" }).waitFor({ state: "detached" });
    await page.keyboard.type("cken");
    const field = dialog.getByLabel("Food", { exact: true });
    expect(await field.inputValue()).toBe("chicken");
    await dialog
      .getByRole("list", { name: "Foods" })
      .getByRole("button", { name: /^Chicken/ })
      .first()
      .waitFor();
    // One dialog throughout: closing it returns focus to the button that opened it.
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Find a food");
  });

  it("keeps a letter typed in the very moment the picker's search box replaces the stand-in", async () => {
    const { page, dialog, release } = await openPickerWhileItLoads();
    // Types into the picker's own box as soon as it is in the page, before the browser paints:
    // what is typed then must not be reset by anything the picker does after it appears.
    await page.evaluate(() => {
      const standIn = document.querySelector("dialog[open] input");
      const watch = new MutationObserver(() => {
        const box = document.querySelector<HTMLInputElement>("dialog[open] input");
        if (!box || box === standIn || document.querySelector("dialog[open] [role=status]")) return;
        watch.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, "egg");
        box.dispatchEvent(new Event("input", { bubbles: true }));
        document.body.dataset.typed = "egg";
      });
      watch.observe(document.body, { subtree: true, childList: true });
    });
    release();
    await page.locator("body[data-typed]").waitFor({ state: "attached" });
    await dialog
      .getByRole("list", { name: "Foods" })
      .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
      .first()
      .waitFor();
    expect(await dialog.getByLabel("Food", { exact: true }).inputValue()).toBe("egg");
  });

  it("swaps a food Describe your meal found for one picked from the table", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("2 eggs");
    const found = page.getByRole("list", { name: "Foods found" });
    await found.waitFor();
    await found
      .getByRole("button", { name: /^Swap / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /^Swap / });
    await dialog.getByLabel("Food", { exact: true }).fill("egg");
    await dialog.getByRole("button", { name: /^Egg, whole, raw, fresh/ }).click();
    await dialog.getByLabel("Portion", { exact: true }).selectOption("grams");
    await dialog.getByLabel("Grams", { exact: true }).fill("100");
    await dialog.getByRole("button", { name: "Use this food" }).click();
    await found.getByText("Egg, whole, raw, fresh").waitFor();
    await page.getByRole("button", { name: "Log 12.6g of protein" }).click();
    await page.getByText("12.6g of protein added to today's log.").waitFor();
    expect(foodsOf(email)).toEqual([
      { total_protein: 12.6, name: "Egg, whole, raw, fresh", food_id: "01123", grams: 100, protein_content: 12.6 },
    ]);
  });

  it("asks 'Did you mean…?' for a food under another protein than typed, and counts it only once picked", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("chicken burrito bowl, 2 eggs");
    await page.getByText(/^Did you mean .*burrito.* for “chicken burrito bowl”\? Not counted/i).waitFor();
    // Only the eggs count until the burrito is chosen.
    const log = page.getByRole("button", { name: /^Log [\d.]+g of protein$/ });
    const eggsOnly = (await log.textContent()) ?? "";
    await page.getByRole("button", { name: "Pick a food for “chicken burrito bowl”" }).click();
    const picker = page.getByRole("dialog", { name: "Search foods" });
    await picker
      .getByRole("button", { name: /burrito/i })
      .first()
      .click();
    await picker.getByRole("button", { name: "Use this food" }).click();
    await expect.poll(() => log.textContent()).not.toBe(eggsOnly);
  });

  it("counts a café latte as the table's espresso and 2 % milk, showing each with its grams", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("a latte");
    const found = page.getByRole("list", { name: "Foods found" });
    await found.getByText("60 g (in a latte)", { exact: false }).waitFor();
    await found.getByText("240 g (in a latte)", { exact: false }).waitFor();
    expect(await found.textContent()).toMatch(/Espresso.*Milk, 2% reduced fat/s);
    await page.getByRole("button", { name: "Log 8.0g of protein" }).waitFor();
  });

  it("swaps a saved meal's food inside the Edit meal dialog, stored only on Save, and Cancel keeps the meal", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/");
    await logMealVia(page, {
      title: "Egg breakfast",
      totalProtein: "6",
      mealType: "breakfast",
      foodItems: [{ name: "Egg", grams: 50, portionSize: "1 egg", proteinContent: 6 }],
    });
    await page.reload();
    const edit = page.getByRole("dialog", { name: "Edit meal" });
    const swapTo150g = async (swapName: string) => {
      await edit.getByRole("button", { name: swapName }).click();
      // The picker opens in the same dialog, in place of the form: never a second dialog.
      const picker = edit.getByRole("region", { name: swapName });
      await picker
        .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
        .first()
        .click();
      expect(await page.getByRole("dialog").count()).toBe(1);
      return picker;
    };

    await page.getByRole("button", { name: /Edit Egg breakfast/ }).click();
    let picker = await swapTo150g("Swap Egg");
    await picker.getByLabel("Portion", { exact: true }).selectOption("grams");
    await picker.getByLabel("Grams", { exact: true }).fill("150");
    await picker.getByRole("button", { name: "Use this food" }).click();
    // Shown as it will be, the total following it, the typed name kept; nothing stored yet.
    await edit.getByRole("button", { name: "Swap Egg, whole, raw, fresh" }).waitFor();
    expect(await edit.getByLabel("Protein (g)").inputValue()).toBe("18.8");
    expect(await edit.getByLabel("Meal name").inputValue()).toBe("Egg breakfast");
    const before = [{ total_protein: 6, name: "Egg", food_id: null, grams: 50, protein_content: 6 }];
    expect(foodsOf(email)).toEqual(before);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "detached" });
    expect(foodsOf(email)).toEqual(before);

    // Again, with Save: the swap and the total are stored together.
    await page.getByRole("button", { name: /Edit Egg breakfast/ }).click();
    picker = await swapTo150g("Swap Egg");
    await picker.getByLabel("Portion", { exact: true }).selectOption("grams");
    await picker.getByLabel("Grams", { exact: true }).fill("150");
    await picker.getByRole("button", { name: "Use this food" }).click();
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Meal Updated! ✅").waitFor();
    expect(foodsOf(email)).toEqual([
      { total_protein: 18.8, name: "Egg, whole, raw, fresh", food_id: "01123", grams: 150, protein_content: 18.8 },
    ]);

    // The same food again opens at the amount it was logged with.
    await page.getByRole("button", { name: /Edit Egg breakfast/ }).click();
    picker = await swapTo150g("Swap Egg, whole, raw, fresh");
    expect(await picker.getByLabel("Portion", { exact: true }).inputValue()).toBe("grams");
    expect(await picker.getByLabel("Grams", { exact: true }).inputValue()).toBe("150");
  });

  it("deletes a meal from the Edit meal dialog, with Undo, and renames a meal named by its food when it is swapped", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/");
    await logMealVia(page, {
      title: "Egg",
      totalProtein: "6",
      mealType: "breakfast",
      foodItems: [{ name: "Egg", grams: 50, portionSize: "1 egg", proteinContent: 6 }],
    });
    await page.reload();
    const edit = page.getByRole("dialog", { name: "Edit meal" });
    await page.getByRole("button", { name: /^Edit Egg/ }).click();
    await edit.getByRole("button", { name: "Swap Egg" }).click();
    const picker = edit.getByRole("region", { name: "Swap Egg" });
    await picker
      .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
      .first()
      .click();
    await picker.getByRole("button", { name: "Use this food" }).click();
    await expect.poll(() => edit.getByLabel("Meal name").inputValue()).toBe("Egg, whole, raw, fresh");

    await edit.getByRole("button", { name: "Delete meal" }).click();
    await page.getByText("Egg was removed from your log.").waitFor();
    expect(foodsOf(email)).toEqual([]);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Egg is back in your log.").waitFor();
    expect(foodsOf(email)).toEqual([{ total_protein: 6, name: "Egg", food_id: null, grams: 50, protein_content: 6 }]);
  });
});
