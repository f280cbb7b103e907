import type { User } from "@domain/user/user";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { SubscriptionBanner } from "./subscription-banner";
import { SubscriptionCard } from "./subscription-card";

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const user = (fields: Partial<User>): User => testUser({ createdAt: inDays(-30), updatedAt: inDays(-1), ...fields });

const wrap = renderWithQuery;
const banner = (u: User) => wrap(<SubscriptionBanner auth={{ status: "signed-in", user: u }} />);

describe("SubscriptionBanner", () => {
  afterEach(cleanup);

  it("invites free users and guests to the trial", () => {
    banner(user({}));
    expect(screen.getByText("Unlock AI meal analysis and advanced tracking")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Free Trial" }).getAttribute("href")).toBe("/pricing");
    cleanup();
    wrap(
      <SubscriptionBanner
        auth={{
          status: "guest",
          user: { id: "g", email: null, firstName: "Guest", lastName: "User", profileImageUrl: null, isGuest: true },
        }}
      />,
    );
    expect(screen.getByText("Unlock AI meal analysis and advanced tracking")).toBeTruthy();
  });

  it("offers no second trial to an account that had one (ADR 016)", () => {
    banner(user({ trialAvailable: false }));
    expect(screen.getByText("Unlock AI meal analysis and advanced tracking")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start Free Trial" })).toBeNull();
    expect(screen.getByRole("link", { name: "See Pro Plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("counts trial days rounded up, and shows nothing once the trial is over", () => {
    banner(user({ subscriptionStatus: "trialing", trialEndsAt: inDays(6.2) }));
    expect(screen.getByText("7 day(s) left in your free trial")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    cleanup();
    const { container } = banner(user({ subscriptionStatus: "trialing", trialEndsAt: inDays(-0.1) }));
    expect(container.textContent).toBe("");
  });

  it("asks before 'Upgrade to Pro' ends the trial: plan, price, billing today", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      banner(user({ subscriptionStatus: "trialing", subscriptionPlan: "annual", trialEndsAt: inDays(5) }));
      fireEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
      // The confirmation is loaded when asked for (first-load budget), so it is awaited.
      const dialog = await screen.findByRole("alertdialog", { name: "Upgrade to Pro now?" });
      expect(dialog.textContent).toContain(
        "Your free trial ends now and the Annual plan ($49/year) starts today: $49 is charged today, not when the trial would have ended.",
      );
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole("button", { name: "Keep Free Trial" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
      fireEvent.click(await screen.findByRole("button", { name: "Upgrade and Pay $49 Today" }));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain("/api/end-trial");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps 'Upgrade to Pro' disabled until the upgrade settles, even when its dialog is dismissed meanwhile", async () => {
    let answer = (_: Response) => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    try {
      banner(user({ subscriptionStatus: "trialing", subscriptionPlan: "monthly", trialEndsAt: inDays(5) }));
      const upgrade = screen.getByRole("button", { name: "Upgrade to Pro" }) as HTMLButtonElement;
      fireEvent.click(upgrade);
      fireEvent.click(await screen.findByRole("button", { name: "Upgrade and Pay $7 Today" }));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(upgrade.textContent).toBe("Upgrading..."));
      expect(upgrade.disabled).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Keep Free Trial" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(upgrade.textContent).toBe("Upgrading...");
      expect(upgrade.disabled).toBe(true);
      answer(Response.json({ success: true }));
      await vi.waitFor(() => expect(upgrade.textContent).toBe("Upgrade to Pro"));
      expect(upgrade.disabled).toBe(false);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ["active", "Active Subscription", false],
    ["canceled", "Subscription Canceled", true],
    ["past_due", "Payment Past Due", true],
  ] as const)("says %s in the spec's words", (status, text, manage) => {
    banner(user({ subscriptionStatus: status, subscriptionEndsAt: inDays(20) }));
    expect(screen.getByText(text)).toBeTruthy();
    const link = screen.queryByRole("link", { name: "Manage Subscription" });
    expect(link?.getAttribute("href") ?? null).toBe(manage ? "/settings" : null);
  });

  it("is empty while sign-in state loads and for signed-out visitors", () => {
    const { container } = wrap(<SubscriptionBanner auth={{ status: "signed-out" }} />);
    expect(container.textContent).toBe("");
  });
});

describe("SubscriptionCard", () => {
  afterEach(cleanup);

  it("offers the trial on the free plan", () => {
    wrap(<SubscriptionCard user={null} />);
    expect(screen.getByRole("link", { name: "Start Free Trial" }).getAttribute("href")).toBe("/pricing");
  });

  it("says the trial is used once the account had it, and offers the plans instead", () => {
    wrap(
      <SubscriptionCard
        user={user({ subscriptionStatus: "canceled", subscriptionEndsAt: inDays(-2), trialAvailable: false })}
      />,
    );
    expect(screen.getByText(/Your free trial has been used, so Pro starts when you subscribe\./)).toBeTruthy();
    expect(screen.queryByText(/with a 7-day free trial/)).toBeNull();
    expect(screen.getByRole("link", { name: "See Pro Plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows a trial's days and end date", () => {
    wrap(
      <SubscriptionCard
        user={user({ subscriptionStatus: "trialing", subscriptionPlan: "annual", trialEndsAt: inDays(3.5) })}
      />,
    );
    expect(screen.getByText("4 days")).toBeTruthy();
    expect(screen.getByText("Pro Annual · $49/year")).toBeTruthy();
    expect(screen.getByText(/^[A-Z][a-z]+ \d{2}, \d{4}$/)).toBeTruthy();
  });

  it("asks before canceling, in the spec's words, and can keep the subscription", () => {
    const ends = "2031-11-29T12:00:00Z";
    wrap(
      <SubscriptionCard
        user={user({ subscriptionStatus: "active", subscriptionPlan: "monthly", subscriptionEndsAt: ends })}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "This will cancel your subscription. You'll continue to have access until the end of your current billing period (November 29, 2031), but you won't be charged again.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Keep Subscription" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows Access Until and Reactivate when canceled, and the payment issue when past due", () => {
    wrap(<SubscriptionCard user={user({ subscriptionStatus: "canceled", subscriptionEndsAt: inDays(10) })} />);
    expect(screen.getByText("Access Until")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reactivate" })).toBeTruthy();
    cleanup();
    wrap(<SubscriptionCard user={user({ subscriptionStatus: "past_due", subscriptionEndsAt: inDays(10) })} />);
    expect(screen.getByRole("button", { name: "Update Payment Method" })).toBeTruthy();
  });
});
