import { PLANS, type PlanId } from "@domain/billing/plans";
import { useEffect, useState } from "react";
import { AlertDialog } from "@/ui/alert-dialog";
import { useUpgrade } from "./use-upgrade";

/** What the upgrade confirmation says: the plan, its price, and that billing starts today. */
export function upgradeConfirmText(plan: PlanId): string {
  const { name, price, label } = PLANS[plan];
  return `Your free trial ends now and the ${name} plan (${label}) starts today: $${price} is charged today, not when the trial would have ended.`;
}

/**
 * 'Upgrade to Pro' ends the trial and starts billing at once, so the banner
 * asks first: no charge without the plan, the price and the day in view.
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

/**
 * The banner's confirmation with the upgrade itself: the request, its toasts and its pending
 * state load with the dialog when "Upgrade to Pro" is tapped, not with the first screen.
 * The banner hears of the pending state to disable its button meanwhile. Kept
 * mounted until the request settles, even when dismissed meanwhile, so that the banner's button
 * cannot start a second one.
 */
export function ConfirmUpgrade({
  plan,
  onClose,
  onPendingChange,
}: {
  plan: PlanId;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const upgrade = useUpgrade();
  const [shown, setShown] = useState(true);
  useEffect(() => onPendingChange(upgrade.isPending), [upgrade.isPending, onPendingChange]);
  if (!shown) return null;
  return (
    <UpgradeDialog
      plan={plan}
      pending={upgrade.isPending}
      onKeep={() => (upgrade.isPending ? setShown(false) : onClose())}
      onConfirm={() => upgrade.mutate(undefined, { onSettled: onClose })}
    />
  );
}
