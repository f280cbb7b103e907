import { PLANS, type PlanId } from "@domain/billing/plans";
import { AlertDialog } from "@/ui/alert-dialog";

/** What the upgrade confirmation says: the plan, its price, and that billing starts today. */
export function upgradeConfirmText(plan: PlanId): string {
  const { name, price, label } = PLANS[plan];
  return `Your free trial ends now and the ${name} plan (${label}) starts today: $${price} is charged today, not when the trial would have ended.`;
}

/**
 * 'Upgrade to Pro' ends the trial and starts billing at once (spec section 4), so the banner
 * asks first (issue 22 item 5): no charge without the plan, the price and the day in view.
 * A modal alert dialog like the cancel confirmation (src/ui/alert-dialog.tsx): focus starts on
 * the safe choice and stays in the dialog, and Escape keeps the trial.
 */
export function UpgradeDialog({
  plan,
  pending,
  onKeep,
  onConfirm,
}: {
  plan: PlanId;
  pending: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      title="Upgrade to Pro now?"
      description={upgradeConfirmText(plan)}
      keepLabel="Keep Free Trial"
      onKeep={onKeep}
      confirm={
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="min-h-11 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          {pending ? "Upgrading..." : `Upgrade and Pay $${PLANS[plan].price} Today`}
        </button>
      }
    />
  );
}
