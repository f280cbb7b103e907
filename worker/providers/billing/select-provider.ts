import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { billingMode } from "../config";
import type { BillingProvider } from "./billing-provider";
import { createLocalProvider } from "./local";

/** Billing is off (ADR 016): every billing route says so in the same words. */
export const billingOff = () =>
  new ApiError(503, "Payments are not configured on this server.", { code: "BILLING_OFF" });

/**
 * The billing provider for this request: Stripe when configured, the local
 * simulator on a developer's machine, else none (a 503 saying payments are not configured).
 * Stripe's SDK is over a third of the Worker's code, so it is loaded only by a request that
 * uses it: every other request's isolate starts without it (startup CPU).
 */
export async function billingProvider(env: Bindings, requestUrl: string): Promise<BillingProvider> {
  switch (billingMode(env, requestUrl)) {
    case "stripe":
      return (await import("./stripe")).createStripeProvider(env);
    case "local":
      return createLocalProvider();
    default:
      throw billingOff();
  }
}
