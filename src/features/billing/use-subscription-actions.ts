import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cancelSubscription, openBillingPortal, reactivateSubscription } from "./api";

/**
 * The subscription actions of the settings card, with the product's exact toasts. Each
 * refreshes the signed-in user, whose fields drive the card and the banner. The banner's
 * upgrade is ./use-upgrade.ts, loaded with its confirmation.
 */
export function useSubscriptionActions() {
  const queryClient = useQueryClient();
  const refreshUser = () => refreshAfter(queryClient, "user");

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      await refreshUser();
      toast.success("Subscription Canceled", {
        description: "You'll keep Pro until the end of your current billing period.",
      });
    },
    onError: (error) =>
      toastError("Cancellation Failed", error, "Failed to cancel subscription. Please try again or contact support."),
  });

  const reactivate = useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: async () => {
      await refreshUser();
      toast.success("Subscription Reactivated", { description: "Your subscription will continue as before." });
    },
    onError: (error) => toastError("Reactivation Failed", error, "Failed to reactivate. Please try again."),
  });

  // Stripe's billing portal is a page of its own; the local simulator has none, and says so.
  const updatePayment = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.body?.code === "NO_PORTAL_IN_TEST_MODE") {
        toast.info("No Billing Portal in Test Mode", { description: error.body.message });
        return;
      }
      toastError("Update Failed", error, "Could not open the billing portal. Please try again.");
    },
  });

  return { cancel, reactivate, updatePayment };
}
