import type { Bindings } from "../../env";
import { billingProviderName } from "../config";
import type { BillingProvider } from "./billing-provider";
import { createLocalProvider } from "./local";
import { createStripeProvider } from "./stripe";

/** The provider DESIGN section 5 selects: Stripe when configured, else the local simulator. */
export function billingProvider(env: Bindings): BillingProvider {
  return billingProviderName(env) === "stripe" ? createStripeProvider(env) : createLocalProvider();
}
