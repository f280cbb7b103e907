/**
 * Objects as Stripe's API returns them (API version 2025-03-31 and later: the billing
 * period on the subscription item, an invoice's subscription under `parent`), with only
 * the fields Proteo and the SDK read, plus the usual envelope fields.
 */
export type Json = Record<string, unknown>;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function stripeId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 24; i++) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return `${prefix}_${id}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface FakePrice {
  id: string;
  interval: "month" | "year";
  amount: number;
}

/** The prices the fake account has; the worker tests configure these ids. */
export const FAKE_PRICES: FakePrice[] = [
  { id: "price_proteo_monthly", interval: "month", amount: 700 },
  { id: "price_proteo_annual", interval: "year", amount: 4900 },
];

export function priceObject(price: FakePrice): Json {
  return {
    id: price.id,
    object: "price",
    active: true,
    currency: "usd",
    livemode: false,
    product: "prod_proteo_pro",
    recurring: { interval: price.interval, interval_count: 1, usage_type: "licensed" },
    type: "recurring",
    unit_amount: price.amount,
  };
}

/** One billing interval after `start` (seconds), in calendar months or years. */
export function addInterval(start: number, interval: "month" | "year"): number {
  const date = new Date(start * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function listObject(data: Json[], url: string): Json {
  return { object: "list", data, has_more: false, total_count: data.length, url };
}

export function invoiceObject(sub: Json, status: "paid" | "open"): Json {
  const created = nowSeconds();
  return {
    id: stripeId("in"),
    object: "invoice",
    customer: sub.customer,
    status,
    paid: status === "paid",
    attempted: true,
    amount_due: 700,
    currency: "usd",
    created,
    livemode: false,
    billing_reason: "subscription_cycle",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata ?? {} },
    },
  };
}

export function stripeError(status: number, type: string, message: string, extra: Json = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}
