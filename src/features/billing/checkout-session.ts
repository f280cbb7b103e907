import type { PlanId } from "@domain/billing/plans";
import type { BillingConfig, SetupIntentResponse } from "@domain/billing/schemas";
import { rawApi } from "@/lib/api";
import { BILLING_OFF_MESSAGE } from "./trial-texts";

/** What opening the checkout leads to: a card form, sign-in first, or an error card. */
export type CheckoutSession =
  | { kind: "ready"; clientSecret: string; config: BillingConfig; trialAvailable: boolean }
  | { kind: "unauthenticated" }
  | { kind: "error"; title: string; message: string };

const error = (title: string, message: string): CheckoutSession => ({ kind: "error", title, message });
const CHECKOUT_ERROR = "Checkout Unavailable";

export const CHECKOUT_TEXTS = {
  network: "Network error. Please check your connection and try again.",
  unparseable: "Invalid response from server. Please try again.",
  noClientSecret: "Invalid response from server. Please contact support.",
  unknown: "Unable to process subscription. Please try again or contact support.",
  alreadyActive: "You already have an active subscription. Go to Settings to manage it.",
  alreadyOnTrial: "Your 7-day free trial is already running. You can manage it in Settings.",
  notConfigured: "Subscriptions are not configured on this server yet: the plan has no price. Please contact support.",
  serverError: (status: number) => `Server error (${status}). Please try again.`,
} as const;

class NetworkError extends Error {}

async function send(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new NetworkError();
  }
}

async function readJson<T>(res: Response): Promise<T | undefined> {
  try {
    return (await res.json()) as T;
  } catch {
    return undefined;
  }
}

/**
 * Opens a checkout for `plan`: reads the provider's settings, then asks the server for a
 * payment setup session, turning every failure into the product's exact wording.
 */
export async function openCheckout(plan: PlanId): Promise<CheckoutSession> {
  try {
    const configRes = await send(() => rawApi.billing.config.$get());
    const config = await readJson<BillingConfig & { message?: string }>(configRes);
    if (!config) return error(CHECKOUT_ERROR, CHECKOUT_TEXTS.unparseable);
    if (!configRes.ok) {
      // Billing is off on this server (ADR 016): say so, in the server's words.
      const code = (config as { code?: string }).code;
      if (code === "BILLING_OFF") return error("Payments Unavailable", config.message ?? BILLING_OFF_MESSAGE);
      return error(CHECKOUT_ERROR, config.message ?? CHECKOUT_TEXTS.serverError(configRes.status));
    }
    const priceId = config.prices?.[plan];
    if (!priceId) return error("Configuration Required", CHECKOUT_TEXTS.notConfigured);

    const res = await send(() => rawApi["create-setup-intent"].$post({ json: { priceId, plan } }));
    if (res.status === 401) return { kind: "unauthenticated" };
    const data = await readJson<Partial<SetupIntentResponse>>(res);
    if (!data) return error(CHECKOUT_ERROR, CHECKOUT_TEXTS.unparseable);
    if (!res.ok) {
      if (data.hasSubscription) {
        return data.subscriptionStatus === "trialing"
          ? error("You're Already on Trial!", CHECKOUT_TEXTS.alreadyOnTrial)
          : error("Subscription Active", CHECKOUT_TEXTS.alreadyActive);
      }
      return error(CHECKOUT_ERROR, data.message || CHECKOUT_TEXTS.serverError(res.status));
    }
    if (!data.clientSecret) return error(CHECKOUT_ERROR, CHECKOUT_TEXTS.noClientSecret);
    // The server decides whether this checkout starts the trial; an older server said nothing: a trial.
    return { kind: "ready", clientSecret: data.clientSecret, config, trialAvailable: data.trialAvailable ?? true };
  } catch (caught) {
    if (caught instanceof NetworkError) return error(CHECKOUT_ERROR, CHECKOUT_TEXTS.network);
    console.error("Checkout could not start", caught);
    return error(CHECKOUT_ERROR, CHECKOUT_TEXTS.unknown);
  }
}

/** The SetupIntent id inside its client secret (`seti_..._secret_...`), as Stripe forms them. */
export function setupIntentIdOf(clientSecret: string): string {
  return clientSecret.split("_secret_")[0] ?? clientSecret;
}
