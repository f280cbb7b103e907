import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";

const b = openBrowser();
const PASSWORD = "Lentil-Soup-42";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillSignup(page: Page, email: string, firstName = "Ada") {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
}

async function signUpFromLanding(page: Page, email: string, firstName = "Ada") {
  await page.getByRole("button", { name: "Sign in with Email" }).click();
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByRole("heading", { name: "Create Account" }).waitFor();
  await fillSignup(page, email, firstName);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** After a guest's 'Sign Up Now': the sign-up form is already open. */
async function signUpFromOpenForm(page: Page, email: string, firstName: string) {
  await page.getByRole("heading", { name: "Create Account" }).waitFor();
  await fillSignup(page, email, firstName);
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function signInFromLanding(page: Page, email: string, password = PASSWORD) {
  await page.getByRole("button", { name: "Sign in with Email" }).click();
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function logout(page: Page) {
  const nav = page.getByRole("navigation", { name: /^Sections/ }).filter({ visible: true });
  await nav.getByRole("button", { name: "More" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe("landing page", () => {
  it("shows the spec's texts, and hides Google and Apple until configured", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page
      .getByRole("heading", { name: "Stop Counting Every Bite. Start Eating More Protein Effortlessly." })
      .waitFor();
    for (const text of [
      "AI-Powered Protein Analysis",
      "Then $7/month · Cancel anytime before trial ends",
      "Already have an account?",
      "Secure & Private",
      "7-Day Free Trial",
      "Cancel Anytime",
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    for (const name of ["Start Free 7-Day Trial", "Continue as Guest (Limited Features)", "Sign in with Email"]) {
      expect(await page.getByRole("button", { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByText("Sign in with Google").count()).toBe(0);
    expect(await page.getByText("Sign in with Apple").count()).toBe(0);
  });

  it("trial mode has its title and hint, no toggle, and goes to checkout", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Start Free 7-Day Trial" }).click();
    await page.getByRole("heading", { name: "Start Your Free Trial" }).waitFor();
    expect(
      await page.getByText("Create your account, then add payment info to start your 7-day free trial").isVisible(),
    ).toBe(true);
    expect(await page.getByText("Already have an account? Sign in").count()).toBe(0);
    await fillSignup(page, uniqueEmail("trial"));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.search === "?plan=monthly");
  });

  it("'← Back' leaves the form", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByRole("button", { name: "← Back" }).click();
    await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
  });
});

describe.each(["desktop", "phone"] as const)("email accounts (%s)", (viewport) => {
  it("signs up, stays signed in across a reload, logs out and signs in again", async () => {
    const page = await b.newPage(viewport);
    const email = uniqueEmail("flow");
    await page.goto("/");
    await signUpFromLanding(page, email, "Ada");
    await page.getByText("Welcome, Ada").first().waitFor();
    await page.reload();
    await page.getByText("Welcome, Ada").first().waitFor();

    await logout(page);
    await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();

    await signInFromLanding(page, email);
    await page.getByText("Welcome, Ada").first().waitFor();
  });
});

describe("sign-in errors", () => {
  it("shows the server's message for a wrong password", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await signUpFromLanding(page, uniqueEmail("err"));
    await page.getByText("Welcome, Ada").first().waitFor();
    const email = await page.evaluate(
      async () => ((await (await fetch("/api/auth/user")).json()) as { email: string }).email,
    );
    await logout(page);
    await signInFromLanding(page, email, "not-the-password");
    await page.getByText("Invalid email or password.").waitFor();
    expect(await page.getByRole("button", { name: "Sign In", exact: true }).isEnabled()).toBe(true);
  });
});

describe("guest mode", () => {
  it("shows the guest banner, and guest logout clears every guest key", async () => {
    const page = await b.newPage();
    await enterAsGuest(page);
    // The guest's dashboard is a chunk of its own (ADR 036): it may still be arriving.
    await page.getByText("You're browsing as a guest. Create an account to save your progress!").waitFor();
    expect(await storage(page, "isGuest")).toBe("true");
    expect(await storage(page, "guestUserId")).toMatch(/^guest_\d+_[a-z0-9]+$/);
    await page.evaluate(() => localStorage.setItem("guestMeals", "[]"));
    await logout(page);
    await page.getByRole("button", { name: "Continue as Guest (Limited Features)" }).waitFor();
    for (const key of ["isGuest", "guestUserId", "guestMeals"]) expect(await storage(page, key)).toBeNull();
  });

  it("migrates the guest's meals exactly once when the guest signs up, then clears the guest keys", async () => {
    const page = await b.newPage();
    let migrateCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/migrate-guest-data")) migrateCalls += 1;
    });
    await enterAsGuest(page);
    await page.evaluate(() => {
      const meal = (id: string, mealType: string) => ({
        id,
        mealType,
        totalProtein: "0",
        imageUrl: null,
        createdAt: new Date().toISOString(),
        foodItems: [{ name: "Meal" }],
        isGuest: true,
      });
      localStorage.setItem(
        "guestMeals",
        JSON.stringify([meal("guest_meal_a", "breakfast"), meal("guest_meal_b", "lunch")]),
      );
    });
    await page.getByRole("button", { name: "Sign Up Now" }).click();
    const email = uniqueEmail("guest");
    // A full migration ends with the app reloading itself (the only full page load from here):
    // wait for that reload rather than racing it with one of our own.
    const reloaded = page.waitForEvent("load", { timeout: 20_000 });
    await signUpFromOpenForm(page, email, "Grace");
    await reloaded;
    await page.getByText("Welcome, Grace").first().waitFor();

    for (const key of ["isGuest", "guestUserId", "guestMeals", "isMigrating"])
      expect(await storage(page, key)).toBeNull();
    expect(migrateCalls).toBe(1);
    const rows = queryOwnMeals<{ client_id: string }>(email, "select client_id from meals order by client_id");
    expect(rows.map((r) => r.client_id)).toEqual(["guest_meal_a", "guest_meal_b"]);
  });

  it("keeps the guest's meals when the migration fails, to retry at the next sign-in", async () => {
    const page = await b.newPage();
    await enterAsGuest(page);
    await page.evaluate(() =>
      localStorage.setItem(
        "guestMeals",
        JSON.stringify([
          {
            id: "guest_meal_keep",
            mealType: "dinner",
            totalProtein: "0",
            imageUrl: null,
            createdAt: new Date().toISOString(),
            foodItems: [{ name: "Meal" }],
          },
        ]),
      ),
    );
    await page.route("**/api/migrate-guest-data", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.getByRole("button", { name: "Sign Up Now" }).click();
    await signUpFromOpenForm(page, uniqueEmail("retry"), "Retry");
    await page.getByText("Welcome, Retry").first().waitFor();
    await page.waitForFunction(() => localStorage.getItem("isMigrating") === null);
    expect(await storage(page, "guestMeals")).toContain("guest_meal_keep");

    await page.unroute("**/api/migrate-guest-data");
    await page.reload();
    // This time the migration succeeds and the app reloads itself once more, which can come
    // before the first load has ended: the guest's meals leave local storage either way.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("guestMeals")).catch(() => "reloading"), { timeout: 20_000 })
      .toBeNull();
  });
});

describe("pending plan", () => {
  it("goes to checkout with the stored plan after sign-in, and forgets it", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("pendingSubscriptionPlan", "annual"));
    await signUpFromLanding(page, uniqueEmail("pending"));
    await page.waitForURL((url) => url.pathname === "/checkout" && url.search === "?plan=annual");
    expect(await storage(page, "pendingSubscriptionPlan")).toBeNull();
  });
});

describe("settings account form", () => {
  it("updates the name, with the email read-only", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await signUpFromLanding(page, uniqueEmail("settings"), "Ada");
    await page.getByText("Welcome, Ada").first().waitFor();
    await page.goto("/settings");
    await page.getByText("Email cannot be changed").waitFor();
    expect(await page.getByRole("textbox", { name: /^Email/ }).isDisabled()).toBe(true);
    await page.getByLabel("First name").fill("Augusta");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("Profile Updated").waitFor();
    await page.getByText("Welcome, Augusta").first().waitFor();
  });

  it("saves the theme to the account and adopts it on another device", async () => {
    const first = await b.newPage("desktop", { colorScheme: "light" });
    const email = uniqueEmail("theme");
    await first.goto("/");
    await signUpFromLanding(first, email);
    await first.getByText("Welcome, Ada").first().waitFor();
    const saved = first.waitForResponse((r) => r.url().endsWith("/api/user/theme") && r.status() === 200);
    await first.getByRole("button", { name: "Theme" }).click();
    await first.getByRole("button", { name: "Dark" }).click();
    await saved;

    const second = await b.newPage("desktop", { colorScheme: "light" });
    await second.goto("/");
    await signInFromLanding(second, email);
    await second.getByText("Welcome, Ada").first().waitFor();
    await second.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await storage(second, "proteo-theme")).toBe("dark");
  });
});
