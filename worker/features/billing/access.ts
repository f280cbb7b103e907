import type { Context } from "hono";
import type { UserFields } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import type { BillingProvider } from "../../providers/billing/billing-provider";
import { billingProvider } from "../../providers/billing/select-provider";

/**
 * The provider this request may use, or a 503 when billing is off: the local simulator
 * grants Pro without payment, so it runs only on a developer's machine (ADR 016).
 */
export function usableProvider(c: Context<AppEnv>): Promise<BillingProvider> {
  return billingProvider(c.env, c.req.url);
}

/** The address the billing portal sends the user back to. */
export { appOrigin } from "../../lib/app-origin";

export const conflict = (message: string, code: string) => new ApiError(409, message, { code });

/** Which statuses each action starts from: the one state machine of both providers. */
export function requireStatus(
  user: UserFields,
  allowed: UserFields["subscriptionStatus"][],
  message: string,
  code: string,
) {
  if (!allowed.includes(user.subscriptionStatus)) throw conflict(message, code);
}
