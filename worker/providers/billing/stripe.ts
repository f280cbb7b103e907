import Stripe from "stripe";
import { isPlanId, type PlanId, TRIAL_DAYS } from "../../../domain/billing/plans";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { log } from "../../lib/log";
import type { BillingAccount, BillingProvider, ConfirmResult } from "./billing-provider";
import { alreadySubscribed, notYours, priceNotConfigured, setupNotConfirmed } from "./errors";
import { stateFromStripe } from "./stripe-state";

/**
 * The official SDK on the Workers fetch client. STRIPE_API_HOST/PORT/PROTOCOL exist only
 * for tests, which point the SDK at a local fake that speaks Stripe's wire format.
 */
export function stripeClient(env: Bindings): Stripe {
  const fake = env.STRIPE_API_HOST
    ? {
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT ?? "443",
        protocol: env.STRIPE_API_PROTOCOL === "http" ? ("http" as const) : ("https" as const),
      }
    : {};
  return new Stripe(env.STRIPE_SECRET_KEY ?? "", {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Proteo" },
    ...fake,
  });
}

/**
 * A webhook's event, verified on the raw body within Stripe's default 5-minute tolerance (stale
 * replays fail); throws when the signature does not match.
 */
export function verifiedEvent(stripe: Stripe, payload: string, signature: string, secret: string) {
  return stripe.webhooks.constructEventAsync(
    payload,
    signature,
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  );
}

export function stripePrices(env: Bindings): Record<PlanId, string | null> {
  return { monthly: env.STRIPE_PRICE_MONTHLY || null, annual: env.STRIPE_PRICE_ANNUAL || null };
}

/** Stripe's failures in the one error shape: a declined card in Stripe's words, the rest generic. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new ApiError(402, error.message, { code: "CARD_DECLINED" });
    }
    const detail = error instanceof Stripe.errors.StripeError ? `${error.type}: ${error.message}` : String(error);
    log("error", undefined, "stripe call failed", { what, error: detail });
    throw new ApiError(502, "The payment service could not complete the request. Please try again.", {
      code: "PAYMENT_PROVIDER_ERROR",
    });
  }
}

export const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** Statuses of a subscription the customer still holds (or owes for): another would bill twice. */
const LIVE: Stripe.Subscription.Status[] = ["trialing", "active", "past_due", "unpaid", "paused"];

