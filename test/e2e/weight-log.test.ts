import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

const b = openBrowser();

// The weight log on the stats screen and the goal that follows it, on a phone (ADR 066).
describe("the weight log and the goal offer on a phone", () => {
  it("logs a weight in pounds, draws its trend, offers the goal it means, and deletes it", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/pricing");
    // Onboarding at 176 lbs (79.8 kg), build muscle with moderate activity: 2.1 g/kg, 168 g.
    const saved = await page.evaluate(async () => {
      const res = await fetch("/api/user/profile", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          gender: "female",
          activityLevel: "moderate",
          healthGoal: "build_muscle",
          bodyWeight: 176,
          weightUnit: "lbs",
          dailyGoal: 168,
        }),
      });
      return res.status;
    });
    expect(saved).toBe(200);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weight" });
    await card.getByText("No weigh-ins in the last 90 days.", { exact: false }).waitFor();
    expect(await page.getByRole("heading", { name: /Update your goal/ }).count()).toBe(0);
    // Every field on the screen is named, so the browser can tell them apart (autofill).
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll("input, select, textarea")]
        .filter((field) => !field.id && !field.getAttribute("name"))
        .map((field) => field.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);

    // A slip is refused in the person's own unit, and nothing is sent.
    await card.getByLabel("Weight (lbs)").fill("30");
    await card.getByRole("button", { name: "Log" }).click();
    await card.getByText("Enter a weight between 44.1 and 881.8 lbs.").waitFor();

    // 172 lbs is 78.0 kg: the trend is 1.8 kg under the goal's weight, so a new goal is offered.
    await card.getByLabel("Weight (lbs)").fill("172");
    await card.getByRole("button", { name: "Log" }).click();
    await page.getByText("Weight Saved").waitFor();
    await card.getByTestId("weight-trend").filter({ hasText: "172 lbs" }).waitFor();
    expect(await card.getByTestId("weight-chart-caption").textContent()).toMatch(/^One weigh-in: 172 lbs on \d{4}-/);
    expect(await card.getByRole("list", { name: "Recent weigh-ins" }).textContent()).toContain("Today: 172 lbs");

    // 78.0 kg × 2.1 g/kg = 163.8: 164 g, only on yes.
    const offer = page.getByRole("region", { name: "Update your goal to 164 g?" });
    await offer.waitFor();
    expect(await offer.textContent()).toContain(
      "Your trend weight is now 172 lbs. At 2.1 g of protein per kg of body weight",
    );
    await offer.getByRole("button", { name: "Update to 164 g" }).click();
    await page.getByText("Your daily goal is now 164g.").waitFor();
    await offer.waitFor({ state: "detached" });
    expect(await page.evaluate(async () => (await (await fetch("/api/protein-goals")).json()).dailyGoal)).toBe(164);

    await card.getByRole("button", { name: /Delete the weigh-in of/ }).click();
    await page.getByText("Weight Deleted").waitFor();
    await card.getByText("No weigh-ins in the last 90 days.", { exact: false }).waitFor();
    // Tidy at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
