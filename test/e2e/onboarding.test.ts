import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage, signInVia } from "./session";

const b = openBrowser();
const wizard = (page: Page) => page.getByRole("dialog");

async function answerUpToResult(page: Page, weight: string, unit: "lbs" | "kg") {
  await wizard(page).getByText("It only takes 30 seconds!").waitFor();
  expect(await wizard(page).getByRole("button", { name: "Back" }).count()).toBe(0);
  await wizard(page).getByRole("button", { name: "Next" }).click();
  const next = wizard(page).getByRole("button", { name: "Next" });
  await wizard(page).getByLabel("Age").fill("30");
  expect(await next.isDisabled()).toBe(true);
  await wizard(page).getByLabel("Male", { exact: true }).check();
  await next.click();
  expect(await next.isDisabled()).toBe(true);
  await wizard(page)
    .getByLabel(/^Moderate/)
    .check();
  await next.click();
  await wizard(page).getByLabel("Build Muscle").check();
  await wizard(page).getByLabel("Body weight").fill(weight);
  if (unit === "kg") await wizard(page).getByRole("button", { name: "kg" }).click();
  await next.click();
}

describe("onboarding wizard", () => {
  it("walks a new user to a goal in lbs, saves it, and does not come back after a reload", async () => {
    const page = await b.newPage("desktop", { onboarding: true });
    await signedInPage(page, "/");
    await answerUpToResult(page, "180", "lbs");
    expect(await page.getByTestId("computed-goal").textContent()).toBe("171g");
    expect(await wizard(page).getByRole("button", { name: "Skip for now" }).count()).toBe(0);
    await wizard(page).getByRole("button", { name: "Start Tracking!" }).click();
    await page.getByText("Profile saved! 🎉").waitFor();
    await page.getByTestId("ring-text").filter({ hasText: "You're 171g away from your daily goal" }).waitFor();
    await page.reload();
    await page.getByTestId("ring-text").waitFor();
    expect(await wizard(page).count()).toBe(0);
  });

  it("computes in kg on a phone", async () => {
    const page = await b.newPage("phone", { onboarding: true });
    await signedInPage(page, "/");
    await answerUpToResult(page, "80", "kg");
    expect(await page.getByTestId("computed-goal").textContent()).toBe(`${Math.round(80 * 2.0 * 1.05)}g`);
  });

  it("'Skip for now' hides it for good, also on another device", async () => {
    const page = await b.newPage("desktop", { onboarding: true });
    const email = await signedInPage(page, "/");
    await wizard(page).getByRole("button", { name: "Skip for now" }).click();
    await wizard(page).waitFor({ state: "detached" });
    await page.reload();
    await page.getByTestId("ring-text").waitFor();
    expect(await wizard(page).count()).toBe(0);

    const other = await b.newPage("desktop", { onboarding: true });
    await signInVia(other, email);
    await other.goto("/");
    await other.getByTestId("ring-text").waitFor();
    expect(await wizard(other).count()).toBe(0);
  });
});
