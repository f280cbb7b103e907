import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { signUp } from "./accounts";
import { api, headers } from "./api";
import { billingOf, callStripe, DAY_MS, setupIntentIdOf } from "./billing";
import { ORIGIN } from "./client";

type Plan = InferRequestType<(typeof api)["create-setup-intent"]["$post"]>["json"];
const setupIntent = (cookie: string, json: Plan) => api["create-setup-intent"].$post({ json }, headers(cookie));
const confirmSetup = (cookie: string, setupIntentId: string) =>
  api["confirm-setup"].$post({ json: { setupIntentId } }, headers(cookie));
const endTrial = (cookie: string) => api["end-trial"].$post(undefined, headers(cookie));
const cancel = (cookie: string) => api["cancel-subscription"].$post(undefined, headers(cookie));
const reactivate = (cookie: string) => api["reactivate-subscription"].$post(undefined, headers(cookie));
const portal = (cookie: string) => api.billing.portal.$post(undefined, headers(cookie));
/** The local simulator's controls (what Stripe's clock and card network do). */
const local = api.billing.local;
const simulate = {
  failPayment: (cookie: string) => local["fail-payment"].$post(undefined, headers(cookie)),
  renew: (cookie: string) => local.renew.$post(undefined, headers(cookie)),
  endTrial: (cookie: string) => local["end-trial"].$post(undefined, headers(cookie)),
  endPeriod: (cookie: string) => local["end-period"].$post(undefined, headers(cookie)),
};

async function startLocalTrial(cookie: string, plan: "monthly" | "annual" = "monthly") {
  const setup = await setupIntent(cookie, { plan, priceId: "price_local_monthly" });
  expect(setup.status).toBe(200);
  const { clientSecret } = await setup.json();
  const setupIntentId = setupIntentIdOf(clientSecret);
  const confirmed = await confirmSetup(cookie, setupIntentId);
  expect(confirmed.status).toBe(200);
  return setupIntentId;
}

/** Moves the user's billing dates into the past, as if `days` had gone by. */
async function travel(userId: string, days: number) {
  const ms = days * DAY_MS;
  await env.DB.prepare(
    "update users set trial_ends_at = trial_ends_at - ?1, subscription_ends_at = subscription_ends_at - ?1 where id = ?2",
  )
    .bind(ms, userId)
    .run();
  await env.DB.prepare("update billing_accounts set current_period_end = current_period_end - ?1 where user_id = ?2")
    .bind(ms, userId)
    .run();
}

const app = createApp();

