import { isPro, trialDaysLeft } from "@domain/billing/access";
import { formatBillingDate } from "@domain/billing/format";
import { PLANS } from "@domain/billing/plans";
import type { User } from "@domain/user/user";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "wouter";
import { cardClass } from "@/ui/field";
import { CancelDialog } from "./cancel-dialog";
import { trialAvailableFor } from "./trial-texts";
import { useSubscriptionActions } from "./use-subscription-actions";

const primary =
  "inline-flex items-center pointer-coarse:min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";
const secondary =
  "inline-block rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800";

const date = (value: string | null) => (value ? formatBillingDate(value) : "");

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-slate-100 py-2 text-sm first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * Settings' subscription card by status: start a trial; the trial's days
 * and end; cancel (after a confirmation); 'Access Until' and 'Reactivate'; a payment issue
 * with 'Update Payment Method'. Guests see the free plan.
 */
export function SubscriptionCard({ user }: { user: User | null }) {
  const { cancel, reactivate, updatePayment } = useSubscriptionActions();
  const [confirming, setConfirming] = useState(false);
  const keep = useCallback(() => setConfirming(false), []);
  const status = user?.subscriptionStatus ?? "none";
  const plan = user?.subscriptionPlan ? PLANS[user.subscriptionPlan] : null;
  const planRow = plan && <Row label="Plan">{`Pro ${plan.name} · ${plan.label}`}</Row>;
  const cancelButton = (
    <button type="button" className={secondary} onClick={() => setConfirming(true)}>
      Cancel Subscription
    </button>
  );

  let body: ReactNode;
  if (!user || status === "none" || (status === "canceled" && !isPro(user))) {
    const trial = trialAvailableFor(user);
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {status === "canceled" && user?.subscriptionEndsAt
            ? `Your Pro subscription ended on ${date(user.subscriptionEndsAt)}.`
            : "You're on the free plan."}{" "}
          {trial
            ? "Pro unlocks AI meal analysis and advanced tracking, with a 7-day free trial."
            : "Pro unlocks AI meal analysis and advanced tracking. Your free trial has been used, so Pro starts when you subscribe."}
        </p>
        <Link href="/pricing" className={`${primary} mt-4`}>
          {trial ? "Start Free Trial" : "See Pro Plans"}
        </Link>
      </>
    );
  } else if (status === "trialing") {
    const days = trialDaysLeft(user.trialEndsAt);
    body = (
      <>
        <dl>
          <Row label="Status">Free Trial</Row>
          {planRow}
          <Row label="Days remaining">{days > 0 ? `${days} ${days === 1 ? "day" : "days"}` : "Trial ended"}</Row>
          <Row label="Trial ends">{date(user.trialEndsAt)}</Row>
        </dl>
        <div className="mt-4">{cancelButton}</div>
      </>
    );
  } else if (status === "active") {
    body = (
      <>
        <dl>
          <Row label="Status">Active</Row>
          {planRow}
          <Row label="Renews on">{date(user.subscriptionEndsAt)}</Row>
        </dl>
        <div className="mt-4">{cancelButton}</div>
      </>
    );
  } else if (status === "canceled") {
    body = (
      <>
        <dl>
          <Row label="Status">Canceled</Row>
          {planRow}
          <Row label="Access Until">{date(user.subscriptionEndsAt)}</Row>
        </dl>
        <button
          type="button"
          className={`${primary} mt-4`}
          disabled={reactivate.isPending}
          onClick={() => reactivate.mutate()}
        >
          {reactivate.isPending ? "Reactivating..." : "Reactivate"}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p
          role="status"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          There's a problem with your payment: your last payment did not go through. Update your payment method to keep
          Pro.
        </p>
        <dl className="mt-2">{planRow}</dl>
        <button
          type="button"
          className={`${primary} mt-4`}
          disabled={updatePayment.isPending}
          onClick={() => updatePayment.mutate()}
        >
          Update Payment Method
        </button>
      </>
    );
  }

  return (
    <section id="subscription" aria-labelledby="subscription-title" className={cardClass}>
      <h2 id="subscription-title" className="mb-3 text-lg font-semibold">
        Subscription
      </h2>
      {body}
      {confirming && user && (
        <CancelDialog
          endDate={date(user.subscriptionEndsAt)}
          pending={cancel.isPending}
          onKeep={keep}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </section>
  );
}
