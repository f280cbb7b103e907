import { describe, expect, it } from "vitest";
import {
  banner,
  PASSWORD,
  post,
  signUpInPage,
  startTrialByApi,
  storage,
  subscriptionOf,
  watchErrors,
} from "./billing-helpers";
import { enterAsGuest, openBrowser, type ViewportName } from "./browser";
import { changeDb } from "./db";

const b = openBrowser();

describe.each<ViewportName>(["desktop", "phone"])("the Pro plan, test mode (%s)", (viewport) => {
  it("pricing → checkout → trial → upgrade → cancel → reactivate", async () => {
    const page = await b.newPage(viewport);
    const errors = watchErrors(page);
    const email = await signUpInPage(page);
    await page.goto("/pricing");
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    for (const text of ["$7/month", "$49/year", "$84/year", "Save $35!", "Cancel anytime. No questions asked."]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByText("7-Day Free Trial", { exact: true }).count()).toBe(2);
    for (const feature of ["AI Meal Analysis", "Protein Tracking", "XP & Badges", "Meal History"]) {
      expect(await page.getByText(feature, { exact: true }).count(), feature).toBe(2);
    }

    await page.getByRole("region", { name: "Annual" }).getByRole("button", { name: "Start Free Trial" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.search === "?plan=annual");
    await page.getByRole("heading", { name: "Complete Your Subscription" }).waitFor();
    expect(await page.getByText("$49/year").isVisible()).toBe(true);
    expect(await page.getByText("Test mode: no card is charged").isVisible()).toBe(true);
    expect(await page.getByText(/won't be charged until your 7-day free trial ends/).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Start Free Trial" }).click();

    await page.getByText("Trial Started!").waitFor();
    expect(
      await page.getByText("Your 7-day free trial is now active. You'll be charged after the trial ends.").isVisible(),
    ).toBe(true);
    await page.waitForURL((url) => url.pathname === "/");
    await banner(page).getByText("7 day(s) left in your free trial").waitFor();
    expect(subscriptionOf(email)).toEqual({ subscription_status: "trialing", subscription_plan: "annual" });

    // Pricing now says so, and leads to settings.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "On Free Trial" }).first().click();
    await page.waitForURL((url) => url.pathname === "/settings");

    await banner(page).getByRole("button", { name: "Upgrade to Pro" }).click();
    // Billing starts today, so the banner asks first.
    await page.getByRole("alertdialog", { name: "Upgrade to Pro now?" }).getByText("$49 is charged today").waitFor();
    await page.getByRole("button", { name: "Upgrade and Pay $49 Today" }).click();
    await page.getByText("Upgraded to Pro!").waitFor();
    expect(await page.getByText("Your trial has ended and billing has started. Welcome to Pro!").isVisible()).toBe(
      true,
    );
    await banner(page).getByText("Active Subscription").waitFor();
    expect(subscriptionOf(email)?.subscription_status).toBe("active");

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.textContent()).toMatch(
      /This will cancel your subscription\. You'll continue to have access until the end of your current billing period \([A-Z][a-z]+ \d{2}, \d{4}\), but you won't be charged again\./,
    );
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await dialog.getByRole("button", { name: "Yes, Cancel" }).click();
    await page.getByText("Subscription Canceled", { exact: true }).first().waitFor();
    await banner(page).getByText("Subscription Canceled").waitFor();
    expect(await banner(page).getByRole("link", { name: "Manage Subscription" }).isVisible()).toBe(true);
    expect(await page.getByText("Access Until").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Reactivate" }).click();
    await banner(page).getByText("Active Subscription").waitFor();
    expect(subscriptionOf(email)?.subscription_status).toBe("active");
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Already Subscribed" }).first().waitFor();
    expect(await page.getByRole("button", { name: "Already Subscribed" }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it("shows the settings card in each status", async () => {
    const page = await b.newPage(viewport);
    await signUpInPage(page, "card");
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Subscription", exact: true });
    await banner(page).getByText("Unlock AI meal analysis and advanced tracking").waitFor();
    expect(await card.getByRole("link", { name: "Start Free Trial" }).getAttribute("href")).toBe("/pricing");

    await startTrialByApi(page);
    await page.reload();
    await card.getByText("Free Trial").waitFor();
    expect(await card.getByText("7 days", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/^[A-Z][a-z]+ \d{2}, \d{4}$/).isVisible()).toBe(true);

    await post(page, "/api/billing/local/end-trial");
    await page.reload();
    await card.getByText("Renews on").waitFor();
    expect(await card.getByRole("button", { name: "Cancel Subscription" }).isVisible()).toBe(true);

    await post(page, "/api/billing/local/fail-payment");
    await page.reload();
    await banner(page).getByText("Payment Past Due").waitFor();
    await card.getByRole("button", { name: "Update Payment Method" }).click();
    await page.getByText("No Billing Portal in Test Mode").first().waitFor();

    await post(page, "/api/billing/local/renew");
    await post(page, "/api/cancel-subscription");
    await page.reload();
    await card.getByText("Access Until").waitFor();
    expect(await card.getByRole("button", { name: "Reactivate" }).isVisible()).toBe(true);
  });
});

describe("one free trial per account", () => {
  it("after a trial that was canceled and ended, settings, pricing and checkout offer no second trial", async () => {
    const page = await b.newPage();
    const errors = watchErrors(page);
    const email = await signUpInPage(page, "again");
    await startTrialByApi(page, "monthly");
    expect((await post(page, "/api/cancel-subscription")).status).toBe(200);
    expect((await post(page, "/api/billing/local/end-period")).status).toBe(200);

    // Settings: the card no longer offers a trial, and leads to the plans.
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Subscription", exact: true });
    await card.getByText(/Your free trial has been used, so Pro starts when you subscribe\./).waitFor();
    expect(await card.getByRole("link", { name: "Start Free Trial" }).count()).toBe(0);
    await card.getByRole("link", { name: "See Pro Plans" }).click();

    await page.waitForURL((url) => url.pathname === "/pricing");
    await page.getByText("Your free trial has been used. Pro starts today at $7/month or $49/year.").waitFor();
    expect(await page.getByText("7-Day Free Trial", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Start Free Trial" }).count()).toBe(0);

    await page.getByRole("region", { name: "Monthly" }).getByRole("button", { name: "Subscribe Now" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.search === "?plan=monthly");
    await page.getByText(/^Your free trial has been used\. Pro starts today at \$7\/month\./).waitFor();
    expect(await page.getByText(/won't be charged until/).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Start Free Trial" }).count()).toBe(0);
    await page.getByRole("button", { name: "Subscribe Now" }).click();

    await page.getByText("Welcome to Pro!").waitFor();
    expect(await page.getByText("Trial Started!").count()).toBe(0);
    await page.waitForURL((url) => url.pathname === "/");
    await banner(page).getByText("Active Subscription").waitFor();
    expect(subscriptionOf(email)).toEqual({ subscription_status: "active", subscription_plan: "monthly" });
    expect(errors).toEqual([]);
  });
});

describe("billing off on this server", () => {
  it("pricing and checkout say payments are not configured", async () => {
    const page = await b.newPage();
    await signUpInPage(page, "off");
    // The answer a deployed Worker without Stripe gives (test/worker/billing-local.test.ts
    // proves the server side); this npm start runs the simulator, so the browser gets it here.
    await page.route("**/api/billing/config", (route) =>
      route.fulfill({
        status: 503,
        json: { message: "Payments are not configured on this server.", code: "BILLING_OFF" },
      }),
    );
    await page.goto("/pricing");
    await page
      .getByText("Payments are not configured on this server. You can keep using Proteo's free features.")
      .waitFor();
    const start = page.getByRole("region", { name: "Monthly" }).getByRole("button", { name: "Start Free Trial" });
    expect(await start.isDisabled()).toBe(true);

    await page.goto("/checkout?plan=monthly");
    await page.getByRole("heading", { name: "Payments Unavailable" }).waitFor();
    expect(await page.getByText("Payments are not configured on this server.", { exact: true }).isVisible()).toBe(true);
  });
});

describe("logout from another site", () => {
  it("a link elsewhere only reaches a page that asks; its button signs out", async () => {
    const page = await b.newPage();
    await signUpInPage(page, "logout");
    const app = new URL(b.baseURL());
    // 127.0.0.1 is another site than localhost for the browser: a page there links to our logout.
    const elsewhere = `http://127.0.0.1:${app.port}/api/health`;
    const clickLogoutLinkFrom = async (url: string) => {
      await page.goto(url);
      await page.evaluate((href) => {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = "Win a prize";
        document.body.append(link);
        link.click();
      }, `${app.origin}/api/logout`);
      await page.getByRole("heading", { name: "Sign out of Proteo?" }).waitFor();
    };

    await clickLogoutLinkFrom(elsewhere);
    await page.getByRole("link", { name: "Stay signed in" }).click();
    await page.waitForURL((url) => url.origin === app.origin && url.pathname === "/");
    const me = await page.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(me).toBe(200);

    await clickLogoutLinkFrom(elsewhere);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.origin === app.origin && url.pathname === "/");
    await page.getByRole("button", { name: "Sign in with Email" }).waitFor();
    expect(await page.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);
  });
});

describe("checkout routing", () => {
  it("sends a missing or unknown plan to /pricing", async () => {
    const page = await b.newPage();
    for (const path of ["/checkout?plan=weekly", "/checkout"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/pricing");
    }
  });

  it("starts a trial while signed out: pending plan, sign in, back to checkout", async () => {
    const page = await b.newPage();
    const email = await signUpInPage(page, "later");
    await page.goto("/api/logout");
    await page.goto("/pricing");
    await page.getByRole("region", { name: "Monthly" }).getByRole("button", { name: "Start Free Trial" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await storage(page, "pendingSubscriptionPlan")).toBe("monthly");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.search === "?plan=monthly");
    await page.getByText("$7/month").waitFor();
    expect(await storage(page, "pendingSubscriptionPlan")).toBeNull();
  });

  it("a guest sees the free banner, and a guest's checkout asks for sign-in with the plan kept", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page);
    await banner(page).getByText("Unlock AI meal analysis and advanced tracking").waitFor();
    await banner(page).getByRole("link", { name: "Start Free Trial" }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");

    await page.goto("/checkout?plan=annual");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Sign in with Email" }).waitFor();
    expect(await storage(page, "pendingSubscriptionPlan")).toBe("annual");
    expect(await storage(page, "isGuest")).toBeNull();
  });

  it("tells a subscriber they are already on a trial", async () => {
    const page = await b.newPage();
    await signUpInPage(page, "twice");
    await startTrialByApi(page);
    await page.goto("/checkout?plan=monthly");
    await page.getByRole("heading", { name: "You're Already on Trial!" }).waitFor();
    for (const name of ["Go to Dashboard", "Manage Subscription", "Back to Pricing"]) {
      expect(await page.getByRole("link", { name }).isVisible(), name).toBe(true);
    }
  });
});

describe("the local billing clock", () => {
  it("ends a trial whose week is over on the drawn dashboard itself, as the API would", async () => {
    const page = await b.newPage("phone", { serviceWorkers: "block" });
    const email = await signUpInPage(page, "ended");
    await startTrialByApi(page);
    changeDb("update users set trial_ends_at = ? where email = ?", Date.now() - 60_000, email);
    // No script and no API call: only the server's drawing of `/` can have settled the trial.
    await page.route(/\/assets\/.*\.js$|\/api\//, (route) => route.abort());
    await page.goto("/");
    await page.getByTestId("ring-text").waitFor();
    expect(subscriptionOf(email)).toEqual({ subscription_status: "active", subscription_plan: "monthly" });
    expect(await page.getByText(/left in your free trial/).count()).toBe(0);
  });
});
