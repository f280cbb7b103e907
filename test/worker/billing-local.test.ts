import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { billingOf, callStripe, DAY_MS, setupIntentIdOf } from "./billing";
import { call } from "./client";

const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
const as = (cookie: string, path: string, json?: unknown) =>
  call(path, { method: "POST", json, headers: { Cookie: cookie } });

async function startLocalTrial(cookie: string, plan: "monthly" | "annual" = "monthly") {
  const setup = await as(cookie, "/api/create-setup-intent", { plan, priceId: "price_local_monthly" });
  expect(setup.status).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const setupIntentId = setupIntentIdOf(clientSecret);
  const confirmed = await as(cookie, "/api/confirm-setup", { setupIntentId });
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

const me = async (cookie: string) =>
  (await (await call("/api/auth/user", { headers: { Cookie: cookie } })).json()) as Record<string, string | null>;

describe("the local billing simulator", () => {
  it("is the offline default and says so", async () => {
    expect(await (await call("/api/billing/config")).json()).toEqual({
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
    expect((await as(account.cookie, "/api/create-setup-intent", { plan: "monthly" })).status).toBe(409);

    // Six days on, still in the trial; seven days on, billing has started for a year.
    await travel(account.id, 6);
    expect((await me(account.cookie)).subscriptionStatus).toBe("trialing");
    await travel(account.id, 1.01);
    const user = await me(account.cookie);
    expect(user.subscriptionStatus).toBe("active");
    state = await billingOf(account.id);
    expect(state.subscription_ends_at).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    expect(state.current_period_end).toBe(state.subscription_ends_at);

    const cancel = await as(account.cookie, "/api/cancel-subscription");
    expect(await body(cancel)).toMatchObject({ subscriptionStatus: "canceled" });
    const canceled = await billingOf(account.id);
    expect(canceled).toMatchObject({ cancel_at_period_end: 1, subscription_ends_at: state.subscription_ends_at });

    expect(await body(await as(account.cookie, "/api/reactivate-subscription"))).toMatchObject({
      subscriptionStatus: "active",
    });
    expect(await body(await as(account.cookie, "/api/billing/local/fail-payment"))).toMatchObject({
      subscriptionStatus: "past_due",
    });
    expect((await me(account.cookie)).subscriptionStatus).toBe("past_due");
    expect(await body(await as(account.cookie, "/api/billing/local/renew"))).toMatchObject({
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

    await as(account.cookie, "/api/cancel-subscription");
    await travel(account.id, 32);
    const user = await me(account.cookie);
    expect(user.subscriptionStatus).toBe("canceled");
    expect(Date.parse(user.subscriptionEndsAt as string)).toBeLessThan(Date.now());
    expect((await as(account.cookie, "/api/reactivate-subscription")).status).toBe(409);
    // Access is over, so a new checkout may start.
    expect((await as(account.cookie, "/api/create-setup-intent", { plan: "monthly" })).status).toBe(200);
  });

  it("upgrades a trial at once, and the test control ends a trial as the clock would", async () => {
    const upgrader = await signUp();
    await startLocalTrial(upgrader.cookie);
    const res = await as(upgrader.cookie, "/api/end-trial");
    expect(await body(res)).toEqual({
      message: "Your trial has ended and billing has started. Welcome to Pro!",
      subscriptionStatus: "active",
    });
    expect((await billingOf(upgrader.id)).subscription_ends_at).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    const waiter = await signUp();
    await startLocalTrial(waiter.cookie);
    expect(await body(await as(waiter.cookie, "/api/billing/local/end-trial"))).toMatchObject({
      subscriptionStatus: "active",
    });
    expect((await as(waiter.cookie, "/api/billing/local/end-trial")).status).toBe(409);
  });

  it("confirms a setup once, and refuses another user's", async () => {
    const owner = await signUp();
    const setup = await as(owner.cookie, "/api/create-setup-intent", { plan: "monthly" });
    const setupIntentId = setupIntentIdOf(((await setup.json()) as { clientSecret: string }).clientSecret);

    const other = await signUp();
    await as(other.cookie, "/api/create-setup-intent", { plan: "monthly" });
    const stolen = await as(other.cookie, "/api/confirm-setup", { setupIntentId });
    expect(stolen.status).toBe(403);
    expect((await billingOf(other.id)).subscription_status).toBe("none");

    expect((await as(owner.cookie, "/api/confirm-setup", { setupIntentId })).status).toBe(200);
    const first = await billingOf(owner.id);
    expect((await as(owner.cookie, "/api/confirm-setup", { setupIntentId })).status).toBe(200);
    expect(await billingOf(owner.id)).toEqual(first);
  });

  it("says honestly that test mode has no billing portal", async () => {
    const account = await signUp();
    await startLocalTrial(account.cookie);
    const res = await as(account.cookie, "/api/billing/portal");
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ code: "NO_PORTAL_IN_TEST_MODE" });
  });

  it("is refused unless the app is served from localhost", async () => {
    const account = await signUp();
    const origin = "http://proteo.example.com";
    for (const [method, path] of [
      ["GET", "/api/billing/config"],
      ["POST", "/api/create-setup-intent"],
      ["POST", "/api/billing/local/end-trial"],
    ]) {
      const res = await SELF.fetch(`${origin}${path}`, {
        method,
        headers: { Origin: origin, Cookie: account.cookie, "Content-Type": "application/json" },
        body: method === "POST" ? JSON.stringify({ plan: "monthly" }) : undefined,
      });
      expect(res.status, path).toBe(403);
      expect(await body(res)).toMatchObject({ code: "LOCAL_BILLING_REFUSED" });
    }
    expect((await billingOf(account.id)).customer_id).toBeNull();
  });

  it("serves a CSP that lets Stripe.js in, and still no inline script", async () => {
    const csp = (await call("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("offers its test controls only in test mode and only from their states", async () => {
    const account = await signUp();
    expect((await as(account.cookie, "/api/billing/local/renew")).status).toBe(409);
    expect((await as(account.cookie, "/api/billing/local/fail-payment")).status).toBe(409);
    expect((await callStripe("/api/billing/local/renew", { cookie: account.cookie })).status).toBe(404);
    expect((await call("/api/billing/local/renew", { method: "POST" })).status).toBe(401);
  });
});