export function createStripeProvider(env: Bindings): BillingProvider {
  const stripe = stripeClient(env);

  /**
   * What Stripe holds for this customer: a live subscription (one a checkout made whose Worker
   * died before saving it, or one whose answer was lost) and whether any subscription, ended
   * ones included, had a trial, other than one made under this very claim.
   */
  const customerHistory = (customer: string, claimId: string) =>
    call("subscriptions.list", async () => {
      let live: Stripe.Subscription | null = null;
      let hadTrial = false;
      for await (const sub of stripe.subscriptions.list({ customer, status: "all", limit: 100 })) {
        if (!live && LIVE.includes(sub.status)) live = sub;
        if (sub.trial_start && sub.metadata?.claimId !== claimId) hadTrial = true;
      }
      return { live, hadTrial };
    });

  const prices = stripePrices(env);
  const state = (sub: Stripe.Subscription) => stateFromStripe(sub, prices);
  const update = (account: BillingAccount, params: Stripe.SubscriptionUpdateParams, key: string) => {
    const id = account.subscriptionId;
    if (!id) throw new ApiError(409, "You have no subscription yet.", { code: "NO_SUBSCRIPTION" });
    return call("subscriptions.update", () => stripe.subscriptions.update(id, params, { idempotencyKey: key }));
  };

  return {
    name: "stripe",
    config: () => ({ provider: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY || null, prices }),

    async createCustomer(user: UserFields) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
      // One key per user: two checkouts racing create one customer, not two.
      const customer = await call("customers.create", () =>
        stripe.customers.create(
          { email: user.email ?? undefined, name, metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        ),
      );
      return customer.id;
    },

    async createSetupIntent(user, customerId, plan, requestId) {
      const intent = await call("setupIntents.create", () =>
        stripe.setupIntents.create(
          {
            customer: customerId,
            usage: "off_session",
            automatic_payment_methods: { enabled: true },
            metadata: { userId: user.id, plan },
          },
          { idempotencyKey: `setup-intent-${user.id}-${requestId}` },
        ),
      );
      if (!intent.client_secret) throw new Error("Stripe returned a SetupIntent without a client secret");
      return { clientSecret: intent.client_secret };
    },

    async confirmSetup(user, account, setupIntentId, allowNew, trialClaim, subscriptionClaim): Promise<ConfirmResult> {
      const intent = await call("setupIntents.retrieve", async () => {
        try {
          return await stripe.setupIntents.retrieve(setupIntentId);
        } catch (error) {
          if (isMissing(error)) throw notYours();
          throw error;
        }
      });
      if (idOf(intent.customer) !== account.customerId) throw notYours();
      const paymentMethod = idOf(intent.payment_method);
      if (intent.status !== "succeeded" || !paymentMethod) throw setupNotConfirmed();

      // A retry after the subscription was made answers with it instead of a second one.
      if (account.subscriptionId) {
        const current = await call("subscriptions.retrieve", () =>
          stripe.subscriptions.retrieve(account.subscriptionId as string),
        );
        if (current.metadata?.setupIntentId === intent.id) return { state: state(current), repeated: true };
      }
      if (!allowNew) throw alreadySubscribed();

      const plan = intent.metadata?.plan;
      if (!isPlanId(plan)) throw new ApiError(400, "This payment setup names no plan.", { code: "INVALID_INPUT" });
      const price = prices[plan];
      if (!price) throw priceNotConfigured(plan);

      // The customer's one subscription: only the checkout holding the claim goes on.
      const claimId = await subscriptionClaim.take();
      if (!claimId) throw alreadySubscribed();
      const history = await customerHistory(account.customerId, claimId);
      // Stripe already has one this account never saved: that one is the subscription.
      if (history.live) return { state: state(history.live), repeated: false };
      // One trial per account and per Stripe customer (ADR 016): the account's claim, and no
      // trial in the customer's history at Stripe (a claim found spent there stays spent).
      const trial = (await trialClaim.claim()) && !history.hadTrial;
      // The trial only for the account's first subscription; after it, billing starts at
      // once, and a declined card fails the checkout instead of leaving it unpaid.
      const terms: Partial<Stripe.SubscriptionCreateParams> = trial
        ? { trial_period_days: TRIAL_DAYS, trial_settings: { end_behavior: { missing_payment_method: "cancel" } } }
        : { payment_behavior: "error_if_incomplete" };
      let sub: Stripe.Subscription;
      try {
        await call("customers.update", () =>
          stripe.customers.update(
            account.customerId,
            { invoice_settings: { default_payment_method: paymentMethod } },
            { idempotencyKey: `default-payment-method-${intent.id}` },
          ),
        );
        sub = await call("subscriptions.create", () =>
          stripe.subscriptions.create(
            {
              customer: account.customerId,
              items: [{ price }],
              default_payment_method: paymentMethod,
              metadata: { userId: user.id, plan, setupIntentId: intent.id, claimId },
              ...terms,
            },
            // Keyed by the customer's claim: however many checkouts, and a retake of a claim
            // whose Worker died mid-call, ask Stripe for one subscription.
            { idempotencyKey: `subscription-${claimId}` },
          ),
        );
      } catch (error) {
        // No subscription, so no trial was used: a retry of this setup may have it.
        if (trial) await trialClaim.release();
        throw error;
      }
      return { state: state(sub), repeated: false };
    },

    // Billing starts now; a declined card fails the upgrade instead of leaving it unpaid.
    endTrial: async (_user, account, requestId) =>
      state(
        await update(
          account,
          { trial_end: "now", payment_behavior: "error_if_incomplete", proration_behavior: "none" },
          `end-trial-${account.subscriptionId}-${requestId}`,
        ),
      ),
    cancel: async (_user, account, requestId) =>
      state(await update(account, { cancel_at_period_end: true }, `cancel-${account.subscriptionId}-${requestId}`)),
    reactivate: async (_user, account, requestId) =>
      state(
        await update(account, { cancel_at_period_end: false }, `reactivate-${account.subscriptionId}-${requestId}`),
      ),

    async cancelNow(account, requestId) {
      const id = account.subscriptionId;
      if (!id) return;
      await call("subscriptions.cancel", async () => {
        try {
          await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-now-${id}-${requestId}` });
        } catch (error) {
          // Canceled before (Stripe keeps ended ones retrievable; a deleted test one is gone).
          if (isMissing(error)) return;
          if (error instanceof Stripe.errors.StripeInvalidRequestError && /canceled/i.test(error.message)) return;
          throw error;
        }
      });
    },

    async portalUrl(account, returnUrl, requestId) {
      const session = await call("billingPortal.sessions.create", () =>
        stripe.billingPortal.sessions.create(
          { customer: account.customerId, return_url: returnUrl },
          { idempotencyKey: `portal-${account.customerId}-${requestId}` },
        ),
      );
      return session.url;
    },
  };
}
