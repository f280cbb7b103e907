import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, api, read } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const endTrial = () => read(api["end-trial"].$post());
export const cancelSubscription = () => read(api["cancel-subscription"].$post());
export const reactivateSubscription = () => read(api["reactivate-subscription"].$post());
/** Stripe's billing portal: a page of its own the browser is sent to. */
export const openBillingPortal = () => read(api.billing.portal.$post());
/** After the payment form: the trial (or, past the one trial, billing) starts. */
export const confirmSetup = (setupIntentId: string) => read(api["confirm-setup"].$post({ json: { setupIntentId } }));

/**
 * Whether this server takes no payments (ADR 016: a deployed Worker without Stripe answers the
 * billing config with 503 BILLING_OFF), so the pricing page says so instead of offering plans.
 */
export const billingOffQuery = () =>
  queryOptions({
    queryKey: queryKeys.billingConfig,
    queryFn: async () => {
      try {
        await read(api.billing.config.$get());
        return { off: false };
      } catch (error) {
        if (error instanceof ApiRequestError) return { off: error.body?.code === "BILLING_OFF" };
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
