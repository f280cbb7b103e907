import type { FormValue } from "./fake-stripe-form.ts";
import {
  addInterval,
  FAKE_PRICES,
  invoiceObject,
  type Json,
  listObject,
  nowSeconds,
  priceObject,
  stripeError,
  stripeId,
} from "./fake-stripe-objects.ts";

/**
 * The resources of the fake Stripe (test/support/fake-stripe.ts) and their handlers, in
 * memory. A payment method made with the card "declined" is refused whenever it is charged.
 */
export interface Reply {
  status: number;
  body: unknown;
}
export type Params = Record<string, FormValue>;
export type Handler = (params: Params, id: string) => Reply;

const ok = (body: unknown): Reply => ({ status: 200, body });
const str = (value: FormValue | undefined) => (typeof value === "string" ? value : undefined);
const missing = (kind: string, id: string, param?: string) =>
  stripeError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { code: "resource_missing", param });

/** Method, path pattern (the first group is the id) and handler of every route. */
export function createResources(): [string, RegExp, Handler][] {
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();

  const item = (sub: Json) => (sub.items as { data: Json[] }).data[0] as Json;
  const interval = (sub: Json) => ((item(sub).price as Json).recurring as Json).interval as "month" | "year";
  const setPeriod = (sub: Json, start: number) => {
    const current = item(sub);
    current.current_period_start = start;
    current.current_period_end = addInterval(start, interval(sub));
  };
  const declines = (pm: unknown) => typeof pm === "string" && paymentMethods.get(pm)?.declines === true;
  const cardDeclined = () =>
    stripeError(402, "card_error", "Your card was declined.", {
      code: "card_declined",
      decline_code: "generic_decline",
    });

  const createCustomer: Handler = (p) => {
    const id = stripeId("cus");
    const customer = {
      id,
      object: "customer",
      created: nowSeconds(),
      email: str(p.email) ?? null,
      name: str(p.name) ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: p.metadata ?? {},
    };
    customers.set(id, customer);
    return ok(customer);
  };

  const updateCustomer: Handler = (p, id) => {
    const customer = customers.get(id);
    if (!customer) return missing("customer", id);
    const pm = str((p.invoice_settings as Params | undefined)?.default_payment_method);
    if (pm !== undefined) {
      if (paymentMethods.get(pm)?.customer !== id)
        return missing("PaymentMethod", pm, "invoice_settings[default_payment_method]");
      customer.invoice_settings = { default_payment_method: pm };
    }
    return ok(customer);
  };

  const createSetupIntent: Handler = (p) => {
    const customer = str(p.customer);
    if (customer && !customers.has(customer)) return missing("customer", customer, "customer");
    const id = stripeId("seti");
    const intent = {
      id,
      object: "setup_intent",
      client_secret: `${id}_secret_${stripeId("x").slice(2)}`,
      created: nowSeconds(),
      customer: customer ?? null,
      livemode: false,
      metadata: p.metadata ?? {},
      payment_method: null,
      status: "requires_payment_method",
      usage: str(p.usage) ?? "off_session",
      automatic_payment_methods: p.automatic_payment_methods ?? null,
    };
    setupIntents.set(id, intent);
    return ok(intent);
  };

  const createSubscription: Handler = (p) => {
    const customer = str(p.customer) ?? "";
    if (!customers.has(customer)) return missing("customer", customer, "customer");
    const priceId = str(((p.items as FormValue[] | undefined)?.[0] as Params | undefined)?.price) ?? "";
    const price = FAKE_PRICES.find((candidate) => candidate.id === priceId);
    if (!price) return missing("price", priceId, "items[0][price]");
    const pm = str(p.default_payment_method);
    if (pm && paymentMethods.get(pm)?.customer !== customer)
      return missing("PaymentMethod", pm, "default_payment_method");
    const now = nowSeconds();
    const trialDays = Number(str(p.trial_period_days) ?? 0);
    const trialEnd = trialDays > 0 ? now + trialDays * 86_400 : null;
    const id = stripeId("sub");
    const sub: Json = {
      id,
      object: "subscription",
      billing_cycle_anchor: trialEnd ?? now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created: now,
      currency: "usd",
      customer,
      default_payment_method: pm ?? null,
      ended_at: null,
      items: listObject(
        [
          {
            id: stripeId("si"),
            object: "subscription_item",
            created: now,
            current_period_start: now,
            current_period_end: trialEnd ?? addInterval(now, price.interval),
            metadata: {},
            price: priceObject(price),
            quantity: 1,
            subscription: id,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
      metadata: p.metadata ?? {},
      start_date: now,
      status: trialEnd ? "trialing" : "active",
      trial_end: trialEnd,
      trial_settings: p.trial_settings ?? { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: trialEnd ? now : null,
    };
    if (!trialEnd && declines(pm) && str(p.payment_behavior) === "error_if_incomplete") return cardDeclined();
    subscriptions.set(id, sub);
    return ok(sub);
  };

  // Stripe lists a customer's subscriptions newest first, leaving canceled ones out unless
  // `status` is "all" (or "canceled").
  const listSubscriptions: Handler = (p) => {
    const customer = str(p.customer);
    const status = str(p.status);
    const data = [...subscriptions.values()]
      .filter((sub) => customer === undefined || sub.customer === customer)
      .filter((sub) => (status === "all" ? true : status ? sub.status === status : sub.status !== "canceled"))
      .reverse();
    return ok(listObject(data, "/v1/subscriptions"));
  };

  const updateSubscription: Handler = (p, id) => {
    const sub = subscriptions.get(id);
    if (!sub) return missing("subscription", id);
    if (sub.status === "canceled") {
      return stripeError(
        400,
        "invalid_request_error",
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    }
    if (str(p.trial_end) === "now") {
      if (sub.status !== "trialing")
        return stripeError(400, "invalid_request_error", "This subscription is not in a trial.");
      if (declines(sub.default_payment_method) && str(p.payment_behavior) === "error_if_incomplete")
        return cardDeclined();
      const now = nowSeconds();
      Object.assign(sub, { status: "active", trial_end: now, billing_cycle_anchor: now });
      setPeriod(sub, now);
    }
    const cancel = str(p.cancel_at_period_end);
    if (cancel === "true") {
      Object.assign(sub, {
        cancel_at_period_end: true,
        cancel_at: item(sub).current_period_end,
        canceled_at: nowSeconds(),
      });
    } else if (cancel === "false") {
      Object.assign(sub, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    }
    if (p.metadata) sub.metadata = { ...(sub.metadata as Json), ...(p.metadata as Json) };
    return ok(sub);
  };

  const createPortalSession: Handler = (p) => {
    const customer = str(p.customer) ?? "";
    if (!customers.has(customer)) return missing("customer", customer, "customer");
    const id = stripeId("bps");
    return ok({
      id,
      object: "billing_portal.session",
      created: nowSeconds(),
      customer,
      livemode: false,
      return_url: str(p.return_url) ?? null,
      url: `https://billing.stripe.com/p/session/test_${id.slice(4)}`,
    });
  };

  const get =
    (map: Map<string, Json>, kind: string): Handler =>
    (_p, id) => {
      const found = map.get(id);
      return found ? ok(found) : missing(kind, id);
    };

  // What happens outside Proteo's API calls.
  const confirmSetupIntent: Handler = (p, id) => {
    const intent = setupIntents.get(id);
    if (!intent) return missing("setup_intent", id);
    const pm = {
      id: stripeId("pm"),
      object: "payment_method",
      customer: intent.customer,
      type: "card",
      declines: p.card === "declined",
    };
    paymentMethods.set(pm.id, pm);
    Object.assign(intent, { status: "succeeded", payment_method: pm.id });
    return ok(intent);
  };
  const renewal =
    (outcome: "payment_failed" | "payment_succeeded" | "delete"): Handler =>
    (_p, id) => {
      const sub = subscriptions.get(id);
      if (!sub) return missing("subscription", id);
      const now = nowSeconds();
      if (outcome === "payment_failed") sub.status = "past_due";
      if (outcome === "payment_succeeded") {
        sub.status = "active";
        setPeriod(sub, now);
      }
      if (outcome === "delete") {
        Object.assign(sub, { status: "canceled", ended_at: now, canceled_at: now, cancel_at_period_end: false });
      }
      return ok({ subscription: sub, invoice: invoiceObject(sub, outcome === "payment_failed" ? "open" : "paid") });
    };

  const cancelSubscription: Handler = (_p, id) => {
    const sub = subscriptions.get(id);
    if (!sub) return missing("subscription", id);
    if (sub.status === "canceled") {
      return stripeError(400, "invalid_request_error", `A canceled subscription can't be canceled again: ${id}.`);
    }
    const now = nowSeconds();
    Object.assign(sub, { status: "canceled", ended_at: now, canceled_at: now, cancel_at_period_end: false });
    return ok(sub);
  };

  return [
    ["POST", /^\/v1\/customers$/, createCustomer],
    ["GET", /^\/v1\/customers\/([^/]+)$/, get(customers, "customer")],
    ["POST", /^\/v1\/customers\/([^/]+)$/, updateCustomer],
    ["POST", /^\/v1\/setup_intents$/, createSetupIntent],
    ["GET", /^\/v1\/setup_intents\/([^/]+)$/, get(setupIntents, "setup_intent")],
    ["POST", /^\/v1\/subscriptions$/, createSubscription],
    ["GET", /^\/v1\/subscriptions$/, listSubscriptions],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, get(subscriptions, "subscription")],
    ["POST", /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
    // subscriptions.cancel: ends it at once (Stripe refuses to cancel a canceled one again).
    ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
    ["POST", /^\/v1\/billing_portal\/sessions$/, createPortalSession],
    ["POST", /^\/__fake\/setup_intents\/([^/]+)\/confirm$/, confirmSetupIntent],
    ["POST", /^\/__fake\/subscriptions\/([^/]+)\/payment_failed$/, renewal("payment_failed")],
    ["POST", /^\/__fake\/subscriptions\/([^/]+)\/payment_succeeded$/, renewal("payment_succeeded")],
    ["POST", /^\/__fake\/subscriptions\/([^/]+)\/delete$/, renewal("delete")],
  ];
}
