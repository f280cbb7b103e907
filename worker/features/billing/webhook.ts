import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type Stripe from "stripe";
import { hasSubscription } from "../../../domain/billing/access";
import { type Db, getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { eventSeen, findAccountByCustomer, recordEvent, saveState } from "../../lib/billing-store";
import { log } from "../../lib/log";
import { stateFromStripe } from "../../providers/billing/stripe-state";
import { billingMode } from "../../providers/config";

/** The events Proteo acts on (docs/deploy.md: enable exactly these on the webhook endpoint). */
export const HANDLED_EVENTS = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

type StripeModule = typeof import("../../providers/billing/stripe");

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** The subscription an event is about: the object itself, or an invoice's subscription. */
function subscriptionIdOf(event: Stripe.Event): string | undefined {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return undefined;
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === "subscription") return object.id;
  if (object.object === "invoice") {
    const invoice = object as Stripe.Invoice & { subscription?: string | { id: string } | null };
    // Since API version 2025-03-31 an invoice names its subscription under `parent`.
    return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
  }
  return undefined;
}

/**
 * Re-reads the subscription: an event's copy may be older than what an earlier-delivered
 * event already applied, so only Stripe's current object is trusted. A subscription Stripe
 * no longer has falls back to the event's own copy when the event is about it.
 */
async function currentSubscription(sdk: StripeModule, stripe: Stripe, id: string, event: Stripe.Event) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    const object = event.data.object as { object?: string; id?: string };
    if (sdk.isMissing(error) && object.object === "subscription" && object.id === id)
      return object as Stripe.Subscription;
    log("error", undefined, "stripe webhook: could not read the subscription", { id, error: String(error) });
    // Stripe retries a failed delivery for days; the next try reads it again.
    throw new ApiError(502, "Could not read the subscription from Stripe.", { code: "PAYMENT_PROVIDER_ERROR" });
  }
}

/**
 * Whether a subscription's state may replace the user's: it is the one we know, or the
 * user holds none and this one is live. A late event about an old, ended subscription
 * never overwrites a newer one.
 */
async function applies(db: Db, userId: string, known: string | null, sub: Stripe.Subscription): Promise<boolean> {
  if (known === null || known === sub.id) return true;
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return false;
  return !hasSubscription(user) && !["canceled", "incomplete_expired"].includes(sub.status);
}

/** POST /api/webhooks/stripe. Exempt from the Origin check: its signature (on the raw body) authenticates it. */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  if (billingMode(c.env, c.req.url) !== "stripe") {
    throw new ApiError(404, "Stripe is not configured on this server.", { code: "NOT_FOUND" });
  }
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    throw new ApiError(503, "The Stripe webhook secret is not configured.", { code: "BILLING_NOT_CONFIGURED" });
  }
  const signature = c.req.header("Stripe-Signature");
  const payload = await c.req.text();
  // Loaded here, not at startup: see billingProvider.
  const sdk: StripeModule = await import("../../providers/billing/stripe");
  const stripe = sdk.stripeClient(c.env);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = await sdk.verifiedEvent(stripe, payload, signature, secret);
  } catch (error) {
    log("warn", c.get("requestId"), "stripe webhook: bad signature", { error: String(error) });
    throw new ApiError(400, "The webhook signature is not valid.", { code: "BAD_SIGNATURE" });
  }

  const db = getDb(c.env.DB);
  const record = { id: event.id, type: event.type };
  if (await eventSeen(db, event.id)) return c.json({ received: true, duplicate: true }, 200);

  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    await recordEvent(db, record);
    return c.json({ received: true, ignored: true }, 200);
  }
  const sub = await currentSubscription(sdk, stripe, subscriptionId, event);
  const customerId = idOf(sub.customer);
  const account = customerId ? await findAccountByCustomer(db, customerId) : undefined;
  if (account?.provider !== "stripe" || !(await applies(db, account.userId, account.subscriptionId, sub))) {
    await recordEvent(db, record);
    return c.json({ received: true, ignored: true }, 200);
  }
  await saveState(db, account.userId, stateFromStripe(sub, sdk.stripePrices(c.env)), record);
  return c.json({ received: true }, 200);
});
