import { Hono } from "hono";
import { hasSubscription } from "../../../domain/billing/access";
import { PLANS } from "../../../domain/billing/plans";
import { confirmSetupSchema, createSetupIntentSchema, type SetupIntentResponse } from "../../../domain/billing/schemas";
import { type Db, getDb } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import {
  type BillingAccountRow,
  findAccount,
  markTrialUsed,
  saveCustomer,
  saveState,
  subscriptionClaim,
  trialClaim,
} from "../../lib/billing-store";
import { fingerprintHadTrial, trialFingerprint } from "../../lib/trial-fingerprint";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import type { BillingProvider, ConfirmResult } from "../../providers/billing/billing-provider";
import { notYours, priceNotConfigured } from "../../providers/billing/errors";
import { appOrigin, conflict, requireStatus, usableProvider } from "./access";

/** The customer at the provider, created on the first checkout and reused after. */
async function ensureCustomer(db: Db, provider: BillingProvider, user: UserFields, requestId: string) {
  const account = await findAccount(db, user.id);
  if (account && account.provider === provider.name) return account.customerId;
  const customerId = await provider.createCustomer(user, requestId);
  await saveCustomer(db, user.id, provider.name, customerId);
  return customerId;
}

/** The signed-in user's subscription at the running provider, or a 409 saying why not. */
async function subscriptionOf(db: Db, provider: BillingProvider, user: UserFields): Promise<BillingAccountRow> {
  const account = await findAccount(db, user.id);
  if (!account?.subscriptionId) throw conflict("You have no subscription yet.", "NO_SUBSCRIPTION");
  if (account.provider !== provider.name) {
    throw conflict(
      `Your subscription was made with the ${account.provider} billing provider, which this server no longer uses.`,
      "PROVIDER_CHANGED",
    );
  }
  return account;
}

/**
 * Whether the user's address (as the trial counts it) had a free trial on another account,
 * live or deleted. If so the account is marked, so the banner, pricing and settings stop
 * offering a trial it will not get.
 */
async function addressHadTrial(db: Db, secret: string | undefined, user: UserFields): Promise<boolean> {
  if (!(await fingerprintHadTrial(db, await trialFingerprint(secret, user.email)))) return false;
  await markTrialUsed(db, user.id);
  return true;
}

const result = (message: string, state: { status: UserFields["subscriptionStatus"] }) => ({
  message,
  subscriptionStatus: state.status,
});

/** Checkout and subscription management: card setup, upgrade, cancel, reactivate and the billing portal. */
export const billingRoutes = new Hono<AppEnv>()
  .get("/billing/config", async (c) => c.json((await usableProvider(c)).config(), 200))
  .post("/create-setup-intent", validate("json", createSetupIntentSchema), async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    // The client's priceId is never used: the plan decides the price.
    const { plan } = c.req.valid("json");
    if (hasSubscription(user)) {
      const body: SetupIntentResponse = {
        message:
          user.subscriptionStatus === "trialing"
            ? "You're already on a free trial. Go to Settings to manage it."
            : "You already have an active subscription. Go to Settings to manage it.",
        code: "ALREADY_SUBSCRIBED",
        hasSubscription: true,
        subscriptionStatus: user.subscriptionStatus,
      };
      return c.json(body, 409);
    }
    const config = provider.config();
    if (!config.prices[plan]) throw priceNotConfigured(plan);
    if (provider.name === "stripe" && !config.publishableKey) {
      throw new ApiError(503, "Payments are not set up on this server yet. Please try again later.", {
        code: "BILLING_NOT_CONFIGURED",
      });
    }
    const db = getDb(c.env.DB);
    const customerId = await ensureCustomer(db, provider, user, c.get("requestId"));
    const { clientSecret } = await provider.createSetupIntent(user, customerId, plan, c.get("requestId"));
    const trialAvailable = user.trialClaimedBy === null && !(await addressHadTrial(db, c.env.AUTH_SECRET, user));
    const body: SetupIntentResponse = {
      clientSecret,
      hasSubscription: false,
      subscriptionStatus: user.subscriptionStatus,
      trialAvailable,
      message: trialAvailable
        ? "Add a payment method to start your free trial."
        : `Add a payment method to subscribe. Your free trial has been used, so Pro starts today at ${PLANS[plan].label}.`,
    };
    return c.json(body, 200);
  })
  .post("/confirm-setup", validate("json", confirmSetupSchema), async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    const db = getDb(c.env.DB);
    const account = await findAccount(db, user.id);
    if (!account || account.provider !== provider.name) throw notYours();
    const { setupIntentId } = c.req.valid("json");
    const trial = trialClaim(db, user.id, setupIntentId, await trialFingerprint(c.env.AUTH_SECRET, user.email));
    const claim = subscriptionClaim(db, user.id, account.customerId, setupIntentId);
    let confirmed: ConfirmResult;
    try {
      confirmed = await provider.confirmSetup(user, account, setupIntentId, !hasSubscription(user), trial, claim);
    } catch (error) {
      // No subscription was made: the claim goes back, so the user can try again.
      await claim.release();
      throw error;
    }
    if (!confirmed.repeated) await saveState(db, user.id, confirmed.state, undefined, claim.taken());
    const message =
      confirmed.state.status === "trialing"
        ? "Your 7-day free trial is now active."
        : "Your Pro subscription is now active. Your free trial was already used, so billing started today.";
    return c.json(result(message, confirmed.state), 200);
  })
  .post("/end-trial", async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    requireStatus(user, ["trialing"], "You are not on a free trial.", "NOT_TRIALING");
    const db = getDb(c.env.DB);
    const account = await subscriptionOf(db, provider, user);
    const state = await provider.endTrial(user, account, c.get("requestId"));
    await saveState(db, user.id, state);
    return c.json(result("Your trial has ended and billing has started. Welcome to Pro!", state), 200);
  })
  .post("/cancel-subscription", async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    requireStatus(user, ["trialing", "active"], "You have no active subscription to cancel.", "NO_ACTIVE_SUBSCRIPTION");
    const db = getDb(c.env.DB);
    const account = await subscriptionOf(db, provider, user);
    const state = await provider.cancel(user, account, c.get("requestId"));
    await saveState(db, user.id, state);
    return c.json(result("Your subscription is canceled. You keep access until the period ends.", state), 200);
  })
  .post("/reactivate-subscription", async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    const db = getDb(c.env.DB);
    const account = await subscriptionOf(db, provider, user);
    const endsLater = (user.subscriptionEndsAt?.getTime() ?? 0) > Date.now();
    if (user.subscriptionStatus !== "canceled" || !account.cancelAtPeriodEnd || !endsLater) {
      throw conflict("There is no canceled subscription to reactivate.", "NOT_REACTIVATABLE");
    }
    const state = await provider.reactivate(user, account, c.get("requestId"));
    await saveState(db, user.id, state);
    return c.json(result("Your subscription is active again.", state), 200);
  })
  .post("/billing/portal", async (c) => {
    const user = userOf(c);
    const provider = await usableProvider(c);
    const account = await findAccount(getDb(c.env.DB), user.id);
    if (!account || account.provider !== provider.name) {
      throw conflict("You have no billing account yet.", "NO_BILLING_ACCOUNT");
    }
    const url = await provider.portalUrl(account, `${appOrigin(c)}/settings`, c.get("requestId"));
    if (!url) {
      throw conflict(
        "There is no billing portal in test mode: the local billing simulator keeps no card, so there is nothing to update. With Stripe configured, this opens Stripe's billing portal.",
        "NO_PORTAL_IN_TEST_MODE",
      );
    }
    return c.json({ url }, 200);
  });
