import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe-serious";
import { banner, PASSWORD, signUpInPage, startTrialByApi, subscriptionOf, uniqueEmail } from "./billing-helpers";
import { enterAsGuest, openBrowser, VIEWPORTS } from "./browser";
import { queryDb, queryOwnMeals } from "./db";

/**
 * A first day that feels right on a phone: no surprise charges, sign-up without loops, goals
 * that follow and recipes that can be eaten, at phone size (390 x 844): what a finger can see
 * and tap, with axe at zero serious violations.
 */
const b = openBrowser();
const phone = (options: { onboarding?: boolean } = {}) => b.newPage("phone", { bypassCSP: true, ...options });

/** Wholly inside the phone's screen, so a finger can reach it without hunting. */
async function expectOnScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const userRow = (email: string) =>
  queryDb<{
    id: string;
    daily_goal: number;
    weekly_goal: number;
    monthly_goal: number;
    onboarding_completed_at: number | null;
  }>("select id, daily_goal, weekly_goal, monthly_goal, onboarding_completed_at from users where email = ?", email)[0];

const wizard = (page: Page) => page.getByRole("dialog");

/** The onboarding wizard from its first step to its result: 80 kg, moderate, build muscle = 168 g. */
async function answerWizard(page: Page) {
  await wizard(page).getByRole("button", { name: "Next" }).click();
  await wizard(page).getByLabel("Age").fill("30");
  await wizard(page).getByLabel("Male", { exact: true }).check();
  await wizard(page).getByRole("button", { name: "Next" }).click();
  await wizard(page)
    .getByLabel(/^Moderate/)
    .check();
  await wizard(page).getByRole("button", { name: "Next" }).click();
  await wizard(page).getByLabel("Build Muscle").check();
  await wizard(page).getByLabel("Body weight").fill("80");
  await wizard(page).getByRole("button", { name: "kg" }).click();
  await wizard(page).getByRole("button", { name: "Next" }).click();
  expect(await page.getByTestId("computed-goal").textContent()).toBe("168g");
}

async function fillSignUp(page: Page, email: string, firstName: string) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
}

describe("item 5: no surprise charges", () => {
  it("'Upgrade to Pro' asks first with the plan, the price and billing today; keeping the trial charges nothing", async () => {
    const page = await phone();
    const email = await signUpInPage(page, "upgrade");
    await startTrialByApi(page, "monthly");
    await page.goto("/");
    await banner(page).getByText("7 day(s) left in your free trial").waitFor();

    await banner(page).getByRole("button", { name: "Upgrade to Pro" }).tap();
    const dialog = page.getByRole("alertdialog", { name: "Upgrade to Pro now?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Your free trial ends now and the Monthly plan ($7/month) starts today: $7 is charged today, not when the trial would have ended.",
    );
    await expectOnScreen(dialog.getByRole("button", { name: "Upgrade and Pay $7 Today" }));
    await expectOnScreen(dialog.getByRole("button", { name: "Keep Free Trial" }));
    await expectNoSeriousViolations(page);

    // A modal: the page behind is inert, so focus stays in the dialog; it starts on the safe choice.
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Keep Free Trial");
    // Nothing behind the dialog takes focus, not even when a script asks (the page behind is inert).
    const behindTookFocus = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("nav a[href]");
      link?.focus();
      return link !== null && document.activeElement === link;
    });
    expect(behindTookFocus).toBe(false);
    expect(await page.evaluate(() => document.querySelectorAll("nav a[href]").length)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(subscriptionOf(email)?.subscription_status).toBe("trialing");

    await banner(page).getByRole("button", { name: "Upgrade to Pro" }).tap();
    await dialog.getByRole("button", { name: "Keep Free Trial" }).tap();
    await dialog.waitFor({ state: "detached" });
    expect(subscriptionOf(email)?.subscription_status).toBe("trialing");

    await banner(page).getByRole("button", { name: "Upgrade to Pro" }).tap();
    await dialog.getByRole("button", { name: "Upgrade and Pay $7 Today" }).tap();
    await page.getByText("Upgraded to Pro!").waitFor();
    await banner(page).getByText("Active Subscription").waitFor();
    expect(subscriptionOf(email)?.subscription_status).toBe("active");
  });
});

