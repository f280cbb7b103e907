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
  setupIntentIdOf,
  startStripeTrial,
  stripeApi,
  stripeObject,
  stripeRequests,
} from "./billing";

/**
 * Calls go through the typed client (stripeApi, ./billing.ts). `callStripe` is kept for bodies
 * the typed client cannot send (a plan that does not exist, a missing one) and, through
 * `deliver`, for Stripe's webhook deliveries, signed over their raw body.
 */
const billing = stripeApi();

/** An answer's body; refusals come from the error handler, outside a route's declared answers. */
const body = async (res: { json(): Promise<unknown> }) => (await res.json()) as Record<string, unknown>;

describe("checkout with Stripe", () => {
  it("reports the provider, publishable key and prices", async () => {
    const res = await billing.billing.config.$get();
    expect(await res.json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_proteo",
      prices: { monthly: "price_proteo_monthly", annual: "price_proteo_annual" },
    });
  });

  it("starts a 7-day trial: one customer, a SetupIntent, then the subscription", async () => {
    const account = await signUp();
    const first = await billing["create-setup-intent"].$post(
      { json: { plan: "annual", priceId: "price_proteo_annual" } },
      headers(account.cookie),
    );
    expect(first.status).toBe(200);
    const setup = await body(first);
    expect(setup).toMatchObject({ hasSubscription: false, subscriptionStatus: "none" });
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);

    // A second visit to checkout reuses the customer.
    const again = await billing["create-setup-intent"].$post({ json: { plan: "annual" } }, headers(account.cookie));
    expect(again.status).toBe(200);
    const { customer_id: customerId } = await billingOf(account.id);
    expect(customerId).toMatch(/^cus_/);
    const customer = await stripeObject<{ email: string; metadata: Record<string, string> }>(
      `/v1/customers/${customerId}`,
    );
    expect(customer.email).toBe(account.email);
    expect(customer.metadata.userId).toBe(account.id);

    const setupIntentId = setupIntentIdOf(setup.clientSecret as string);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});
    const confirmed = await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie));
    expect(confirmed.status).toBe(200);
    expect(await body(confirmed)).toMatchObject({ subscriptionStatus: "trialing" });

    const state = await billingOf(account.id);
    expect(state.subscription_status).toBe("trialing");
    expect(state.subscription_plan).toBe("annual");
    expect(state.subscription_id).toMatch(/^sub_/);
    expect(Math.abs((state.trial_ends_at ?? 0) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(state.subscription_ends_at).toBe(state.trial_ends_at);

    const sub = await stripeObject<{ items: { data: { price: { id: string } }[] }; trial_end: number }>(
      `/v1/subscriptions/${state.subscription_id}`,
    );
    expect(sub.items.data[0]?.price.id).toBe("price_proteo_annual");
    const calls = await stripeRequests(customerId as string, account.id);
    expect(calls.filter((r) => r.method === "POST" && r.path === "/v1/customers")).toHaveLength(1);
    const created = calls.find((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(created?.params).toMatchObject({ trial_period_days: "7", items: [{ price: "price_proteo_annual" }] });
    // The card the customer set up becomes the default for invoices.
    const updateCustomer = calls.find((r) => r.path === `/v1/customers/${customerId}` && r.method === "POST");
    expect(updateCustomer?.params).toMatchObject({
      invoice_settings: { default_payment_method: expect.stringMatching(/^pm_/) },
    });
    // Every call that creates or changes something carries an idempotency key.
    for (const call of calls.filter((r) => r.method === "POST")) expect(call.idempotencyKey, call.path).toBeTruthy();
  });

  it("confirming the same setup twice subscribes once", async () => {
    const account = await signUp();
    const setupIntentId = await startStripeTrial(account.cookie);
    const before = await billingOf(account.id);
    const retry = await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie));
    expect(retry.status).toBe(200);
    expect((await billingOf(account.id)).subscription_id).toBe(before.subscription_id);
    const creates = (await stripeRequests(before.customer_id as string)).filter(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    );
    expect(creates).toHaveLength(1);
  });

  it("refuses a second checkout while subscribed, saying which status", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    const res = await billing["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(account.cookie));
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({
      hasSubscription: true,
      subscriptionStatus: "trialing",
      code: "ALREADY_SUBSCRIBED",
      message: "You're already on a free trial. Go to Settings to manage it.",
    });
  });

  it("charges its own price, never a price id the client sent", async () => {
    const account = await signUp();
    const res = await billing["create-setup-intent"].$post(
      { json: { plan: "monthly", priceId: "price_cheap_from_devtools" } },
      headers(account.cookie),
    );
    expect(res.status).toBe(200);
    const setupIntentId = setupIntentIdOf((await body(res)).clientSecret as string);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});
    expect((await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie))).status).toBe(
      200,
    );
    const { customer_id: customerId, subscription_plan: plan } = await billingOf(account.id);
    expect(plan).toBe("monthly");
    const calls = await stripeRequests(customerId as string);
    expect(JSON.stringify(calls)).not.toContain("price_cheap_from_devtools");
    expect(calls.find((r) => r.method === "POST" && r.path === "/v1/subscriptions")?.params).toMatchObject({
      items: [{ price: "price_proteo_monthly" }],
    });
  });

  it("refuses another customer's SetupIntent and creates nothing", async () => {
    const owner = await signUp();
    const setup = await billing["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(owner.cookie));
    const setupIntentId = setupIntentIdOf((await body(setup)).clientSecret as string);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});

    const thief = await signUp();
    // With no billing account at all, and with one of their own.
    const bare = await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(thief.cookie));
    expect(bare.status).toBe(403);
    await billing["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(thief.cookie));
    const res = await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(thief.cookie));
    expect(res.status).toBe(403);
    expect(await body(res)).toEqual({
      message: "This payment setup does not belong to your account.",
      code: "SETUP_INTENT_NOT_YOURS",
    });
    expect((await billingOf(thief.id)).subscription_status).toBe("none");
    expect((await billingOf(owner.id)).subscription_status).toBe("none");
    expect(
      (await stripeRequests(setupIntentId)).some((r) => r.method === "POST" && r.path === "/v1/subscriptions"),
    ).toBe(false);
  });

  it("refuses a SetupIntent that has not succeeded, and one that does not exist", async () => {
    const account = await signUp();
    const setup = await billing["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(account.cookie));
    const setupIntentId = setupIntentIdOf((await body(setup)).clientSecret as string);
    const pending = await billing["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie));
    expect(pending.status).toBe(409);
    expect((await body(pending)).code).toBe("SETUP_NOT_CONFIRMED");
    const unknown = await billing["confirm-setup"].$post(
      { json: { setupIntentId: "seti_nope" } },
      headers(account.cookie),
    );
    expect(unknown.status).toBe(403);
    expect((await billingOf(account.id)).subscription_status).toBe("none");
  });

  it("answers 401 to every billing action when signed out", async () => {
    const calls: [string, () => Promise<{ status: number }>][] = [
      ["/api/create-setup-intent", () => billing["create-setup-intent"].$post({ json: { plan: "monthly" } })],
      ["/api/confirm-setup", () => billing["confirm-setup"].$post({ json: { setupIntentId: "seti_123" } })],
      ["/api/end-trial", () => billing["end-trial"].$post()],
      ["/api/cancel-subscription", () => billing["cancel-subscription"].$post()],
      ["/api/reactivate-subscription", () => billing["reactivate-subscription"].$post()],
      ["/api/billing/portal", () => billing.billing.portal.$post()],
    ];
    for (const [path, send] of calls) {
      const res = await send();
      expect(res.status, path).toBe(401);
    }
  });

  it("refuses bad input with 400 and writes nothing, here or at Stripe", async () => {
    const account = await signUp();
    const before = await fake<unknown[]>("/__fake/requests");
    // Raw: two of these bodies are outside the route's input type, as a broken client would send them.
    for (const json of [{ plan: "weekly" }, {}, { plan: "monthly", priceId: "x".repeat(300) }]) {
      const res = await callStripe("/api/create-setup-intent", { cookie: account.cookie, json });
      expect(res.status).toBe(400);
      expect((await body(res)).code).toBe("INVALID_INPUT");
    }
    const badId = await billing["confirm-setup"].$post({ json: { setupIntentId: "pi_123" } }, headers(account.cookie));
    expect(badId.status).toBe(400);
    expect(await body(badId)).toMatchObject({ message: "setupIntentId is not a payment setup id." });
    expect(await countRows("billing_accounts", "user_id = ?", account.id)).toBe(0);
    expect(await fake<unknown[]>("/__fake/requests")).toHaveLength(before.length);
  });

  it("says configuration is required when a plan has no price", async () => {
    const account = await signUp();
    const res = await stripeApi({ STRIPE_PRICE_ANNUAL: "" })["create-setup-intent"].$post(
      { json: { plan: "annual" } },
      headers(account.cookie),
    );
    expect(res.status).toBe(503);
    expect(await body(res)).toMatchObject({ code: "PRICE_NOT_CONFIGURED" });
    expect(await countRows("billing_accounts", "user_id = ?", account.id)).toBe(0);
  });
});

