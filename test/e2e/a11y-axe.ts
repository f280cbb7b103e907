import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { animationsDone, seriousViolations } from "./axe-serious";
import { enterAsGuest, openBrowser, type ViewportName } from "./browser";
import { logMealByHand, PASSWORD, showLogWay, signedInPage } from "./session";
import { authenticatorCode, enableTwoFactorByApi, enterPassword, proveMailboxByApi } from "./two-factor";

/** A signed-in screen: where it lives and what shows it has rendered. */
interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Locator;
}

const firstRecipe = async (page: Page): Promise<string> => {
  const body = await page.evaluate(async () => (await fetch("/api/meal-prep/recipes")).json());
  const list = (Array.isArray(body) ? body : (body as { recipes: { id: string }[] }).recipes) as { id: string }[];
  const id = list[0]?.id;
  if (!id) throw new Error("no recipes seeded");
  return `/recipe/${id}`;
};

const SIGNED_IN_SCREENS: Screen[] = [
  { name: "dashboard", path: "/", ready: (p) => p.getByText("Turkey wrap").first() },
  { name: "photo (Add Your Meal)", path: "/photo", ready: (p) => p.getByRole("heading", { name: "Add Your Meal" }) },
  { name: "planner", path: "/planner", ready: (p) => p.getByRole("heading", { name: "Plan Your Meals" }) },
  { name: "history", path: "/history", ready: (p) => p.getByRole("heading", { name: "Meal History" }) },
  { name: "learn", path: "/learn", ready: (p) => p.getByRole("heading", { name: "Learn About Protein" }) },
  { name: "settings", path: "/settings", ready: (p) => p.getByRole("heading", { name: "Settings & Goals" }) },
  { name: "pricing", path: "/pricing", ready: (p) => p.getByRole("heading", { name: "Choose Your Plan" }) },
  {
    name: "checkout",
    path: "/checkout?plan=monthly",
    ready: (p) => p.getByRole("heading", { name: "Complete Your Subscription" }),
  },
  {
    name: "recipes list",
    path: "/recipes",
    ready: (p) => p.getByRole("list", { name: "Recipes" }).getByRole("listitem").first(),
  },
  { name: "recipe", path: firstRecipe, ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "404", path: "/no-such-page", ready: (p) => p.getByRole("heading", { name: "404 Page Not Found" }) },
];

/** Lets transitions and lazy content settle, so colours are measured as the user sees them. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await animationsDone(page);
}

/** One size and theme of the axe checks: each is a test file of its own, so the three run side by side. */
export interface AxeVariant {
  viewport: ViewportName;
  colorScheme: "light" | "dark";
}

