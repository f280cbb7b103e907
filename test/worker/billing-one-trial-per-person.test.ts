import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, signUp } from "./accounts";
import { api, headers } from "./api";
import { billingOf, fake, setupIntentIdOf, startStripeTrial, stripeApi, stripeRequests } from "./billing";

/**
 * One free trial per person: the account's claim, plus a one-way fingerprint of the address
 * (lowercase, Gmail's dots and +tags dropped, ...) that outlives the account. Run against the
 * local simulator, which makes the same trial decision as Stripe (billing-stripe.test.ts).
 */
const setupIntent = async (cookie: string) => {
  const res = await api["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(cookie));
  expect(res.status).toBe(200);
  return res.json();
};
const confirm = (cookie: string, setupIntentId: string) =>
  api["confirm-setup"].$post({ json: { setupIntentId } }, headers(cookie));
const me = async (cookie: string) => (await api.auth.user.$get(undefined, headers(cookie))).json();
const deleteAccount = (cookie: string, password: string) =>
  api.account.$delete({ json: { password } }, headers(cookie));

/** Checkout to the end; answers the status the subscription started in. */
async function subscribe(cookie: string): Promise<string> {
  const { clientSecret } = await setupIntent(cookie);
  const res = await confirm(cookie, setupIntentIdOf(clientSecret));
  expect(res.status).toBe(200);
  return (await res.json()).subscriptionStatus;
}

const gmail = (name: string) => `${name}@gmail.com`;
const fresh = () => `t${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

describe("one free trial per person", () => {
  it("deleting the account and signing up again with the same address gives no second trial", async () => {
    const first = await signUp();
    expect(await subscribe(first.cookie)).toBe("trialing");
    const fingerprints = await countRows("trial_fingerprints");
    expect((await deleteAccount(first.cookie, first.password)).status).toBe(200);
    // The fingerprint stays; nothing else of the account does (account-data.test.ts).
    expect(await countRows("trial_fingerprints")).toBe(fingerprints);

    const again = await signUp({ email: first.email.toUpperCase() });
    expect(again.id).not.toBe(first.id);
    const offer = await setupIntent(again.cookie);
    expect(offer).toMatchObject({
      trialAvailable: false,
      message: "Add a payment method to subscribe. Your free trial has been used, so Pro starts today at $7/month.",
    });
    // The banner, pricing and settings stop offering one too.
    expect((await me(again.cookie)).trialAvailable).toBe(false);
    const res = await confirm(again.cookie, setupIntentIdOf(offer.clientSecret));
    expect(await res.json()).toEqual({
      message: "Your Pro subscription is now active. Your free trial was already used, so billing started today.",
      subscriptionStatus: "active",
    });
    expect(await billingOf(again.id)).toMatchObject({ subscription_status: "active", trial_ends_at: null });
  });

  it("a trial from before fingerprints existed is fingerprinted when the account is deleted", async () => {
    const name = fresh();
    const first = await signUp({ email: gmail(`${name.slice(0, 4)}.${name.slice(4)}`) });
    // As migration 0010 marked an account that was already subscribed: a trial, no fingerprint.
    await env.DB.prepare("update users set trial_claimed_by = 'before-one-trial-rule' where id = ?")
      .bind(first.id)
      .run();
    const before = await countRows("trial_fingerprints");
    expect((await deleteAccount(first.cookie, first.password)).status).toBe(200);
    expect(await countRows("trial_fingerprints")).toBe(before + 1);

    const again = await signUp({ email: gmail(`${name}+again`) });
    expect(await subscribe(again.cookie)).toBe("active");
  });

  it("an account deleted without having had a trial leaves no fingerprint: the address still gets one", async () => {
    const first = await signUp();
    const before = await countRows("trial_fingerprints");
    expect((await deleteAccount(first.cookie, first.password)).status).toBe(200);
    expect(await countRows("trial_fingerprints")).toBe(before);
    const again = await signUp({ email: first.email });
    expect(await subscribe(again.cookie)).toBe("trialing");
  });

  it("two live accounts, a.b+x@gmail.com and ab@gmail.com, get one trial between them", async () => {
    const name = fresh();
    const dotted = await signUp({ email: gmail(`${name.slice(0, 3)}.${name.slice(3)}+x`) });
    const plain = await signUp({ email: gmail(name) });
    expect(await subscribe(dotted.cookie)).toBe("trialing");
    expect(await subscribe(plain.cookie)).toBe("active");
    expect((await me(plain.cookie)).trialAvailable).toBe(false);
  });

  it("two such accounts confirming at the same moment: exactly one trial", async () => {
    const name = fresh();
    const accounts = [
      await signUp({ email: gmail(`${name}+one`) }),
      await signUp({ email: `${name.slice(0, 5)}.${name.slice(5)}@googlemail.com` }),
    ];
    const setups = await Promise.all(
      accounts.map(async (a) => setupIntentIdOf((await setupIntent(a.cookie)).clientSecret)),
    );
    const answers = await Promise.all(accounts.map((a, i) => confirm(a.cookie, setups[i] as string)));
    const statuses = await Promise.all(answers.map(async (res) => (await res.json()).subscriptionStatus));
    expect(statuses.sort()).toEqual(["active", "trialing"]);
  });

  it("keeps no address and no user id: one keyed hash per address, not the address's plain hash", async () => {
    const account = await signUp();
    await subscribe(account.cookie);
    const columns = (await env.DB.prepare("pragma table_info(trial_fingerprints)").all<{ name: string }>()).results;
    expect(columns.map((c) => c.name)).toEqual(["hash", "created_at"]);
    const plain = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(account.email)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(await countRows("trial_fingerprints", "hash = ?", plain)).toBe(0);
    expect(await countRows("trial_fingerprints", "hash like ?", `%${account.email}%`)).toBe(0);
  });
});

describe("one free trial per person, with Stripe", () => {
  it("a new account with an address that had a trial is sent to Stripe without trial parameters", async () => {
    const stripeBilling = stripeApi();
    const name = fresh();
    const first = await signUp({ email: gmail(name) });
    await startStripeTrial(first.cookie);
    const deleted = await stripeBilling.account.$delete({ json: { password: first.password } }, headers(first.cookie));
    expect(deleted.status).toBe(200);

    const again = await signUp({ email: gmail(`${name.slice(0, 2)}.${name.slice(2)}+back`) });
    const setup = await stripeBilling["create-setup-intent"].$post(
      { json: { plan: "monthly" } },
      headers(again.cookie),
    );
    const setupIntentId = setupIntentIdOf(((await setup.json()) as { clientSecret?: string }).clientSecret);
    await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, {});
    const res = await stripeBilling["confirm-setup"].$post({ json: { setupIntentId } }, headers(again.cookie));
    expect(await res.json()).toMatchObject({ subscriptionStatus: "active" });
    const { customer_id: customerId } = await billingOf(again.id);
    const [created] = (await stripeRequests(customerId as string)).filter(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    );
    expect(created?.params).not.toHaveProperty("trial_period_days");
    expect(created?.params).toMatchObject({ payment_behavior: "error_if_incomplete" });
  });
});
