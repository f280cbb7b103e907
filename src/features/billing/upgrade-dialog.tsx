import { PLANS, type PlanId } from "@domain/billing/plans";
import { useEffect, useRef } from "react";

/** What the upgrade confirmation says: the plan, its price, and that billing starts today. */
export function upgradeConfirmText(plan: PlanId): string {
  const { name, price, label } = PLANS[plan];
  return `Your free trial ends now and the ${name} plan (${label}) starts today: $${price} is charged today, not when the trial would have ended.`;
}

/**
 * 'Upgrade to Pro' ends the trial and starts billing at once (spec section 4), so the banner
 * asks first (issue 22 item 5): no charge without the plan, the price and the day in view.
 * A modal alert dialog, like the cancel confirmation: focus starts on the safe choice and
 * Escape keeps the trial.
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
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onKeep();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onKeep]);

  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-slate-950/60 p-4 text-left text-slate-900 sm:items-center dark:text-slate-100">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="upgrade-title"
        aria-describedby="upgrade-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id="upgrade-title" className="text-lg font-bold">
          Upgrade to Pro now?
        </h2>
        <p id="upgrade-text" className="mt-2 text-sm font-normal text-slate-600 dark:text-slate-300">
          {upgradeConfirmText(plan)}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={keepRef}
            type="button"
            onClick={onKeep}
            className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Keep Free Trial
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className="min-h-11 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            {pending ? "Upgrading..." : `Upgrade and Pay $${PLANS[plan].price} Today`}
          </button>
        </div>
      </div>
    </div>
  );
}