/** Every screen checked by axe for serious or critical violations, in one size and theme. */
export function axeSuite({ viewport, colorScheme }: AxeVariant): void {
  const b = openBrowser();
  describe(`axe: no serious or critical violations (${viewport}, ${colorScheme})`, () => {
    it("landing and the email form", async () => {
      const page = await b.newPage(viewport, { bypassCSP: true, colorScheme });
      await page.goto("/");
      await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.className)).toContain(colorScheme);
      await settle(page);
      expect(await seriousViolations(page), "landing").toEqual([]);
      await page.getByRole("button", { name: "Sign in with Email" }).click();
      await page.getByRole("heading", { name: "Sign In" }).waitFor();
      await settle(page);
      expect(await seriousViolations(page), "email form").toEqual([]);
    });

    it("the sign-in's two-factor step, with an error and with a recovery code", async () => {
      const page = await b.newPage(viewport, { bypassCSP: true, colorScheme });
      const email = await signedInPage(page, "/");
      await enableTwoFactorByApi(page);
      await page.evaluate(() => fetch("/api/logout", { redirect: "manual" }));
      await page.goto("/");
      await enterPassword(page, email);
      await page.getByLabel("Authentication code").waitFor();
      await page.getByRole("button", { name: "Verify" }).click();
      await page.getByText("Enter the 6-digit code from your authenticator app.").waitFor();
      await settle(page);
      expect(await seriousViolations(page), "two-factor step, error").toEqual([]);
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await page.getByLabel("Recovery code").waitFor();
      expect(await seriousViolations(page), "two-factor step, recovery code").toEqual([]);
    });

    it("the onboarding wizard", async () => {
      const page = await b.newPage(viewport, { bypassCSP: true, onboarding: true, colorScheme });
      await signedInPage(page, "/");
      await page.getByRole("dialog").getByText("It only takes 30 seconds!").waitFor();
      await settle(page);
      expect(await seriousViolations(page), "onboarding, first step").toEqual([]);
      await page.getByRole("dialog").getByRole("button", { name: "Next" }).click();
      await page.getByRole("dialog").getByLabel("Age").waitFor();
      expect(await seriousViolations(page), "onboarding, about you").toEqual([]);
    });

    it("a guest's dashboard and history with meals kept in the browser (ADR 018)", async () => {
      const page = await b.newPage(viewport, { bypassCSP: true, colorScheme });
      await enterAsGuest(page, "/photo");
      await showLogWay(page, "Manual Entry");
      await page.getByLabel("Meal Name").fill("Tofu bowl");
      await page.getByLabel("Protein Content").fill("30");
      await page.getByRole("button", { name: "Add Meal to Log" }).click();
      await page.getByText("Meal Saved Locally").first().waitFor();
      await page.goto("/");
      await page.getByRole("button", { name: /Edit Tofu bowl/ }).waitFor();
      await settle(page);
      expect(await seriousViolations(page), "guest dashboard").toEqual([]);
      await page.goto("/history");
      await page.getByText("30.0g of 100g").waitFor();
      await settle(page);
      expect(await seriousViolations(page), "guest history").toEqual([]);
    });

    describe("signed in", () => {
      let page: Page;
      beforeAll(async () => {
        page = await b.newPage(viewport, { bypassCSP: true, colorScheme });
        await signedInPage(page, "/");
        await logMealByHand(page, "Turkey wrap", "28");
        await logMealByHand(page, "Cottage cheese", "14");
      });

      it.each(SIGNED_IN_SCREENS)("$name", async (screen) => {
        await page.goto(typeof screen.path === "string" ? screen.path : await screen.path(page));
        await screen.ready(page).waitFor();
        await settle(page);
        expect(await seriousViolations(page), screen.name).toEqual([]);
      });

      it("settings with the password card's messages showing", async () => {
        await page.goto("/settings");
        await page.getByRole("button", { name: "Change Password" }).click();
        await page.getByText("Current password is required.").waitFor();
        await settle(page);
        expect(await seriousViolations(page), "password card errors").toEqual([]);
      });

      it("settings with the two-factor card in each state", async () => {
        // Two-factor waits for a proven mailbox (ADR 054).
        await proveMailboxByApi(page);
        await page.goto("/settings");
        const card = page.getByRole("region", { name: "Two-factor authentication" });
        await card.getByRole("button", { name: "Turn on" }).click();
        // The password step first (ADR 013), shown with its error.
        await card.getByRole("button", { name: "Continue" }).click();
        await card.getByText("Password is required.").waitFor();
        await settle(page);
        expect(await seriousViolations(page), "two-factor password step").toEqual([]);
        await card.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await card.getByRole("button", { name: "Continue" }).click();
        await card.getByRole("img", { name: /^QR code/ }).waitFor();
        await card.getByRole("button", { name: "Verify and turn on" }).click();
        await card.getByText("Enter the 6-digit code from your authenticator app.").waitFor();
        await settle(page);
        expect(await seriousViolations(page), "two-factor setup").toEqual([]);
        const secret = (await card.getByTestId("two-factor-secret").textContent()) ?? "";
        await card.getByLabel("6-digit code from the app").fill(authenticatorCode(secret.replace(/\s/g, "")));
        await card.getByRole("button", { name: "Verify and turn on" }).click();
        await card.getByRole("button", { name: "I have saved these codes" }).waitFor();
        expect(await seriousViolations(page), "recovery codes").toEqual([]);
        await card.getByRole("button", { name: "I have saved these codes" }).click();
        // The success toast stays up for this check: its colours are the app's (src/index.css).
        // Mounted, then faded in: sonner starts the toast transparent and fades it in.
        await page
          .locator("[data-sonner-toast][data-mounted=true]")
          .filter({ hasText: "Two-factor authentication is on." })
          .waitFor();
        await animationsDone(page);
        expect(await seriousViolations(page), "two-factor on, success toast").toEqual([]);
        await card.getByRole("button", { name: "Turn off" }).click();
        await card.getByRole("button", { name: "Turn off two-factor" }).click();
        await card.getByText("Password is required.").waitFor();
        await settle(page);
        expect(await seriousViolations(page), "two-factor on, turning off").toEqual([]);
      });
    });
  });
}
