import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { signedInPage } from "./session";

const b = openBrowser();

describe.each(["desktop", "phone"] as const)("meal-prep recipes (%s)", (viewport) => {
  it("favorites a recipe from the planner's recipe list and finds it under favorites", async () => {
    const page = await b.newPage(viewport);
    await signedInPage(page, "/planner");
    await page.getByRole("link", { name: "Browse Recipes" }).click();
    await page.getByRole("heading", { name: "Meal-Prep Recipes" }).waitFor();
    const list = page.getByRole("list", { name: "Recipes" });
    await list.getByRole("listitem").first().waitFor();
    expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(24);

    await list.getByRole("link", { name: /Spinach and Feta Egg Muffins/ }).click();
    await page.getByRole("heading", { name: "Spinach and Feta Egg Muffins", level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/recipe\/spinach-feta-egg-muffins$/);
    expect(await page.getByText("Easy", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("🌅 Breakfast").isVisible()).toBe(true);
    expect(await page.getByText("24g", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("32 min", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("10 min prep + 22 min cook").isVisible()).toBe(true);
    expect(await page.getByText("#freezer-friendly").isVisible()).toBe(true);
    expect(await page.getByText("12 large (600 g)").isVisible()).toBe(true);
    expect(await page.locator("ol > li").count()).toBe(5);

    await page.getByRole("button", { name: "Add to Meal Plan" }).click();
    await page.getByText("Coming Soon!").waitFor();

    await page.getByRole("button", { name: "Add to Favorites" }).click();
    await page.getByText("Added to Favorites!").waitFor();
    const favorited = page.getByRole("button", { name: "Favorited" });
    await favorited.waitFor();
    expect(await favorited.getAttribute("aria-pressed")).toBe("true");

    await page.goto("/recipes");
    await page.getByRole("button", { name: "Favorites" }).click();
    await page.waitForURL(/\/recipes\?favorites=true$/);
    await list.getByRole("link").first().waitFor();
    expect(await list.getByRole("link").count()).toBe(1);
    expect(await list.getByRole("link").textContent()).toContain("Spinach and Feta Egg Muffins");

    await list.getByRole("link").click();
    await page.getByRole("button", { name: "Favorited" }).click();
    await page.getByText("Removed from Favorites").waitFor();
    await page.getByRole("button", { name: "Add to Favorites" }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/recipes?favorites=true");
    await page.getByRole("heading", { name: "No favorites yet" }).waitFor();
  });

  it("shows the not-found screen for an unknown recipe, with a way back to the list", async () => {
    const page = await b.newPage(viewport);
    await signedInPage(page, "/");
    await page.goto("/recipe/no-such-recipe");
    await page.getByRole("heading", { name: "Recipe Not Found" }).waitFor();
    expect(await page.getByText("The recipe you're looking for doesn't exist or has been removed.").isVisible()).toBe(
      true,
    );
    await page.getByRole("button", { name: "Back to Recipes" }).click();
    await page.waitForURL(/\/recipes$/);
    await page.getByRole("heading", { name: "Meal-Prep Recipes" }).waitFor();
  });
});

describe("recipes are for accounts", () => {
  it("asks a guest to sign up", async () => {
    const page = await b.newPage();
    await enterAsGuest(page, "/recipe/spinach-feta-egg-muffins");
    await page.getByText("Create a free account to browse meal-prep recipes and keep your favorites.").waitFor();
    expect(await page.getByRole("button", { name: "Sign Up Now" }).isVisible()).toBe(true);
  });
});

describe.each(["desktop", "phone"] as const)("learn (%s)", (viewport) => {
  it("shows the three cards and opens one FAQ answer at a time", async () => {
    const page = await b.newPage(viewport);
    await signedInPage(page, "/learn");
    for (const title of ["Essential Nutrient", "Goal-Based", "Personalized"]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const first = faq.getByRole("button", { name: "What is protein and why do I need it?" });
    const second = faq.getByRole("button", { name: "How much protein do I need each day?" });
    expect(await faq.locator("button[aria-expanded]").count()).toBe(7);
    const firstAnswer = page.getByText("Protein is one of the three macronutrients", { exact: false });
    const secondAnswer = page.getByText("Losing fat: 1.6-2.0 g per kg");
    expect(await firstAnswer.isVisible()).toBe(false);

    await first.click();
    await firstAnswer.waitFor();
    expect(await first.getAttribute("aria-expanded")).toBe("true");

    await second.click();
    await secondAnswer.waitFor();
    await firstAnswer.waitFor({ state: "hidden" });
    expect(await first.getAttribute("aria-expanded")).toBe("false");

    await second.click();
    await secondAnswer.waitFor({ state: "hidden" });
    expect(await faq.locator('button[aria-expanded="true"]').count()).toBe(0);
  });
});
