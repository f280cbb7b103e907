import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { api, headers } from "./api";
import {
  billingOf,
  fake,
  STRIPE_ENV,
  setupIntentIdOf,
  startStripeTrial,
  stripeApi,
  stripeObject,
  stripeRequests,
} from "./billing";

/**
 * One subscription per customer: however many confirmations arrive at once (two tabs, a double
 * tap, two payment setups), one claim in D1 lets one of them ask the provider for a
 * subscription, and the others hear that the user already has one.
 */
const CONCURRENT = 20;
const DISTINCT_SETUPS = 10;
const ALREADY = {
  message: "You already have an active subscription. Go to Settings to manage it.",
  code: "ALREADY_SUBSCRIBED",
};
const stripeBilling = stripeApi();
type Client = typeof api;

async function newSetup(client: Client, cookie: string): Promise<string> {
  const res = await client["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(cookie));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { clientSecret?: string };
  return setupIntentIdOf(body.clientSecret);
}

/**
 * 20 confirmations at once: half of one setup (a double tap, many times over), the other half
 * ten setups of their own (ten tabs). Answers the setups that were answered 200 and the bodies.
 */
async function confirmAtOnce(client: Client, cookie: string, setups: string[]) {
  const [repeated, ...others] = setups;
  const batch = [...Array.from({ length: CONCURRENT - others.length }, () => repeated as string), ...others];
  const answers = await Promise.all(
    batch.map(async (setupIntentId) => {
      const res = await client["confirm-setup"].$post({ json: { setupIntentId } }, headers(cookie));
      return { setupIntentId, status: res.status, body: (await res.json()) as Record<string, unknown> };
    }),
  );
  const succeeded = answers.filter((a) => a.status === 200);
  for (const refused of answers.filter((a) => a.status !== 200)) {
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(ALREADY);
  }
  return { answers, confirmedSetups: new Set(succeeded.map((a) => a.setupIntentId)) };
}

describe("one subscription per customer", () => {
  it("local simulator: 20 confirmations at once, of one setup and of ten, make exactly one subscription", async () => {
    const account = await signUp();
    const setups: string[] = [];
    for (let i = 0; i < DISTINCT_SETUPS + 1; i++) setups.push(await newSetup(api, account.cookie));
    const { answers, confirmedSetups } = await confirmAtOnce(api, account.cookie, setups);
    expect(answers).toHaveLength(CONCURRENT);
    // Every 200 is about the one subscription that exists: the same setup's.
    expect(confirmedSetups.size).toBe(1);
    const [winner] = [...confirmedSetups];
    const state = await billingOf(account.id);
    expect(state.subscription_id).toBe(`sub_local_${winner?.split("_").pop()}`);
    expect(state.subscription_status).toBe("trialing");
    // The claim ended with the save; the user's status now refuses a further checkout.
    const claim = await env.DB.prepare("select claim_id from billing_accounts where user_id = ?")
      .bind(account.id)
      .first<{ claim_id: string | null }>();
    expect(claim?.claim_id).toBeNull();
    const late = await api["confirm-setup"].$post(
      { json: { setupIntentId: setups[5] as string } },
      headers(account.cookie),
    );
    expect(late.status).toBe(409);
  });

  it("Stripe: 20 confirmations at once, of one setup and of ten, make exactly one subscription at Stripe and in D1", async () => {
    const account = await signUp();
    const setups: string[] = [];
    for (let i = 0; i < DISTINCT_SETUPS + 1; i++) {
      const id = await newSetup(stripeBilling, account.cookie);
      await fake(`/__fake/setup_intents/${id}/confirm`, {});
      setups.push(id);
    }
    const { confirmedSetups } = await confirmAtOnce(stripeBilling, account.cookie, setups);
    expect(confirmedSetups.size).toBe(1);

    const { customer_id: customerId, subscription_id: subscriptionId } = await billingOf(account.id);
    const creates = (await stripeRequests(customerId as string)).filter(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions" && r.status === 200 && !r.replayed,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.idempotencyKey).toMatch(/^subscription-claim_/);
    const atStripe = await stripeObject<{ data: { id: string }[] }>(
      `/v1/subscriptions?customer=${customerId}&status=all`,
    );
    expect(atStripe.data.map((s) => s.id)).toEqual([subscriptionId]);
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });

  it("a claim in progress refuses another checkout; a stale one (its Worker died) is retaken with the same key", async () => {
    const account = await signUp();
    const setupIntentId = await newSetup(stripeBilling, account.cookie);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});
    const hold = (ageMs: number) =>
      env.DB.prepare(
        "update billing_accounts set claim_id = 'claim_left_behind', claim_setup_intent_id = ?, claimed_at = ? where user_id = ?",
      )
        .bind(setupIntentId, Date.now() - ageMs, account.id)
        .run();
    const confirm = () => stripeBilling["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie));

    // Another request holds the claim (a minute ago): this one makes nothing.
    await hold(60_000);
    const refused = await confirm();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(ALREADY);
    const { customer_id: customerId } = await billingOf(account.id);
    const creations = async () =>
      (await stripeRequests(customerId as string)).filter((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(await creations()).toHaveLength(0);

    // Ten minutes on, the Worker that held it is long gone: the claim is retaken, same id, same key.
    await hold(10 * 60_000);
    const retaken = await confirm();
    expect(retaken.status).toBe(200);
    const [created] = await creations();
    expect(created?.idempotencyKey).toBe("subscription-claim_left_behind");
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });

  it("a subscription Stripe made for a checkout whose Worker died before saving it is taken up, not doubled", async () => {
    const account = await signUp();
    const first = await newSetup(stripeBilling, account.cookie);
    const intent = await fake<{ payment_method: string }>(`/__fake/setup_intents/${first}/confirm`, {});
    const { customer_id: customerId } = await billingOf(account.id);
    // What the dead Worker got done: the subscription at Stripe, and its claim, gone stale, in D1.
    const stripe = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY, {
      httpClient: Stripe.createFetchHttpClient(),
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: "http",
    });
    const made = await stripe.subscriptions.create({
      customer: customerId as string,
      items: [{ price: STRIPE_ENV.STRIPE_PRICE_MONTHLY }],
      default_payment_method: intent.payment_method,
      trial_period_days: 7,
      metadata: { userId: account.id, plan: "monthly", setupIntentId: first, claimId: "claim_dead" },
    });
    await env.DB.prepare(
      "update billing_accounts set claim_id = 'claim_dead', claim_setup_intent_id = ?, claimed_at = ? where user_id = ?",
    )
      .bind(first, Date.now() - 10 * 60_000, account.id)
      .run();

    // The user tries again with a new setup: the subscription that exists is the one they get.
    const second = await newSetup(stripeBilling, account.cookie);
    await fake(`/__fake/setup_intents/${second}/confirm`, {});
    const res = await stripeBilling["confirm-setup"].$post(
      { json: { setupIntentId: second } },
      headers(account.cookie),
    );
    expect(res.status).toBe(200);
    expect(await billingOf(account.id)).toMatchObject({ subscription_id: made.id, subscription_status: "trialing" });
    const atStripe = await stripeObject<{ data: { id: string }[] }>(
      `/v1/subscriptions?customer=${customerId}&status=all`,
    );
    expect(atStripe.data.map((s) => s.id)).toEqual([made.id]);
  });

  it("a claim whose provider call failed is given back: the next checkout goes through", async () => {
    const account = await signUp();
    // A price Stripe does not know: the create call fails after the claim was taken.
    const broken = stripeApi({ STRIPE_PRICE_MONTHLY: "price_deleted" });
    const setupIntentId = await newSetup(broken, account.cookie);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});
    const failed = await broken["confirm-setup"].$post({ json: { setupIntentId } }, headers(account.cookie));
    expect(failed.status).toBe(502);
    const claim = await env.DB.prepare("select claim_id from billing_accounts where user_id = ?")
      .bind(account.id)
      .first<{ claim_id: string | null }>();
    expect(claim?.claim_id).toBeNull();
    await startStripeTrial(account.cookie);
    expect((await billingOf(account.id)).subscription_status).toBe("trialing");
  });
});
