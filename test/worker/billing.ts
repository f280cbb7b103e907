import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { hc } from "hono/client";
import Stripe from "stripe";
import { expect } from "vitest";
import type { AppType } from "../../worker/api";
import { createApp } from "../../worker/app";
import { headers as withCookie } from "./api";
import { ORIGIN } from "./client";

/** Stripe settings of the stripe-provider tests; the fake knows these prices. */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_proteo",
  STRIPE_PUBLISHABLE_KEY: "pk_test_proteo",
  STRIPE_WEBHOOK_SECRET: "whsec_test_proteo",
  STRIPE_PRICE_MONTHLY: "price_proteo_monthly",
  STRIPE_PRICE_ANNUAL: "price_proteo_annual",
};

const app = createApp();

/**
 * Calls the Worker's app with Stripe configured (the default bindings run the local
 * simulator), as a browser on the app's origin would; `origin: null` sends no Origin,
 * as Stripe's webhook deliveries do.
 */
export async function callStripe(
  path: string,
  init: {
    method?: string;
    json?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    body?: string;
    origin?: string | null;
  } = {},
  overrides: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.origin !== null) headers.set("Origin", init.origin ?? ORIGIN);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return runWithStripe(request, overrides);
}

/** One request through the app with Stripe configured, its waitUntil work finished. */
async function runWithStripe(request: Request, overrides: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...STRIPE_ENV, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The typed client of test/worker/api.ts against the app with Stripe configured (`overrides`
 * change bindings for its calls): paths, inputs and answers come from `AppType`. Requests
 * the client cannot type (webhook deliveries signed over a raw body, malformed bodies) go
 * through `callStripe`.
 */
export function stripeApi(overrides: Record<string, string> = {}) {
  const stripeFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? "GET").toUpperCase();
    if (!["GET", "HEAD"].includes(method) && !headers.has("Origin")) headers.set("Origin", ORIGIN);
    return runWithStripe(new Request(input, { ...init, method, headers }), overrides);
  };
  return hc<AppType>(ORIGIN, { fetch: stripeFetch }).api;
}

const billingApi = stripeApi();

const fakeBase = () => `http://${env.STRIPE_API_HOST}:${env.STRIPE_API_PORT}`;

/** The fake's own controls (what Stripe.js, renewals and the dashboard do). */
export async function fake<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${fakeBase()}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
  status: number;
  replayed: boolean;
}

/** Requests the fake received that mention any of `needles` (user, customer or subscription ids). */
export async function stripeRequests(...needles: string[]): Promise<FakeRequest[]> {
  const all = await fake<FakeRequest[]>("/__fake/requests");
  return all.filter((r) => needles.some((n) => r.path.includes(n) || JSON.stringify(r.params).includes(n)));
}

export async function stripeObject<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${fakeBase()}${path}`, {
    headers: { Authorization: `Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}` },
  });
  return (await res.json()) as T;
}

const stripe = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient() });

/** Delivers an event as Stripe does: signed over the raw body, with no Origin. */
export async function deliver(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string; timestamp?: number; signature?: string } = {},
): Promise<Response> {
  const event = {
    id: options.id ?? `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    (await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret ?? STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      timestamp: options.timestamp,
    }));
  return callStripe("/api/webhooks/stripe", {
    body: payload,
    origin: null,
    headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
  });
}

export interface UserBilling {
  subscription_status: string;
  subscription_plan: string | null;
  trial_ends_at: number | null;
  subscription_ends_at: number | null;
  customer_id: string | null;
  subscription_id: string | null;
  cancel_at_period_end: number | null;
  current_period_end: number | null;
}

export async function billingOf(userId: string): Promise<UserBilling> {
  const row = await env.DB.prepare(
    `select u.subscription_status, u.subscription_plan, u.trial_ends_at, u.subscription_ends_at,
            b.customer_id, b.subscription_id, b.cancel_at_period_end, b.current_period_end
       from users u left join billing_accounts b on b.user_id = u.id where u.id = ?`,
  )
    .bind(userId)
    .first<UserBilling>();
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/** The SetupIntent id inside a client secret (`seti_..._secret_...`). */
/** The SetupIntent id inside a client secret ("seti_…_secret_…"); a missing secret fails the test. */
export function setupIntentIdOf(clientSecret: string | undefined): string {
  const id = clientSecret?.split("_secret_")[0];
  if (!id) throw new Error("the answer carried no client secret");
  return id;
}

/** Checkout with the Stripe provider: setup, the browser's confirmation at Stripe, then confirm. */
export async function startStripeTrial(cookie: string, plan: "monthly" | "annual" = "monthly", card?: "declined") {
  const setup = await billingApi["create-setup-intent"].$post({ json: { plan, priceId: null } }, withCookie(cookie));
  expect(setup.status).toBe(200);
  const answer = await setup.json();
  const setupIntentId = setupIntentIdOf("clientSecret" in answer ? answer.clientSecret : undefined);
  await fake(`/__fake/setup_intents/${setupIntentId}/confirm`, card ? { card } : {});
  const confirmed = await billingApi["confirm-setup"].$post({ json: { setupIntentId } }, withCookie(cookie));
  expect(confirmed.status).toBe(200);
  return setupIntentId;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
