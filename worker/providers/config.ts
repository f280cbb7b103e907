import type { Bindings } from "../env";

export type AiProviderName = "workers-ai" | "openai" | "none";
export type BillingProviderName = "stripe" | "local";

/**
 * Which vision provider analyses photos (DESIGN section 5): `AI_PROVIDER` when set to a
 * known name, else Workers AI when the `AI` binding exists (production), else none.
 */
export function aiProviderName(env: Bindings): AiProviderName {
  const wanted = env.AI_PROVIDER?.trim();
  if (wanted === "workers-ai" || wanted === "openai" || wanted === "none") return wanted;
  return env.AI ? "workers-ai" : "none";
}

/** `BILLING_PROVIDER` when set, else Stripe when a secret key is configured, else local. */
export function billingProviderName(env: Bindings): BillingProviderName {
  const wanted = env.BILLING_PROVIDER?.trim();
  if (wanted === "stripe" || wanted === "local") return wanted;
  return env.STRIPE_SECRET_KEY ? "stripe" : "local";
}
