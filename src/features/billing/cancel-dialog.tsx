import { AlertDialog } from "@/ui/alert-dialog";

/**
 * Confirmation before canceling, in the product's exact wording. A modal alert
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
      confirmLabel="Yes, Cancel"
      pending={pending}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
