import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryDb } from "./db";
import { signedInPage } from "./session";

const b = openBrowser();

// Test products registered with the Open Food Facts twin; their numbers are the test's own.
async function registerProduct(code: string, product: Record<string, unknown>) {
  const res = await fetch(`${inject("offURL")}/__product`, { method: "POST", body: JSON.stringify({ code, product }) });
  expect(res.status).toBe(204);
}

const scanCard = (page: Page) => page.getByRole("region", { name: "Scan barcode" });

async function typeCode(page: Page, code: string) {
  const card = scanCard(page);
  await card.getByLabel("Barcode number").fill(code);
  await card.getByRole("button", { name: "Look up" }).click();
}

function mealsOf(email: string) {
  return queryDb<{ title: string; total_protein: number; food_id: string; grams: number; portion_size: string }>(
    `select m.title, m.total_protein, f.food_id, f.grams, f.portion_size from meals m
     join food_items f on f.meal_id = m.id join users u on u.id = m.user_id where u.email = ?`,
    email,
  );
}

describe("Scan barcode (issue 20)", () => {
  it("logs a serving of a product found by its typed barcode, with its source shown", async () => {
    await registerProduct("4056489001232", {
      product_name: "Test skyr",
      brands: "Test dairy",
      serving_size: "150 g",
      serving_quantity: 150,
      nutriments: { proteins_100g: 10, "energy-kcal_100g": 60, fat_100g: 0.2, carbohydrates_100g: 4 },
    });
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await typeCode(page, "4056489001232");
    const food = page.getByRole("region", { name: "Test skyr" });
    await food.waitFor();
    await food.getByText("10g protein", { exact: false }).first().waitFor();
    await food.getByText("Open Food Facts", { exact: true }).waitFor();
    await food.getByText("15g protein").waitFor();
    // Two servings instead of one.
    await food.getByLabel("Amount").fill("2");
    await food.getByText("30g protein").waitFor();
    await food.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Meal Added").first().waitFor();
    await expect
      .poll(() => mealsOf(email))
      .toEqual([
        {
          title: "Test skyr (Test dairy)",
          total_protein: 30,
          food_id: "off:4056489001232",
          grams: 300,
          portion_size: "2 × 1 serving (150 g)",
        },
      ]);
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
    const food = page.getByRole("region", { name: "Corner shop flapjack" });
    await food.getByText("Your own food", { exact: false }).waitFor();
    await food.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Meal Added").first().waitFor();
    await expect.poll(() => mealsOf(email).map((m) => [m.total_protein, m.grams])).toEqual([[6, 80]]);

    // The code is remembered for the food: scanning it again finds it.
    await typeCode(page, "20000004");
    await page.getByRole("region", { name: "Corner shop flapjack" }).waitFor();
  });

  it("lets a guest log what they scan on this device", async () => {
    await registerProduct("5012345678900", {
      product_name: "Test oat drink",
      nutriments: { proteins_100g: 1 },
    });
    const page = await b.newPage();
    await enterAsGuest(page, "/photo");
    await typeCode(page, "5012345678900");
    const food = page.getByRole("region", { name: "Test oat drink" });
    await food.getByLabel("Amount").fill("250");
    await food.getByText("2.5g protein").waitFor();
    await food.getByRole("button", { name: "Log it" }).click();
    await page.getByText("Meal Saved Locally").first().waitFor();
  });

  it("says plainly when the camera cannot be used, pointing to the typed number", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await scanCard(page).getByRole("button", { name: "Scan barcode" }).click();
    await page
      .getByRole("dialog", { name: "Scan barcode" })
      .getByText(/barcode number below|Hold the barcode steady/)
      .waitFor();
  });
});
