import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe-serious";
import { enterAsGuest, openBrowser } from "./browser";
import { changeDb } from "./db";
import { signedInPage } from "./session";

/**
 * The frame around every screen on a 360 x 740 phone: the subscription banner in each of its
 * states is one compact line whose colours pass axe's contrast check in both themes, and the
 * bottom bar marks the section shown.
 */
const b = openBrowser();

const STATES = [
  { status: "none", text: "Unlock AI meal analysis and advanced tracking" },
  { status: "trialing", text: "day(s) left in your free trial" },
  { status: "active", text: "Active Subscription" },
  { status: "canceled", text: "Subscription Canceled" },
  { status: "past_due", text: "Payment Past Due" },
] as const;

/** Puts the account in a subscription state behind the app's back (a trial with 3 days left). */
function setStatus(email: string, status: string) {
  if (status === "trialing") {
    const ends = Date.now() + 3 * 24 * 60 * 60 * 1000;
    changeDb("update users set subscription_status = ?, trial_ends_at = ? where email = ?", status, ends, email);
  } else {
    changeDb("update users set subscription_status = ?, trial_ends_at = null where email = ?", status, email);
  }
}

const banner = (page: Page) => page.getByRole("region", { name: "Subscription status" });

describe.each(["light", "dark"] as const)("the subscription banner on a phone (%s)", (colorScheme) => {
  it("is one compact line with text and button at 4.5:1 or more, in every state", async () => {
    const page = await b.newPage("phone", { bypassCSP: true, colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    const email = await signedInPage(page, "/planner");
    for (const { status, text } of STATES) {
      setStatus(email, status);
      await page.reload();
      await banner(page).getByText(text, { exact: false }).waitFor();
      const height = await banner(page).evaluate((el) => el.getBoundingClientRect().height);
      expect(height, `${status}: ${height} px`).toBeLessThanOrEqual(60);
      expect(await seriousViolations(page), status).toEqual([]);
    }
  });
});

describe("the bottom bar", () => {
  it("marks the section shown, and only that one", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    const bar = page.getByRole("navigation", { name: "Quick navigation" });
    const current = () =>
      bar.locator("[aria-current=page]").evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    await page.getByRole("heading", { name: "Add Your Meal" }).waitFor();
    expect(await current()).toEqual(["Upload"]);
    await bar.getByRole("link", { name: "Stats" }).click();
    await page.getByTestId("card-today").waitFor();
    expect(await current()).toEqual(["Stats"]);
    await page.goto("/planner");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await current()).toEqual([]);
  });
});

describe("a guest's prompts", () => {
  it("are one above the content of each screen, with the guest banner under it, at 4.5:1 or more", async () => {
    const page = await b.newPage("phone", { bypassCSP: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await enterAsGuest(page);
    const prompts = page
      .getByRole("link", { name: "Start Free Trial" })
      .or(page.getByRole("button", { name: "Sign Up Now" }));
    const top = async (name: "Start Free Trial" | "Sign Up Now") =>
      (await prompts.filter({ hasText: name }).boundingBox())?.y ?? Number.NaN;

    // The dashboard: the ring comes before the guest banner.
    const ring = (await page.getByTestId("ring-svg").boundingBox())?.y ?? Number.NaN;
    expect(await top("Start Free Trial")).toBeLessThan(ring);
    expect(await top("Sign Up Now")).toBeGreaterThan(ring);
    expect(await seriousViolations(page)).toEqual([]);

    // History: the days (or the empty state) come before it.
    await page.goto("/history");
    const empty = (await page.getByText("No meals yet").boundingBox())?.y ?? Number.NaN;
    expect(await top("Sign Up Now")).toBeGreaterThan(empty);
  });
});
