import type { Context } from "hono";
import type { UserRow } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import type { BillingProvider } from "../../providers/billing/billing-provider";
import { isLocalHost } from "../../providers/billing/local";
import { billingProvider } from "../../providers/billing/select-provider";

/**
 * The configured provider, if this request may use it. The local simulator grants Pro
 * without payment, so it answers only a browser on this machine (localhost).
 */
export function usableProvider(c: Context<AppEnv>): BillingProvider {
  const provider = billingProvider(c.env);
  if (provider.name === "local" && !isLocalHost(c.req.url)) {
    throw new ApiError(
      403,
      "Test-mode billing works only when Proteo runs on this computer (localhost). Configure Stripe to take payments.",
      { code: "LOCAL_BILLING_REFUSED" },
    );
  }
  return provider;
}

/** The address the billing portal sends the user back to. */
export function appOrigin(c: Context<AppEnv>): string {
  return (c.env.APP_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, "");
}

export const conflict = (message: string, code: string) => new ApiError(409, message, { code });

/** Which statuses each action starts from: the one state machine of both providers. */
export function requireStatus(user: UserRow, allowed: UserRow["subscriptionStatus"][], message: string, code: string) {
  if (!allowed.includes(user.subscriptionStatus)) throw conflict(message, code);
}
