import { expect } from "vitest";
import { setupIntentIdOf } from "../billing";
import { call } from "../client";
import type { RouteShape } from "./arbitraries/requests";

const post = (cookie: string, path: string, json?: unknown) =>
  call(path, { method: "POST", json, headers: { Cookie: cookie } });

/** A setup intent of the local billing simulator, not yet confirmed. */
async function setupIntent(cookie: string): Promise<string> {
  const res = await post(cookie, "/api/create-setup-intent", { plan: "monthly" });
  expect(res.status).toBe(200);
  return setupIntentIdOf(((await res.json()) as { clientSecret: string }).clientSecret);
}

async function step(cookie: string, path: string, json?: unknown) {
  expect((await post(cookie, path, json)).status, path).toBe(200);
}

async function trial(cookie: string) {
  await step(cookie, "/api/confirm-setup", { setupIntentId: await setupIntent(cookie) });
}

/**
 * Subscription routes act only on an account in the right billing state; without it every
 * generated request would stop at the same 409 or 403. Puts the account in the state the
 * route acts on (the local simulator's) and returns what the route's shape needs from it.
 */
export async function prepareBilling(route: string, cookie: string): Promise<Partial<RouteShape>> {
  switch (route) {
    case "POST /api/confirm-setup":
      return { json: { setupIntentId: await setupIntent(cookie) } };
    case "POST /api/end-trial":
    case "POST /api/cancel-subscription":
    case "POST /api/billing/portal":
    case "POST /api/billing/local/end-trial":
    case "POST /api/billing/local/fail-payment":
    // Pro features, which a trial unlocks.
    case "GET /api/stats/period":
      await trial(cookie);
      return {};
    case "POST /api/billing/local/renew":
      await trial(cookie);
      await step(cookie, "/api/billing/local/end-trial");
      return {};
    case "POST /api/reactivate-subscription":
    case "POST /api/billing/local/end-period":
      await trial(cookie);
      await step(cookie, "/api/cancel-subscription");
      return {};
    default:
      return {};
  }
}
