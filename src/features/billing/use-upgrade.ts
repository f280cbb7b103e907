import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { endTrial } from "./api";

/**
 * 'Upgrade to Pro': ends the trial and starts billing, with the product's exact toasts,
 * then refreshes the signed-in user, whose fields drive the banner. Used only by the upgrade
 * confirmation (./upgrade-dialog.tsx), so it loads with it, not with the first screen.
 */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endTrial,
    onSuccess: async () => {
      await refreshAfter(queryClient, "user");
      toast.success("Upgraded to Pro!", {
        description: "Your trial has ended and billing has started. Welcome to Pro!",
      });
    },
    onError: (error) => toastError("Upgrade Failed", error, "Failed to upgrade. Please try again."),
  });
}