describe("managing a Stripe subscription", () => {
  it("upgrades: the trial ends now and billing starts", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    const res = await billing["end-trial"].$post(undefined, headers(account.cookie));
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      message: "Your trial has ended and billing has started. Welcome to Pro!",
      subscriptionStatus: "active",
    });
    const state = await billingOf(account.id);
    expect(state.subscription_status).toBe("active");
    expect(Math.abs((state.trial_ends_at ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(state.subscription_ends_at).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    const update = (await stripeRequests(state.subscription_id as string)).find((r) => r.method === "POST");
    expect(update?.params).toMatchObject({ trial_end: "now", payment_behavior: "error_if_incomplete" });
    expect(update?.idempotencyKey).toBeTruthy();
    // Only a trial can be upgraded.
    expect((await billing["end-trial"].$post(undefined, headers(account.cookie))).status).toBe(409);
  });

  it("keeps the trial when the card is declined at upgrade, in Stripe's words", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie, "monthly", "declined");
    const res = await billing["end-trial"].$post(undefined, headers(account.cookie));
    expect(res.status).toBe(402);
    expect(await body(res)).toEqual({ message: "Your card was declined.", code: "CARD_DECLINED" });
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });

  it("cancels at period end, keeps access until then, and reactivates", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    await billing["end-trial"].$post(undefined, headers(account.cookie));
    const active = await billingOf(account.id);

    const cancel = await billing["cancel-subscription"].$post(undefined, headers(account.cookie));
    expect(cancel.status).toBe(200);
    const canceled = await billingOf(account.id);
    expect(canceled.subscription_status).toBe("canceled");
    expect(canceled.cancel_at_period_end).toBe(1);
    expect(canceled.subscription_ends_at).toBe(active.subscription_ends_at);
    const sub = await stripeObject<{ cancel_at_period_end: boolean; status: string }>(
      `/v1/subscriptions/${active.subscription_id}`,
    );
    expect(sub).toMatchObject({ cancel_at_period_end: true, status: "active" });
    expect((await billing["cancel-subscription"].$post(undefined, headers(account.cookie))).status).toBe(409);

    const reactivate = await billing["reactivate-subscription"].$post(undefined, headers(account.cookie));
    expect(reactivate.status).toBe(200);
    expect(await body(reactivate)).toMatchObject({ subscriptionStatus: "active" });
    const again = await billingOf(account.id);
    expect(again).toMatchObject({ subscription_status: "active", cancel_at_period_end: 0 });
    expect((await billing["reactivate-subscription"].$post(undefined, headers(account.cookie))).status).toBe(409);
  });

  it("cancels a trial: access until the trial's end, no charge", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    const trial = await billingOf(account.id);
    expect((await billing["cancel-subscription"].$post(undefined, headers(account.cookie))).status).toBe(200);
    expect(await billingOf(account.id)).toMatchObject({
      subscription_status: "canceled",
      subscription_ends_at: trial.trial_ends_at,
    });
  });

  it("opens the billing portal, returning to settings", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    const res = await billing.billing.portal.$post(undefined, headers(account.cookie));
    expect(res.status).toBe(200);
    expect((await body(res)).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const { customer_id: customerId } = await billingOf(account.id);
    const call = (await stripeRequests(customerId as string)).find((r) => r.path === "/v1/billing_portal/sessions");
    expect(call?.params).toMatchObject({ return_url: "http://localhost/settings" });
    expect(call?.idempotencyKey).toBeTruthy();
  });

  it("refuses cancel, upgrade, reactivate and the portal without a subscription", async () => {
    const account = await signUp();
    const cookie = headers(account.cookie);
    const actions: [string, () => Promise<{ status: number }>][] = [
      ["/api/end-trial", () => billing["end-trial"].$post(undefined, cookie)],
      ["/api/cancel-subscription", () => billing["cancel-subscription"].$post(undefined, cookie)],
      ["/api/reactivate-subscription", () => billing["reactivate-subscription"].$post(undefined, cookie)],
      ["/api/billing/portal", () => billing.billing.portal.$post(undefined, cookie)],
    ];
    for (const [path, send] of actions) expect((await send()).status, path).toBe(409);
    expect(STRIPE_ENV.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
  });
});

