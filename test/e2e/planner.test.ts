import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { signedInPage } from "./session";

const b = openBrowser();

describe.each(["desktop", "phone"] as const)("meal planner (%s)", (viewport) => {
  it("plans a smart suggestion, logs it and shows it on the dashboard", async () => {
    const page = await b.newPage(viewport);
    const email = await signedInPage(page, "/planner");
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(await page.getByTestId("goal-badge").textContent()).toBe("Maintain");
    await page.getByTestId("planner-progress").waitFor();
    expect(await page.getByTestId("planner-progress").textContent()).toBe("0g of 100g");
    expect(await page.getByTestId("planner-remaining").textContent()).toBe("100g needed");

    // Nothing chosen yet: the intro card, and the 'No Meal Selected' toast on Add.
    await page.getByRole("heading", { name: "Plan your next meal" }).waitFor();
    await page.getByRole("button", { name: "Add to Today's Log" }).click();
    await page.getByText("No Meal Selected").waitFor();
    expect(await page.getByText("Please select a meal from the dropdown.").isVisible()).toBe(true);

    await page.getByLabel("Meal type").selectOption("dinner");
    const mealSelect = page.getByLabel("Meal", { exact: true });
    const smart = mealSelect.locator('optgroup[label="Smart Suggestions (100g needed)"] option');
    await smart.first().waitFor({ state: "attached" });
    expect(await smart.count()).toBe(5);
    expect(await mealSelect.locator('optgroup[label="All Dinner Options"] option').count()).toBeGreaterThanOrEqual(3);

    const mealId = (await smart.first().getAttribute("value")) ?? "";
    const label = (await smart.first().textContent()) ?? "";
    const [, name, listed] = label.match(/^(.+) \(([\d.]+)g protein\)$/) ?? [];
    expect(name && listed).toBeTruthy();
    // The list writes protein to one decimal (33.0g); the card and the progress as an amount (33g).
    const protein = String(Number(listed));

    // Changing the meal type clears the selection.
    await mealSelect.selectOption(mealId);
    const card = page.getByTestId("selected-meal");
    await card.getByText("Smart Match").waitFor();
    expect(await card.getByRole("heading", { name }).isVisible()).toBe(true);
    await page.getByLabel("Meal type").selectOption("lunch");
    await page.getByRole("heading", { name: "Plan your next meal" }).waitFor();
    await page.getByLabel("Meal type").selectOption("dinner");
    expect(await mealSelect.inputValue()).toBe("");

    await mealSelect.selectOption(mealId);
    expect(await card.getByText(`${protein}g`, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole("heading", { name: "Ingredients" }).isVisible()).toBe(true);
    expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await card.getByRole("button", { name: "Add to Today's Log" }).click();
    await page.getByText("Meal Added").waitFor();
    await page.getByRole("heading", { name: "Plan your next meal" }).waitFor();
    await page
      .getByTestId("planner-progress")
      .filter({ hasText: `${protein}g of 100g` })
      .waitFor();
    expect(await page.getByTestId("planner-remaining").textContent()).toBe(`${100 - Number(protein)}g needed`);

    const rows = queryOwnMeals<{ title: string; total_protein: number; meal_type: string; source: string }>(
      email,
      "select title, total_protein, meal_type, source from meals",
    );
    expect(rows).toEqual([{ title: name, total_protein: Number(protein), meal_type: "dinner", source: "planner" }]);

    await page.goto("/");
    await page
      .getByTestId("ring-intake")
      .filter({ hasText: `${protein}g` })
      .waitFor();
    expect(
      await page
        .getByText(name ?? "")
        .first()
        .isVisible(),
    ).toBe(true);
  });
});

describe("meal planner for guests", () => {
  it("plans with the local profile and asks to sign up before logging", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page);
    await page.evaluate(() =>
      localStorage.setItem("guestProfile", JSON.stringify({ healthGoal: "build_muscle", dailyGoal: 160 })),
    );
    await page.goto("/planner");
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(await page.getByTestId("goal-badge").textContent()).toBe("Build Muscle");
    expect(await page.getByTestId("planner-progress").textContent()).toBe("0g of 160g");
    await page.getByLabel("Meal type").selectOption("snack");
    const mealSelect = page.getByLabel("Meal", { exact: true });
    const smart = mealSelect.locator('optgroup[label="Smart Suggestions (160g needed)"] option');
    await smart.first().waitFor({ state: "attached" });
    await mealSelect.selectOption((await smart.first().getAttribute("value")) ?? "");
    await page.getByTestId("selected-meal").getByText("Smart Match").waitFor();
    expect(
      await page.getByText("Sign up to add planner meals to your daily log and track your progress.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("button", { name: "Add to Today's Log" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign Up Now" }).isVisible()).toBe(true);
  });

  it("falls back to maintain and 150 g without a profile", async () => {
    const page = await b.newPage();
    await enterAsGuest(page, "/planner");
    await page.getByTestId("planner-progress").waitFor();
    expect(await page.getByTestId("goal-badge").textContent()).toBe("Maintain");
    expect(await page.getByTestId("planner-progress").textContent()).toBe("0g of 150g");
  });
});

describe("first-load bundle", () => {
  it("loads the planner, recipe and learn screens only when they are opened", async () => {
    const page = await b.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await signedInPage(page, "/");
    await page.getByTestId("ring-text").waitFor();
    const lazy = /planner-section|learn-section|recipes-page|recipe-page/;
    expect(scripts.filter((s) => lazy.test(s))).toEqual([]);
    await page.getByRole("link", { name: "Meal Planner" }).first().click();
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    expect(scripts.some((s) => s.includes("planner-section"))).toBe(true);
  });
});