/** The app addressed at `origin`, with `settings` layered on the test bindings. */
async function callWith(
  origin: string,
  path: string,
  init: { method: string; cookie?: string; json?: unknown },
  settings: Record<string, string>,
): Promise<Response> {
  const headers = new Headers({ Origin: origin });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const hasBody = init.method !== "GET";
  if (hasBody) headers.set("Content-Type", "application/json");
  const request = new Request(`${origin}${path}`, {
    method: init.method,
    headers,
    body: hasBody ? JSON.stringify(init.json ?? {}) : undefined,
  });
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const me = async (cookie: string) => (await api.auth.user.$get(undefined, headers(cookie))).json();

describe("the local billing simulator", () => {
  it("is the offline default and says so", async () => {
    expect(await (await api.billing.config.$get()).json()).toEqual({
      provider: "local",
      publishableKey: null,
      prices: { monthly: "price_local_monthly", annual: "price_local_annual" },
    });
  });

  it("runs the whole lifecycle: trial, the clock ends it, cancel, reactivate, a failed and a recovered payment", async () => {
    const account = await signUp();
    await startLocalTrial(account.cookie, "annual");
    let state = await billingOf(account.id);
    expect(state).toMatchObject({ subscription_status: "trialing", subscription_plan: "annual" });
    expect(state.customer_id).toMatch(/^cus_local_/);
    expect(Math.abs((state.trial_ends_at ?? 0) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect((await setupIntent(account.cookie, { plan: "monthly" })).status).toBe(409);

    // Six days on, still in the trial; seven days on, billing has started for a year.
    await travel(account.id, 6);
    expect((await me(account.cookie)).subscriptionStatus).toBe("trialing");
    await travel(account.id, 1.01);
    const user = await me(account.cookie);
    expect(user.subscriptionStatus).toBe("active");
    state = await billingOf(account.id);
    expect(state.subscription_ends_at).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    expect(state.current_period_end).toBe(state.subscription_ends_at);

    const canceling = await cancel(account.cookie);
    expect(await canceling.json()).toMatchObject({ subscriptionStatus: "canceled" });
    const canceled = await billingOf(account.id);
    expect(canceled).toMatchObject({ cancel_at_period_end: 1, subscription_ends_at: state.subscription_ends_at });

    expect(await (await reactivate(account.cookie)).json()).toMatchObject({
      subscriptionStatus: "active",
    });
    expect(await (await simulate.failPayment(account.cookie)).json()).toMatchObject({
      subscriptionStatus: "past_due",
    });
    expect((await me(account.cookie)).subscriptionStatus).toBe("past_due");
    expect(await (await simulate.renew(account.cookie)).json()).toMatchObject({
      subscriptionStatus: "active",
    });
  });

  it("renews by the clock, and a canceled subscription ends at its period's end", async () => {
    const account = await signUp();
    await startLocalTrial(account.cookie, "monthly");
    await travel(account.id, 7.01);
    expect((await me(account.cookie)).subscriptionStatus).toBe("active");
    const firstPeriodEnd = (await billingOf(account.id)).subscription_ends_at as number;
    await travel(account.id, 31);
    expect((await me(account.cookie)).subscriptionStatus).toBe("active");
    expect((await billingOf(account.id)).subscription_ends_at).toBeGreaterThan(Date.now());
    expect((await billingOf(account.id)).subscription_ends_at).toBeGreaterThan(firstPeriodEnd - 31 * DAY_MS);

    await cancel(account.cookie);
    await travel(account.id, 32);
    const user = await me(account.cookie);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(Date.parse(user.subscriptionEndsAt as string)).toBeLessThan(Date.now());
    expect((await reactivate(account.cookie)).status).toBe(409);
    // Access is over, so a new checkout may start.
    expect((await setupIntent(account.cookie, { plan: "monthly" })).status).toBe(200);
  });

  it("upgrades a trial at once, and the test control ends a trial as the clock would", async () => {
    const upgrader = await signUp();
    await startLocalTrial(upgrader.cookie);
    const res = await endTrial(upgrader.cookie);
    expect(await res.json()).toEqual({
      message: "Your trial has ended and billing has started. Welcome to Pro!",
      subscriptionStatus: "active",
    });
    expect((await billingOf(upgrader.id)).subscription_ends_at).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    const waiter = await signUp();
    await startLocalTrial(waiter.cookie);
    expect(await (await simulate.endTrial(waiter.cookie)).json()).toMatchObject({
      subscriptionStatus: "active",
    });
    expect((await simulate.endTrial(waiter.cookie)).status).toBe(409);
  });

  it("confirms a setup once, and refuses another user's", async () => {
    const owner = await signUp();
    const setup = await setupIntent(owner.cookie, { plan: "monthly" });
    const setupIntentId = setupIntentIdOf((await setup.json()).clientSecret);

    const other = await signUp();
    await setupIntent(other.cookie, { plan: "monthly" });
    const stolen = await confirmSetup(other.cookie, setupIntentId);
    expect(stolen.status).toBe(403);
    expect((await billingOf(other.id)).subscription_status).toBe("none");

    expect((await confirmSetup(owner.cookie, setupIntentId)).status).toBe(200);
    const first = await billingOf(owner.id);
    expect((await confirmSetup(owner.cookie, setupIntentId)).status).toBe(200);
    expect(await billingOf(owner.id)).toEqual(first);
  });

  it("says honestly that test mode has no billing portal", async () => {
    const account = await signUp();
    await startLocalTrial(account.cookie);
    const res = await portal(account.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "NO_PORTAL_IN_TEST_MODE" });
  });

  it("is off, never simulated, on a deployed Worker without Stripe", async () => {
    const account = await signUp();
    // http, so the test's session cookie keeps its name (https would want __Host-).
    const deployed = "http://proteo.example.com";
    const offBy: [string, Record<string, string>, string][] = [
      // The request names another host: a deployed Worker is reached only by its own names.
      ["a request to another host", {}, deployed],
      // The configured public origin is not this machine, even for a request to localhost.
      ["a public APP_ORIGIN", { APP_ORIGIN: deployed }, ORIGIN],
      // wrangler.jsonc's production environment says so, whatever the host.
      ["ENVIRONMENT=production", { ENVIRONMENT: "production" }, ORIGIN],
      // Asked for explicitly, the simulator still never runs outside this machine.
      ["BILLING_PROVIDER=local", { BILLING_PROVIDER: "local", ENVIRONMENT: "production" }, ORIGIN],
      // Stripe chosen without its secret key: off, not a broken Stripe client.
      ["BILLING_PROVIDER=stripe without a key", { BILLING_PROVIDER: "stripe" }, ORIGIN],
    ];
    for (const [label, settings, origin] of offBy) {
      const bindings = { STRIPE_SECRET_KEY: "", ...settings };
      for (const [method, path, json] of [
        ["GET", "/api/billing/config", undefined],
        ["POST", "/api/create-setup-intent", { plan: "monthly" }],
        ["POST", "/api/confirm-setup", { setupIntentId: "seti_local_monthly_x" }],
        ["POST", "/api/end-trial", undefined],
        ["POST", "/api/billing/local/end-trial", undefined],
      ] as const) {
        const res = await callWith(origin, path, { method, cookie: account.cookie, json }, bindings);
        expect(res.status, `${label}: ${path}`).toBe(503);
        expect(await res.json()).toEqual({
          message: "Payments are not configured on this server.",
          code: "BILLING_OFF",
        });
      }
      const health = await callWith(origin, "/api/health", { method: "GET" }, bindings);
      expect(((await health.json()) as { billing: string }).billing, label).toBe("off");
    }
    expect((await billingOf(account.id)).customer_id).toBeNull();
    expect((await billingOf(account.id)).subscription_status).toBe("none");
  });

  it("runs on this machine under either loopback name", async () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8787"]) {
      const res = await callWith(origin, "/api/health", { method: "GET" }, { APP_ORIGIN: "http://localhost:8787" });
      expect(((await res.json()) as { billing: string }).billing, origin).toBe("local");
    }
  });

  it("serves a CSP that lets Stripe.js in, and still no inline script", async () => {
    const csp = (await api.health.$get()).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("offers its test controls only in test mode and only from their states", async () => {
    const account = await signUp();
    expect((await simulate.renew(account.cookie)).status).toBe(409);
    expect((await simulate.failPayment(account.cookie)).status).toBe(409);
    expect((await callStripe("/api/billing/local/renew", { cookie: account.cookie })).status).toBe(404);
    expect((await simulate.renew("")).status).toBe(401);
  });
});

describe("one free trial per account", () => {
  it("cancel in the trial, wait, subscribe again: billed from today, no second trial", async () => {
    const account = await signUp();
    expect((await me(account.cookie)).trialAvailable).toBe(true);
    const firstSetup = await startLocalTrial(account.cookie, "monthly");
    expect((await me(account.cookie)).trialAvailable).toBe(false);
    expect(await (await cancel(account.cookie)).json()).toMatchObject({
      subscriptionStatus: "canceled",
    });
    await travel(account.id, 8);
    const ended = await me(account.cookie);
    expect(ended).toMatchObject({ subscriptionStatus: "canceled", trialAvailable: false });
    expect(Date.parse(ended.subscriptionEndsAt as string)).toBeLessThan(Date.now());

    const setup = await setupIntent(account.cookie, { plan: "monthly" });
    expect(setup.status).toBe(200);
    const offer = await setup.json();
    expect(offer).toMatchObject({
      trialAvailable: false,
      message: "Add a payment method to subscribe. Your free trial has been used, so Pro starts today at $7/month.",
    });
    const setupIntentId = setupIntentIdOf(offer.clientSecret as string);
    expect(setupIntentId).not.toBe(firstSetup);
    const confirmed = await confirmSetup(account.cookie, setupIntentId);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: "Your Pro subscription is now active. Your free trial was already used, so billing started today.",
      subscriptionStatus: "active",
    });
    const state = await billingOf(account.id);
    expect(state).toMatchObject({ subscription_status: "active", trial_ends_at: null, cancel_at_period_end: 0 });
    // A month from today, not from the end of a week's trial.
    expect(Math.abs((state.subscription_ends_at ?? 0) - Date.now() - 30 * DAY_MS)).toBeLessThan(2 * DAY_MS);
    expect(state.current_period_end).toBe(state.subscription_ends_at);
    // No trial means nothing to upgrade from.
    expect((await endTrial(account.cookie)).status).toBe(409);
    // Confirming that setup again changes nothing.
    expect((await confirmSetup(account.cookie, setupIntentId)).status).toBe(200);
    expect(await billingOf(account.id)).toEqual(state);
  });

  it("the end-period control ends a canceled subscription now, as its period's end would", async () => {
    const account = await signUp();
    await startLocalTrial(account.cookie);
    expect((await simulate.endPeriod(account.cookie)).status).toBe(409);
    await cancel(account.cookie);
    const res = await simulate.endPeriod(account.cookie);
    expect(await res.json()).toEqual({ message: "The subscription has ended.", subscriptionStatus: "canceled" });
    const user = await me(account.cookie);
    expect(Date.parse(user.subscriptionEndsAt as string)).toBeLessThanOrEqual(Date.now());
    expect(user.trialAvailable).toBe(false);
    expect((await reactivate(account.cookie)).status).toBe(409);
    expect((await setupIntent(account.cookie, { plan: "annual" })).status).toBe(200);
    expect((await callStripe("/api/billing/local/end-period", { cookie: account.cookie })).status).toBe(404);
  });

  it("an account that had its trial before this rule (migration 0010) gets none either", async () => {
    const account = await signUp();
    // As the migration's backfill marks an account that was already subscribed.
    await env.DB.prepare("update users set trial_claimed_by = 'before-one-trial-rule' where id = ?")
      .bind(account.id)
      .run();
    expect((await me(account.cookie)).trialAvailable).toBe(false);
    await startLocalTrial(account.cookie);
    expect((await billingOf(account.id)).subscription_status).toBe("active");
  });

  it("two checkouts racing with two setups: exactly one gets the trial", async () => {
    const account = await signUp();
    const setups: string[] = [];
    for (const _ of [1, 2]) {
      const res = await setupIntent(account.cookie, { plan: "monthly" });
      setups.push(setupIntentIdOf((await res.json()).clientSecret));
    }
    const answers = await Promise.all(setups.map((setupIntentId) => confirmSetup(account.cookie, setupIntentId)));
    const statuses = await Promise.all(answers.map(async (res) => (await res.json()).subscriptionStatus));
    expect(statuses.filter((s) => s === "trialing")).toHaveLength(1);
    const claimed = await env.DB.prepare("select trial_claimed_by from users where id = ?")
      .bind(account.id)
      .first<{ trial_claimed_by: string }>();
    expect(claimed?.trial_claimed_by).toBe(setups[statuses.indexOf("trialing")]);
  });

  it("the same setup confirmed twice at once (a double click) is one trial, not a trial and a charge", async () => {
    const account = await signUp();
    const res = await setupIntent(account.cookie, { plan: "annual" });
    const setupIntentId = setupIntentIdOf((await res.json()).clientSecret);
    const answers = await Promise.all([1, 2].map(() => confirmSetup(account.cookie, setupIntentId)));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<Record<string, unknown>>));
    // One makes the trial; the other, while it is being made, hears that one exists.
    expect(bodies.filter((b) => b.subscriptionStatus === "trialing").length).toBeGreaterThanOrEqual(1);
    for (const b of bodies.filter((b) => b.subscriptionStatus !== "trialing")) {
      expect(b).toEqual({
        message: "You already have an active subscription. Go to Settings to manage it.",
        code: "ALREADY_SUBSCRIBED",
      });
    }
    expect(await billingOf(account.id)).toMatchObject({ subscription_status: "trialing", subscription_plan: "annual" });
  });

  it("a refused setup does not spend the trial", async () => {
    const owner = await signUp();
    const setup = await setupIntent(owner.cookie, { plan: "monthly" });
    const setupIntentId = setupIntentIdOf((await setup.json()).clientSecret);
    const other = await signUp();
    await setupIntent(other.cookie, { plan: "monthly" });
    expect((await confirmSetup(other.cookie, setupIntentId)).status).toBe(403);
    expect((await me(other.cookie)).trialAvailable).toBe(true);
    await startLocalTrial(other.cookie);
    expect((await billingOf(other.id)).subscription_status).toBe("trialing");
  });
});
