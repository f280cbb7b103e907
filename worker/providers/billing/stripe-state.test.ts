import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { stateFromStripe } from "./stripe-state";

const prices = { monthly: "price_m", annual: "price_a" };
const T = 1_800_000_000;

function sub(fields: Partial<Stripe.Subscription> & { priceId?: string; interval?: "month" | "year" }) {
  const { priceId = "price_m", interval = "month", ...rest } = fields;
  return {
    id: "sub_1",
    object: "subscription",
    status: "active",
    trial_end: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    metadata: {},
    items: { data: [{ current_period_end: T + 1000, price: { id: priceId, recurring: { interval } } }] },
    ...rest,
  } as unknown as Stripe.Subscription;
}

const at = (seconds: number) => new Date(seconds * 1000);

describe("stateFromStripe", () => {
  it("maps a trial", () => {
    expect(stateFromStripe(sub({ status: "trialing", trial_end: T }), prices)).toMatchObject({
      status: "trialing",
      plan: "monthly",
      trialEndsAt: at(T),
      subscriptionEndsAt: at(T),
      cancelAtPeriodEnd: false,
      currentPeriodEnd: at(T + 1000),
    });
  });

  it("maps an active subscription to its renewal date", () => {
    expect(stateFromStripe(sub({ priceId: "price_a" }), prices)).toMatchObject({
      status: "active",
      plan: "annual",
      subscriptionEndsAt: at(T + 1000),
    });
  });

  it("shows a pending cancel as canceled with access until the period ends", () => {
    expect(stateFromStripe(sub({ cancel_at_period_end: true }), prices)).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: true,
      subscriptionEndsAt: at(T + 1000),
    });
    expect(stateFromStripe(sub({ status: "trialing", trial_end: T, cancel_at: T }), prices)).toMatchObject({
      status: "canceled",
      subscriptionEndsAt: at(T),
    });
  });

  it.each(["past_due", "unpaid", "incomplete", "paused"] as const)("maps %s to past_due", (status) => {
    expect(stateFromStripe(sub({ status }), prices).status).toBe("past_due");
  });

  it("maps an ended subscription to canceled, ended when Stripe says", () => {
    expect(stateFromStripe(sub({ status: "canceled", ended_at: T - 50 }), prices)).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: false,
      subscriptionEndsAt: at(T - 50),
    });
  });

  it("finds the plan from metadata or the interval for prices it does not know", () => {
    expect(stateFromStripe(sub({ priceId: "price_old", metadata: { plan: "annual" } }), prices).plan).toBe("annual");
    expect(stateFromStripe(sub({ priceId: "price_old", interval: "year" }), prices).plan).toBe("annual");
    expect(stateFromStripe(sub({ priceId: "price_old" }), prices).plan).toBe("monthly");
  });
});
