import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningApp, startApp } from "../support/server";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { jpeg } from "./images";
import { PASSWORD, showLogWay, signedInPage, uniqueEmail } from "./session";

const b = openBrowser();

async function takePhoto(page: Page) {
  await page
    .getByTestId("camera-input")
    .setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
}

const queueVision = (reply: { content: string } | { status: number }) =>
  fetch(`${inject("visionURL")}/__next`, { method: "POST", body: JSON.stringify(reply) });

describe("photo to protein", () => {
  it("takes a photo, analyses it, edits a food and adds it to the log", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    expect(await page.getByTestId("camera-input").getAttribute("capture")).toBe("environment");
    await page.getByLabel("Meal type").first().selectOption("dinner");
    await takePhoto(page);
    await page.getByText("Photo Captured!").waitFor();
    await page.getByText("Ready to analyze!").waitFor();
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();
    await page.getByText(/Found \d+\.\d g of protein in your meal!/).waitFor();
    const total = Number((await page.getByTestId("analysis-total").textContent())?.replace("g", ""));
    expect(total).toBeGreaterThan(45);
    for (const badge of ["High-protein foods", "Excellent protein content!"])
      expect(await page.getByText(badge).isVisible()).toBe(true);
    // Each food's protein with the range its gram estimate allows: the chicken was estimated at
    // confidence 0.9, so ±14 % of its protein (0.1 + 0.4 × 0.1).
    const chicken = page.getByRole("listitem").filter({
      hasText: "grilled chicken breast",
      has: page.getByRole("button", { name: "Swap grilled chicken breast" }),
    });
    const [, protein, margin] = (await chicken.textContent())?.match(/(\d+\.\d)g ± (\d+) g/) ?? [];
    expect(Number(margin)).toBe(Math.max(1, Math.round(Number(protein) * 0.14)));

    await page.getByRole("button", { name: "Edit broccoli" }).click();
    await page.getByLabel("Food name").fill("firm tofu");
    await page.getByLabel("Grams").fill("100");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Food Updated").waitFor();
    await page.getByText("(originally: broccoli)").waitFor();
    // Grams the user typed are no estimate: the tofu shows no range.
    expect(
      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: "Swap firm tofu" }) })
        .textContent(),
    ).not.toContain("±");
    expect(await page.getByText("Plant protein", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Add to Daily Log" }).click();
    await page.getByText("Added to Log").waitFor();
    await page.goto("/");
    await page
      .getByText(/grilled chicken breast/)
      .first()
      .waitFor();
    expect(await page.getByTestId("ring-intake").textContent()).not.toBe("0g");
  });

  it("says 'No Food Detected' when the model sees no food, and keeps the photo for a retry", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    await takePhoto(page);
    await page.getByText("Ready to analyze!").waitFor();
    await queueVision({ content: JSON.stringify({ isFood: false, foods: [] }) });
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page
      .getByText("We couldn't find any food in this image. Please take a photo of a meal or food item.")
      .waitFor();
    await page.getByText("Ready to analyze!").waitFor();
    await queueVision({ status: 500 });
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByText("Failed to analyze your meal. Please try again.").waitFor();
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();
  });

  it("uploads from the gallery through the upload dialog", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await page.getByRole("button", { name: "Upload from Gallery" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload from gallery" });
    await dialog.waitFor();
    await dialog
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
    await page.getByText("Image Uploaded").waitFor();
    await page.getByText("Ready to analyze!").waitFor();
    await page.getByRole("button", { name: "Analyze Meal" }).click();
    await page.getByRole("heading", { name: "Analysis Complete" }).waitFor();
  });

  it("describes a meal in words and logs it", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("2 eggs and 150 g greek yogurt");
    await page.getByRole("list", { name: "Foods found" }).waitFor();
    await page.getByRole("button", { name: /^Log 27\.9g of protein$/ }).click();
    await page.getByText("27.9g of protein added to today's log.").waitFor();
    await page.goto("/");
    await page.getByTestId("ring-text").filter({ hasText: "You're 72.1g away from your daily goal" }).waitFor();
  });

  it("keeps a guest's photo in the browser, then brings it along at sign-up", async () => {
    const page = await b.newPage();
    await enterAsGuest(page, "/photo");
    await takePhoto(page);
    await page.getByText("Meal Saved Locally").waitFor();
    const meals = JSON.parse((await page.evaluate(() => localStorage.getItem("guestMeals"))) ?? "[]") as {
      totalProtein: string;
      foodItems: { name: string }[];
      hasLocalPhoto: boolean;
    }[];
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({ totalProtein: "0", foodItems: [{ name: "Meal" }], hasLocalPhoto: true });

    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up Now" }).click();
    const email = uniqueEmail("guest-photo");
    // 'Sign Up Now' opens the sign-up form itself.
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    await page.getByLabel("First name").fill("Gus");
    await page.getByLabel("Last name").fill("Guest");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForFunction(() => localStorage.getItem("guestMeals") === null);
    const rows = queryOwnMeals<{ image_url: string | null }>(email, "select image_url from meals");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.image_url).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
  });
});

describe("without an AI provider", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ build: false, env: { AI_PROVIDER: "none" } });
  });
  afterAll(() => app?.stop());

  it("says analysis is not configured and 'Describe your meal' still works", async () => {
    const page = await b.newPage();
    await page.goto(`${app.baseURL}/pricing`);
    await page.evaluate(async (email) => {
      await fetch("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "Lentil-Soup-42", firstName: "Nora", lastName: "None" }),
      });
    }, uniqueEmail("noai"));
    await page.goto(`${app.baseURL}/photo`);
    await page.getByText("AI photo analysis is not configured on this server.", { exact: false }).waitFor();
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("1 cup cooked lentils");
    await page.getByRole("button", { name: /^Log 17\.9g of protein$/ }).click();
    await page.getByText("17.9g of protein added to today's log.").waitFor();
  });

  // Label reading (ADR 064) asks the same provider: off with it, and says why.
  it("keeps the button off and says label reading needs a provider; typing the numbers still works", async () => {
    const page = await b.newPage("phone");
    await page.goto(`${app.baseURL}/pricing`);
    await page.evaluate(async (email) => {
      await fetch("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "Lentil-Soup-42", firstName: "Nora", lastName: "None" }),
      });
    }, uniqueEmail("nolabel"));
    await page.goto(`${app.baseURL}/photo`);
    await page.getByText("AI photo analysis is not configured on this server.", { exact: false }).waitFor();
    await showLogWay(page, "Scan");
    const card = page.getByRole("region", { name: "Scan barcode" });
    await card.locator("summary", { hasText: "Your foods" }).click();
    const button = card.getByRole("button", { name: "Scan the label" });
    await card
      .getByText("Label reading needs a photo-analysis provider, and none is configured on this server.", {
        exact: false,
      })
      .waitFor();
    expect(await button.isDisabled()).toBe(true);
    await card.getByRole("button", { name: "Create a food" }).click();
    await page.getByRole("form", { name: "Create a food" }).getByLabel("Food name").waitFor();
  });
});
