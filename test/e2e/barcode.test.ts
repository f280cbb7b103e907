import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { showLogWay, signedInPage } from "./session";

const b = openBrowser();

// Test products registered with the Open Food Facts twin; their numbers are the test's own.
async function registerProduct(code: string, product: Record<string, unknown>) {
  const res = await fetch(`${inject("offURL")}/__product`, { method: "POST", body: JSON.stringify({ code, product }) });
  expect(res.status).toBe(204);
}

const scanCard = (page: Page) => page.getByRole("region", { name: "Scan barcode" });

async function typeCode(page: Page, code: string) {
  await showLogWay(page, "Scan");
  const card = scanCard(page);
  await card.getByLabel("Barcode number").fill(code);
  await card.getByRole("button", { name: "Look up" }).click();
}

function mealsOf(email: string) {
  return queryOwnMeals<{ title: string; total_protein: number; food_id: string; grams: number; portion_size: string }>(
    email,
    "select m.title, m.total_protein, f.food_id, f.grams, f.portion_size from meals m join food_items f on f.meal_id = m.id",
  );
}

describe("Scan barcode", () => {
  it("opens a product found by its typed barcode in the food picker, logs two servings, and lists it in Recent", async () => {
    await registerProduct("4056489001232", {
      product_name: "Test skyr",
      brands: "Test dairy",
      serving_size: "1 pot (150 g)",
      serving_quantity: 150,
      nutriments: { proteins_100g: 10, "energy-kcal_100g": 60, fat_100g: 0.2, carbohydrates_100g: 4 },
    });
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await typeCode(page, "4056489001232");
    const picker = page.getByRole("dialog", { name: "Log Test skyr" });
    const about = picker.getByRole("region", { name: "About Test skyr" });
    await about.getByText("Test dairy · Packaged food").waitFor();
    await about.getByText("10.0g protein", { exact: false }).waitFor();
    // The Open Database License asks for attribution wherever its data is shown.
    await about.getByRole("link", { name: "Open Food Facts" }).waitFor();
    await about.getByRole("link", { name: "Open Database License (ODbL)" }).waitFor();
    await expect.poll(() => picker.getByLabel("Portion").inputValue()).toBe("0");
    await picker.getByText("15.0g protein in 150 g").waitFor();
    // Two servings instead of one.
    await picker.getByLabel("How many").fill("2");
    await picker.getByText("30.0g protein in 300 g").waitFor();
    await picker.getByRole("button", { name: "Log it" }).click();
    await page.getByText("30g of protein added to today's log.").first().waitFor();
    await expect
      .poll(() => mealsOf(email))
      .toEqual([
        {
          title: "Test skyr (Test dairy)",
          total_protein: 30,
          food_id: "off:4056489001232",
          grams: 300,
          portion_size: "2 pots (300 g)",
        },
      ]);
    // Scanned foods are re-logged in one tap like any other meal.
    await page
      .getByRole("list", { name: "Recent" })
      .getByRole("button", { name: /Test skyr \(Test dairy\)/ })
      .waitFor();
    // The saved meal still names its source and licence.
    await page.goto(new URL("/", page.url()).href);
    await page.getByRole("button", { name: /^Edit Test skyr \(Test dairy\)/ }).click();
    await page.getByRole("dialog", { name: "Edit meal" }).getByText("Source: Open Food Facts (ODbL)").waitFor();
  });

  it("opens the same product again when its meal could not be saved, so it needs no second scan", async () => {
    await registerProduct("4056489001249", {
      product_name: "Retry bar",
      serving_size: "1 bar (60 g)",
      serving_quantity: 60,
      nutriments: { proteins_100g: 30 },
    });
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    // The server is unreachable for the first attempt only (a dropped connection on the way).
    let refused = 0;
    await page.route("**/api/meals/manual", (route) => {
      if (refused++ === 0) return route.abort("connectionreset");
      return route.continue();
    });
    await typeCode(page, "4056489001249");
    const picker = page.getByRole("dialog", { name: "Log Retry bar" });
    await picker.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Failed to add meal", { exact: false }).first().waitFor();
    // The picker is back on the same product; the second tap saves it once.
    await picker.getByRole("button", { name: "Log it" }).click();
    await page.getByText("18g of protein added to today's log.").first().waitFor();
    await expect.poll(() => mealsOf(email)).toHaveLength(1);
    expect(refused).toBe(2);
  });

  it("refuses a mistyped code on the spot, and creates an unknown product as one's own food", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await typeCode(page, "4056489001230");
    await scanCard(page).getByText("That barcode's last digit does not match the others.", { exact: false }).waitFor();

    await typeCode(page, "20000004"); // a valid EAN-8 the twin does not know
    await scanCard(page).getByText("No product with barcode 20000004 was found", { exact: false }).waitFor();
    await scanCard(page).getByRole("button", { name: "Create this food" }).click();
    const form = page.getByRole("form", { name: "Create a food" });
    await form.getByLabel("Food name").fill("Corner shop flapjack");
    await form.getByLabel("per serving").check();
    await form.getByLabel("One serving weighs (g)").fill("80");
    await form.getByLabel("Protein (g)").fill("6");
    await form.getByRole("button", { name: "Save food" }).click();
    const picker = page.getByRole("dialog", { name: "Log Corner shop flapjack" });
    await picker.getByText("Your own food, entered by you (barcode", { exact: false }).waitFor();
    await picker.getByText("6.0g protein in 80 g").waitFor();
    await picker.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Meal Added").first().waitFor();
    await expect.poll(() => mealsOf(email).map((m) => [m.total_protein, m.grams])).toEqual([[6, 80]]);

    // The code is remembered for the food: scanning it again finds it.
    await typeCode(page, "20000004");
    await page.getByRole("dialog", { name: "Log Corner shop flapjack" }).waitFor();
    await page
      .getByRole("dialog", { name: "Log Corner shop flapjack" })
      .getByRole("button", { name: "Cancel" })
      .click();

    // And Search foods finds it by name, first, in the same picker.
    await showLogWay(page, "Search");
    await page.getByRole("region", { name: "Search foods" }).getByRole("button", { name: "Find a food" }).click();
    const search = page.getByRole("dialog", { name: "Search foods" });
    await search.getByLabel("Food", { exact: true }).fill("flapjack");
    await search
      .getByRole("list", { name: "Foods" })
      .getByRole("button")
      .first()
      .getByText("Corner shop flapjack")
      .waitFor();
  });

  it("creates a food the search lacks from the picker, and logs it from Search foods", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Search");
    await page.getByRole("region", { name: "Search foods" }).getByRole("button", { name: "Find a food" }).click();
    const picker = page.getByRole("dialog", { name: "Search foods" });
    await picker.getByLabel("Food", { exact: true }).fill("Aunt May's protein muffin");
    await picker.getByRole("button", { name: "Create a food" }).click();
    const form = picker.getByRole("form", { name: "Create a food" });
    // The name starts as what was searched for.
    expect(await form.getByLabel("Food name").inputValue()).toBe("Aunt May's protein muffin");
    await form.getByLabel("Protein (g)").fill("12");
    await form.getByRole("button", { name: "Save food" }).click();
    await picker.getByText("Your own food, entered by you.").waitFor();
    await picker.getByLabel("Grams").fill("50");
    await picker.getByText("6.0g protein in 50 g").waitFor();
    await picker.getByRole("button", { name: "Use this food" }).click();
    const card = page.getByRole("region", { name: "Search foods" });
    await card.getByRole("button", { name: "Log this food, 6.0g protein" }).click();
    await page.getByText("6g of protein added to today's log.").first().waitFor();
    await expect
      .poll(async () => (await mealsOf(email)).map((m) => [m.title, m.total_protein, m.food_id.startsWith("custom:")]))
      .toEqual([["Aunt May's protein muffin", 6, true]]);
  });

  it("lets a guest log what they scan on this device", async () => {
    await registerProduct("5012345678900", {
      product_name: "Test oat drink",
      nutriments: { proteins_100g: 1 },
    });
    const page = await b.newPage();
    await enterAsGuest(page, "/photo");
    await typeCode(page, "5012345678900");
    const picker = page.getByRole("dialog", { name: "Log Test oat drink" });
    // No serving on the label: grams.
    await picker.getByLabel("Grams").fill("250");
    await picker.getByText("2.5g protein in 250 g").waitFor();
    await picker.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Meal Saved Locally").first().waitFor();
  });

  it("says plainly when the camera cannot be used, and shows the number field in its place", async () => {
    await registerProduct("5000159461122", { product_name: "Test peanuts", nutriments: { proteins_100g: 25 } });
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Scan");
    await scanCard(page).getByRole("button", { name: "Scan barcode" }).click();
    // This browser has no camera: no black picture, the typed number instead.
    const dialog = page.getByRole("dialog", { name: "Scan barcode" });
    await dialog.getByText("barcode number below", { exact: false }).waitFor();
    expect(await dialog.getByLabel("Camera picture").isVisible()).toBe(false);
    await dialog.getByLabel("Barcode number").fill("5000159461123");
    await dialog.getByRole("button", { name: "Look up" }).click();
    await dialog.getByText("That barcode's last digit does not match the others.", { exact: false }).waitFor();
    await dialog.getByLabel("Barcode number").fill("5000159461122");
    await dialog.getByRole("button", { name: "Look up" }).click();
    await page.getByRole("dialog", { name: "Log Test peanuts" }).waitFor();
    expect(await scanCard(page).getByLabel("Barcode number").inputValue()).toBe("5000159461122");
  });
});