describe("item 6: sign-up without loops", () => {
  it("a guest who skipped onboarding signs up straight from 'Sign Up Now' and is asked once more as an account", async () => {
    const page = await phone({ onboarding: true });
    await enterAsGuest(page);
    await wizard(page).getByRole("button", { name: "Skip for now" }).tap();
    await wizard(page).waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Sign Up Now" }).tap();
    // The sign-up form itself, not the landing page's choices; the guest markers are gone.
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("isGuest"))).toBeNull();
    await expectOnScreen(page.getByLabel("First name"));
    await expectNoSeriousViolations(page);
    const email = uniqueEmail("skipper");
    await fillSignUp(page, email, "Skip");
    await page.getByRole("button", { name: "Create Account" }).tap();

    await page.getByText("Welcome, Skip").first().waitFor();
    await wizard(page).getByText("It only takes 30 seconds!").waitFor();
    await wizard(page).getByRole("button", { name: "Skip for now" }).tap();
    await wizard(page).waitFor({ state: "detached" });
    await expect.poll(() => userRow(email)?.onboarding_completed_at ?? null).not.toBeNull();
    await page.reload();
    await page.getByText("Welcome, Skip").first().waitFor();
    expect(await wizard(page).count()).toBe(0);
  });

  it("a guest's onboarding goal moves to the account, which is not asked again", async () => {
    const page = await phone({ onboarding: true });
    await enterAsGuest(page);
    await answerWizard(page);
    await wizard(page).getByRole("button", { name: "Start Tracking!" }).tap();
    await page.getByText("Profile saved! 🎉").waitFor();

    await page.getByRole("button", { name: "Sign Up Now" }).tap();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    const email = uniqueEmail("goal-moves");
    const reloaded = page.waitForEvent("load", { timeout: 20_000 });
    await fillSignUp(page, email, "Gwen");
    await page.getByRole("button", { name: "Create Account" }).tap();
    await reloaded;
    await page.getByText("Welcome, Gwen").first().waitFor();
    expect(userRow(email)).toMatchObject({ daily_goal: 168, weekly_goal: 1176, monthly_goal: 5040 });
    await page.getByTestId("ring-text").filter({ hasText: "168g" }).waitFor();
    expect(await wizard(page).count()).toBe(0);
  });

  it("checkout has 'Not now', back to the app without subscribing", async () => {
    const page = await phone();
    const email = await signUpInPage(page, "not-now");
    await page.goto("/checkout?plan=annual");
    await page.getByRole("heading", { name: "Complete Your Subscription" }).waitFor();
    const notNow = page.getByRole("link", { name: "Not now" });
    await expectOnScreen(notNow);
    await expectNoSeriousViolations(page);
    await notNow.tap();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Welcome, Ada").first().waitFor();
    expect(subscriptionOf(email)?.subscription_status).toBe("none");
  });
});

describe("item 10: goals that follow", () => {
  it("weekly and monthly follow the daily goal until set by hand, and Settings redoes the calculation", async () => {
    const page = await phone();
    const email = await signUpInPage(page, "goals");
    await page.goto("/settings");
    const daily = page.getByLabel("Daily goal (g)");
    const weekly = page.getByLabel("Weekly goal (g)");
    const monthly = page.getByLabel("Monthly goal (g)");
    // The app and Settings load first: on a busy machine that takes longer than poll's 1 s default.
    await expect.poll(() => daily.inputValue(), { timeout: 15_000 }).toBe("100");

    await daily.fill("120");
    expect(await weekly.inputValue()).toBe("840");
    expect(await monthly.inputValue()).toBe("3600");
    await weekly.fill("900");
    await page.getByText("Set by hand.").waitFor();
    await daily.fill("130");
    expect(await weekly.inputValue()).toBe("900");
    expect(await monthly.inputValue()).toBe("3900");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Save Goals" }).tap();
    await page.getByText("Goals Updated").waitFor();
    expect(userRow(email)).toMatchObject({ daily_goal: 130, weekly_goal: 900, monthly_goal: 3900 });

    const recalculate = page.getByRole("button", { name: "Recalculate from body weight" });
    await expectOnScreen(recalculate);
    await recalculate.tap();
    await wizard(page).getByText("It only takes 30 seconds!").waitFor();
    await answerWizard(page);
    await wizard(page).getByRole("button", { name: "Start Tracking!" }).tap();
    await page.getByText("Profile saved! 🎉").waitFor();
    // The hand-set weekly goal stays; the monthly one follows the new daily goal.
    await expect.poll(() => userRow(email)?.daily_goal).toBe(168);
    expect(userRow(email)).toMatchObject({ weekly_goal: 900, monthly_goal: 5040 });
    await expect.poll(() => daily.inputValue()).toBe("168");
    expect(await monthly.inputValue()).toBe("5040");
  });
});

describe("item 11: recipes can be eaten", () => {
  it("'Log a serving' adds one serving to today's log; recipe and pricing keep the app's navigation", async () => {
    const page = await phone();
    const email = await signUpInPage(page, "recipe");
    await page.goto("/recipe/spinach-feta-egg-muffins");
    await page.getByRole("heading", { name: "Spinach and Feta Egg Muffins" }).waitFor();
    const quickNav = page.getByRole("navigation", { name: "Quick navigation" });
    expect(await quickNav.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Add to Meal Plan" }).isVisible()).toBe(true);
    const log = page.getByRole("button", { name: "Log a serving" });
    await expectOnScreen(log);
    await expectNoSeriousViolations(page);

    await log.tap();
    await page
      .getByText(/^One serving of Spinach and Feta Egg Muffins \([\d.]+g protein\) was added to today's log\.$/)
      .waitFor();
    const [recipe] = queryDb<{ protein_per_serving: number }>(
      "select protein_per_serving from recipes where id = ?",
      "spinach-feta-egg-muffins",
    );
    const meals = queryOwnMeals<{ title: string; total_protein: number; meal_type: string }>(
      email,
      "select title, total_protein, meal_type from meals",
    );
    expect(meals).toEqual([
      { title: "Spinach and Feta Egg Muffins", total_protein: recipe?.protein_per_serving, meal_type: "breakfast" },
    ]);

    // From the recipe, the app is one tap away; pricing keeps the navigation too.
    await quickNav.getByRole("link", { name: "Stats" }).tap();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/pricing");
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Quick navigation" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
  });
});
