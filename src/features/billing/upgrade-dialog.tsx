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
      confirmLabel={`Upgrade and Pay $${PLANS[plan].price} Today`}
      pendingLabel="Upgrading..."
      pending={pending}
      tone="charge"
      onConfirm={onConfirm}
    />
  );
}
