import { AlertDialog } from "@/ui/alert-dialog";

/**
 * Confirmation before canceling (spec section 4), with the spec's words. A modal alert
 * dialog (src/ui/alert-dialog.tsx): focus starts on the safe choice and stays in the dialog,
 * and Escape keeps the subscription.
 */
export function CancelDialog({
  endDate,
  pending,
  onKeep,
  onConfirm,
}: {
  endDate: string;
  pending: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      title="Cancel Subscription?"
      description={`This will cancel your subscription. You'll continue to have access until the end of your current billing period (${endDate}), but you won't be charged again.`}
      keepLabel="Keep Subscription"
      onKeep={onKeep}
      confirm={
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="min-h-11 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-60"
        >
          Yes, Cancel
        </button>
      }
    />
  );
}