const me = async (cookie: string) => (await billing.auth.user.$get(undefined, headers(cookie))).json();

/** The subscription creations the fake received for a customer. */
const creations = async (customerId: string) =>
  (await stripeRequests(customerId)).filter((r) => r.method === "POST" && r.path === "/v1/subscriptions");

/** Checkout up to the confirmation: setup, card confirmed at Stripe, then confirm-setup's answer. */
async function checkout(cookie: string, card?: "declined", overrides: Record<string, string> = {}) {
  const client = stripeApi(overrides);
  const setup = await client["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(cookie));
  expect(setup.status).toBe(200);
  const offer = await body(setup);
  const setupIntentId = setupIntentIdOf(offer.clientSecret as string);
  await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, card ? { card } : {});
  const confirmed = await client["confirm-setup"].$post({ json: { setupIntentId } }, headers(cookie));
  return { offer, confirmed, setupIntentId };
}

describe("one free trial per account and per Stripe customer", () => {
  it("cancel in the trial, the subscription ends, subscribe again: no trial is sent to Stripe", async () => {
    const account = await signUp();
    expect((await me(account.cookie)).trialAvailable).toBe(true);
    await startStripeTrial(account.cookie);
    expect((await me(account.cookie)).trialAvailable).toBe(false);
    expect((await billing["cancel-subscription"].$post(undefined, headers(account.cookie))).status).toBe(200);
    // The trial's end comes and Stripe ends the canceled subscription.
    const { subscription_id: firstId, customer_id: customerId } = await billingOf(account.id);
    const { subscription } = await fake<{ subscription: unknown }>(`/__fake/subscriptions/${firstId}/delete`, {});
    expect((await deliver("customer.subscription.deleted", subscription)).status).toBe(200);
    expect(await me(account.cookie)).toMatchObject({ subscriptionStatus: "canceled", trialAvailable: false });

    const { offer, confirmed } = await checkout(account.cookie);
    expect(offer).toMatchObject({
      trialAvailable: false,
      message: "Add a payment method to subscribe. Your free trial has been used, so Pro starts today at $7/month.",
    });
    expect(confirmed.status).toBe(200);
    expect(await body(confirmed)).toMatchObject({ subscriptionStatus: "active" });

    const [first, second] = await creations(customerId as string);
    expect(first?.params).toMatchObject({ trial_period_days: "7" });
    expect(second?.params).not.toHaveProperty("trial_period_days");
    expect(second?.params).not.toHaveProperty("trial_end");
    expect(second?.params).not.toHaveProperty("trial_settings");
    expect(second?.params).toMatchObject({ payment_behavior: "error_if_incomplete" });
    const state = await billingOf(account.id);
    expect(state).toMatchObject({ subscription_status: "active", trial_ends_at: null });
    expect(state.subscription_id).not.toBe(firstId);
    const sub = await stripeObject<{ status: string; trial_end: number | null }>(
      `/v1/subscriptions/${state.subscription_id}`,
    );
    expect(sub).toMatchObject({ status: "active", trial_end: null });
  });

  it("asks Stripe too: a customer who had a trial gets none, even if the account forgot it", async () => {
    const account = await signUp();
    await startStripeTrial(account.cookie);
    const { subscription_id: firstId, customer_id: customerId } = await billingOf(account.id);
    const { subscription } = await fake<{ subscription: unknown }>(`/__fake/subscriptions/${firstId}/delete`, {});
    await deliver("customer.subscription.deleted", subscription);
    // The account's record of its trial is lost (e.g. restored from an old backup).
    await env.DB.prepare("update users set trial_claimed_by = null where id = ?").bind(account.id).run();
    expect((await me(account.cookie)).trialAvailable).toBe(true);

    const { confirmed } = await checkout(account.cookie);
    expect(await body(confirmed)).toMatchObject({ subscriptionStatus: "active" });
    const list = (await stripeRequests(customerId as string)).find(
      (r) => r.method === "GET" && r.path === "/v1/subscriptions",
    );
    expect(list?.params).toMatchObject({ customer: customerId, status: "all" });
    expect((await creations(customerId as string))[1]?.params).not.toHaveProperty("trial_period_days");
    expect((await me(account.cookie)).trialAvailable).toBe(false);
  });

  it("a declined card on a subscription without trial fails the checkout and charges nothing", async () => {
    const account = await signUp();
    await env.DB.prepare("update users set trial_claimed_by = 'before-one-trial-rule' where id = ?")
      .bind(account.id)
      .run();
    const { confirmed } = await checkout(account.cookie, "declined");
    expect(confirmed.status).toBe(402);
    expect(await body(confirmed)).toEqual({ message: "Your card was declined.", code: "CARD_DECLINED" });
    expect(await billingOf(account.id)).toMatchObject({ subscription_status: "none", subscription_id: null });
  });

  it("gives the trial back when Stripe could not create the subscription", async () => {
    const account = await signUp();
    // A price Stripe does not know: the create call fails after the trial was claimed.
    const { confirmed } = await checkout(account.cookie, undefined, { STRIPE_PRICE_MONTHLY: "price_deleted" });
    expect(confirmed.status).toBe(502);
    expect((await me(account.cookie)).trialAvailable).toBe(true);
    await startStripeTrial(account.cookie);
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });
});
