import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, signUp } from "./accounts";
import { headers } from "./api";
import {
  billingOf,
  callStripe,
  DAY_MS,
  deliver,
  fake,
  STRIPE_ENV,
  startStripeTrial,
  stripeApi,
  stripeObject,
} from "./billing";

/**
 * Webhook deliveries stay raw (`deliver` and `callStripe`): Stripe signs the exact bytes of the
 * body and sends no Origin, which the typed client would not reproduce. App calls are typed.
 */

type Obj = Record<string, unknown>;
interface Renewal {
  subscription: Obj;
  invoice: Obj;
}

/** A signed-up user on a Stripe trial, and their subscription id. */
async function subscriber() {
  const account = await signUp();
  await startStripeTrial(account.cookie);
  const { subscription_id: subscriptionId } = await billingOf(account.id);
  return { account, subscriptionId: subscriptionId as string };
}

async function stripePost(path: string, form: Record<string, string>): Promise<Obj & { id: string }> {
  const res = await fetch(`http://${env.STRIPE_API_HOST}:${env.STRIPE_API_PORT}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  });
  return (await res.json()) as Obj & { id: string };
}

const events = (id: string) => countRows("billing_events", "id = ?", id);

describe("POST /api/webhooks/stripe", () => {
  it("moves to past_due when a renewal payment fails, and recovers when it succeeds", async () => {
    const { account, subscriptionId } = await subscriber();
    const failed = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_failed`, {});
    const res = await deliver("invoice.payment_failed", failed.invoice, { id: "evt_failed_1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await billingOf(account.id)).subscription_status).toBe("past_due");
    expect(await events("evt_failed_1")).toBe(1);

    const paid = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_succeeded`, {});
    expect((await deliver("invoice.paid", paid.invoice)).status).toBe(200);
    const state = await billingOf(account.id);
    expect(state.subscription_status).toBe("active");
    expect(state.subscription_ends_at).toBeGreaterThan(Date.now() + 27 * DAY_MS);
  });

  it("ends access when the subscription is deleted", async () => {
    const { account, subscriptionId } = await subscriber();
    const { subscription } = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/delete`, {});
    expect((await deliver("customer.subscription.deleted", subscription)).status).toBe(200);
    const state = await billingOf(account.id);
    expect(state.subscription_status).toBe("canceled");
    expect(state.subscription_ends_at).toBeLessThanOrEqual(Date.now());
    // The account may start a new subscription after that.
    const again = await stripeApi()["create-setup-intent"].$post(
      { json: { plan: "monthly" } },
      headers(account.cookie),
    );
    expect(again.status).toBe(200);
  });

  it("applies a duplicate delivery once", async () => {
    const { account, subscriptionId } = await subscriber();
    const failed = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_failed`, {});
    expect((await deliver("invoice.payment_failed", failed.invoice, { id: "evt_dup_1" })).status).toBe(200);
    const paid = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_succeeded`, {});
    expect((await deliver("invoice.paid", paid.invoice, { id: "evt_dup_2" })).status).toBe(200);

    // Stripe delivers the first event again, days later: nothing changes.
    const replay = await deliver("invoice.payment_failed", failed.invoice, { id: "evt_dup_1" });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await billingOf(account.id)).subscription_status).toBe("active");
    expect(await events("evt_dup_1")).toBe(1);
  });

  it("ends in Stripe's current state whatever the order of delivery", async () => {
    const { account, subscriptionId } = await subscriber();
    const failed = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_failed`, {});
    const updatedPastDue = structuredClone(failed.subscription);
    const paid = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/payment_succeeded`, {});
    const updatedActive = structuredClone(paid.subscription);

    // Newest first: each event's own copy is stale or fresh, but Stripe's object is re-read.
    for (const [type, object] of [
      ["customer.subscription.updated", updatedActive],
      ["invoice.paid", paid.invoice],
      ["customer.subscription.updated", updatedPastDue],
      ["invoice.payment_failed", failed.invoice],
    ] as const) {
      expect((await deliver(type, object)).status).toBe(200);
      expect((await billingOf(account.id)).subscription_status).toBe("active");
    }
  });

  it("re-reads the subscription instead of trusting the event body", async () => {
    const { account, subscriptionId } = await subscriber();
    const forgedCopy = { ...(await stripeObject<Obj>(`/v1/subscriptions/${subscriptionId}`)), status: "active" };
    expect((await deliver("customer.subscription.updated", forgedCopy)).status).toBe(200);
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });

  it("records trial_will_end without changing the trial", async () => {
    const { account, subscriptionId } = await subscriber();
    const before = await billingOf(account.id);
    const sub = await stripeObject<Obj>(`/v1/subscriptions/${subscriptionId}`);
    const res = await deliver("customer.subscription.trial_will_end", sub, { id: "evt_trial_will_end" });
    expect(res.status).toBe(200);
    expect(await billingOf(account.id)).toEqual(before);
    expect(await events("evt_trial_will_end")).toBe(1);
  });

  it("acknowledges events it does not act on, and customers it does not know", async () => {
    const other = await deliver("charge.refunded", { id: "ch_1", object: "charge" }, { id: "evt_other_type" });
    expect(await other.json()).toEqual({ received: true, ignored: true });
    expect(await events("evt_other_type")).toBe(1);

    // A subscription of a customer made outside Proteo (same Stripe account, another app).
    const customer = await stripePost("/v1/customers", { email: "someone@elsewhere.example" });
    const sub = await stripePost("/v1/subscriptions", {
      customer: customer.id,
      "items[0][price]": "price_proteo_monthly",
    });
    const stranger = await deliver("customer.subscription.created", sub, { id: "evt_stranger" });
    expect(await stranger.json()).toEqual({ received: true, ignored: true });
    expect(await events("evt_stranger")).toBe(1);
  });

  it("never lets a late event about an old subscription overwrite the new one", async () => {
    const { account, subscriptionId: old } = await subscriber();
    const { subscription: ended } = await fake<Renewal>(`/__fake/subscriptions/${old}/delete`, {});
    await deliver("customer.subscription.deleted", ended);
    await startStripeTrial(account.cookie, "annual");
    const current = await billingOf(account.id);
    expect(current.subscription_id).not.toBe(old);

    const late = await deliver("customer.subscription.updated", ended);
    expect(await late.json()).toEqual({ received: true, ignored: true });
    expect(await billingOf(account.id)).toEqual(current);
  });

  it.each([
    ["a forged signature", { secret: "whsec_not_the_secret" }],
    ["a stale signature (10 minutes old)", { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ["a malformed signature header", { signature: "t=1,v1=deadbeef" }],
  ])("refuses %s and records nothing", async (_label, options) => {
    const { account, subscriptionId } = await subscriber();
    const { subscription } = await fake<Renewal>(`/__fake/subscriptions/${subscriptionId}/delete`, {});
    const res = await deliver("customer.subscription.deleted", subscription, { id: "evt_refused", ...options });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The webhook signature is not valid.", code: "BAD_SIGNATURE" });
    expect(await events("evt_refused")).toBe(0);
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });

  it("refuses a delivery without a signature", async () => {
    const res = await callStripe("/api/webhooks/stripe", {
      body: JSON.stringify({ id: "evt_x", type: "invoice.paid" }),
      origin: null,
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("does not exist without Stripe, and needs its secret", async () => {
    const local = await callStripe("/api/webhooks/stripe", { body: "{}", origin: null }, { STRIPE_SECRET_KEY: "" });
    expect(local.status).toBe(404);
    const noSecret = await callStripe(
      "/api/webhooks/stripe",
      { body: "{}", origin: null },
      { STRIPE_WEBHOOK_SECRET: "" },
    );
    expect(noSecret.status).toBe(503);
    expect(STRIPE_ENV.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
});
