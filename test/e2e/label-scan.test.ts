import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { jpeg } from "./images";
import { apiFromPage, showLogWay, signedInPage } from "./session";

// The app's vision provider is the fake OpenAI-compatible server (test/support/fake-vision-server.ts):
// a label request, asking for the nutrition_label schema, is answered with a protein bar's label
// per serving of 60 g (20 g protein, 210 kcal). Nothing here queues answers, so it runs beside
// the other browser files.

const b = openBrowser();

const scanCard = (page: Page) => page.getByRole("region", { name: "Scan barcode" });

/** Taps "Scan the label" in `where` and takes the photo the phone's camera would give. */
async function scanLabel(page: Page, where: ReturnType<Page["getByRole"]>) {
  const chooser = page.waitForEvent("filechooser");
  await where.getByRole("button", { name: "Scan the label" }).click();
  await (await chooser).setFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
}

/** The user's own foods as their account answers them (GET /api/foods/custom). */
async function ownFoodsOf(page: Page) {
  const { foods } = await apiFromPage<{
    foods: {
      name: string;
      brand: string | null;
      proteinPer100g: number;
      kcalPer100g: number | null;
      portions: { label: string; grams: number }[];
      barcode: string | null;
    }[];
  }>(page, "/api/foods/custom");
  return foods.map((f) => ({
    name: f.name,
    brand: f.brand,
    protein_per_100g: f.proteinPer100g,
    kcal_per_100g: f.kcalPer100g,
    serving: f.portions[0] ?? null,
    barcode: f.barcode,
  }));
}

/** Today's analyses, as the Analyze button's quota answers them (they live in the user's own object). */
const usedToday = async (page: Page) => (await apiFromPage<{ used: number }>(page, "/api/analyze-meal/quota")).used;

describe("Scan the label", () => {
  it("on a phone, reads a label from Your foods into the form, which the user corrects and saves", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Scan");
    const card = scanCard(page);
    await card.locator("summary", { hasText: "Your foods" }).click();
    await scanLabel(page, card);

    const form = page.getByRole("form", { name: "Create a food" });
    await form.getByText("Read from the label: check each number against it before saving").waitFor();
    // The label gave a serving size: the serving's own figures, as printed.
    expect(await form.getByLabel("Food name").inputValue()).toBe("Crunchy Peanut Protein Bar");
    expect(await form.getByLabel("Brand (optional)").inputValue()).toBe("Barebells");
    expect(await form.getByLabel("per serving").isChecked()).toBe(true);
    expect(await form.getByLabel("One serving weighs (g)").inputValue()).toBe("60");
    expect(await form.getByLabel("Protein (g)").inputValue()).toBe("20");
    expect(await form.getByLabel("Calories (kcal, optional)").inputValue()).toBe("210");
    // The form is on screen at a phone's width, nothing cut off at the side.
    const box = await form.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    // Nothing is stored before the user saves, but the read was one of the day's AI analyses.
    expect(await ownFoodsOf(page)).toEqual([]);
    expect(await usedToday(page)).toBe(1);

    // The user checks against the package: 21 g of protein, and it is one bar.
    await form.getByLabel("Food name").fill("Peanut protein bar");
    await form.getByLabel("Protein (g)").fill("21");
    await form.getByLabel("Serving name (optional)").fill("bar");
    await form.getByRole("button", { name: "Save food" }).click();
    await page.getByText("Food Created").first().waitFor();
    const picker = page.getByRole("dialog", { name: "Log Peanut protein bar" });
    await picker.getByText("21.0g protein in 60 g").waitFor();
    await expect
      .poll(() => ownFoodsOf(page))
      .toEqual([
        {
          name: "Peanut protein bar",
          brand: "Barebells",
          protein_per_100g: 35,
          kcal_per_100g: 350,
          serving: { label: "1 bar", grams: 60 },
          barcode: null,
        },
      ]);
  });

  it("on a phone, reads the label of a barcode Open Food Facts does not know, keeping the barcode", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await showLogWay(page, "Scan");
    const card = scanCard(page);
    await card.getByLabel("Barcode number").fill("20000011"); // a valid EAN-8 the twin does not know
    await card.getByRole("button", { name: "Look up" }).click();
    await card.getByText("No product with barcode 20000011 was found", { exact: false }).waitFor();
    await scanLabel(page, card.getByRole("alert"));
    const form = page.getByRole("form", { name: "Create a food" });
    await form.getByText("Barcode 20000011").waitFor();
    expect(await form.getByLabel("Protein (g)").inputValue()).toBe("20");
    await form.getByRole("button", { name: "Save food" }).click();
    await page.getByRole("dialog", { name: "Log Crunchy Peanut Protein Bar" }).waitFor();
    await expect
      .poll(async () => (await ownFoodsOf(page)).map((f) => [f.barcode, f.protein_per_100g]))
      .toEqual([["20000011", 33.33]]);
  });
});
