import type { Bindings } from "../env";

export type AiProviderName = "workers-ai" | "openai" | "none";

/**
 * Which vision provider analyses photos: `AI_PROVIDER` when set to a
 * known name, else Workers AI when the `AI` binding exists (production), else none.
 */
export function aiProviderName(env: Bindings): AiProviderName {
  const wanted = env.AI_PROVIDER?.trim();
  if (wanted === "workers-ai" || wanted === "openai" || wanted === "none") return wanted;
  return env.AI ? "workers-ai" : "none";
}

/**
 * How this server bills (ADR 016): Stripe when it is chosen (the
 * `BILLING_PROVIDER` setting, else a `STRIPE_SECRET_KEY` being set) and has its secret key;
 * the local simulator, which grants Pro without payment, only on a developer's machine
 * (localRun); anything else is "off": payments are not configured, and nothing is simulated.
 */
export type BillingMode = "stripe" | "local" | "off";

export function billingMode(env: Bindings, requestUrl: string): BillingMode {
  const wanted = env.BILLING_PROVIDER?.trim();
  const stripeChosen = wanted === "stripe" || (wanted !== "local" && Boolean(env.STRIPE_SECRET_KEY));
  if (stripeChosen) return env.STRIPE_SECRET_KEY ? "stripe" : "off";
  return localRun(env, requestUrl) ? "local" : "off";
}

/**
 * `npm start` or the tests on this computer, never a deployed Worker: no `ENVIRONMENT` of
 * "production" (wrangler.jsonc sets it for the production environment), the configured
 * public origin (`APP_ORIGIN`) on loopback, and the request itself addressed to loopback.
 * A deployed Worker is reached only under its own host names (Cloudflare routes by host),
 * so a request to it never names localhost; a production `APP_ORIGIN` alone is enough too.
 */
export function localRun(env: Bindings, requestUrl: string): boolean {
  if (env.ENVIRONMENT?.trim().toLowerCase() === "production") return false;
  return isLoopback(env.APP_ORIGIN || requestUrl) && isLoopback(requestUrl);
}

/** localhost, 127.0.0.1 or [::1]. */
export function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  } catch {
    return false;
  }
}
