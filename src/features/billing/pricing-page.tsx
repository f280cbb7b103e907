import { PLAN_FEATURES, PLANS, type Plan, type PlanId } from "@domain/billing/plans";
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide";
import { useLocation } from "wouter";
import { clearGuestMarkers, guestStore, PENDING_PLAN_KEY } from "@/lib/guest/guest-storage";
import { SIGN_UP_PATH } from "@/lib/session/sign-up-path";
import { useAuth } from "@/lib/session/use-auth";
import { Icon } from "@/ui/icon";
import { Spinner } from "@/ui/spinner";
import { billingOffQuery } from "./api";
import { BILLING_OFF_MESSAGE, SUBSCRIBE_LABEL, TRIAL_USED_PRICING, trialAvailableFor } from "./trial-texts";

const notice =
  "mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100";

/**
 * Whether this server takes no payments (ADR 016: a deployed Worker without Stripe answers
 * the billing config with 503 BILLING_OFF), so the page says so instead of offering plans.
 */
function useBillingOff(): boolean {
  const config = useQuery(billingOffQuery());
  return config.data?.off ?? false;
}

const button =
  "mt-6 w-full rounded-xl px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function PlanCard({
  plan,
  label,
  trial,
  disabled,
  onChoose,
}: {
  plan: Plan;
  label: string;
  trial: boolean;
  disabled: boolean;
  onChoose: (id: PlanId) => void;
}) {
  const featured = plan.id === "annual";
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        featured ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
          {plan.name}
        </h2>
        {trial && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/20 dark:text-brand-500">
            7-Day Free Trial
          </span>
        )}
        {plan.saving !== null && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
            Save ${plan.saving}!
          </span>
        )}
      </div>
      <p className="mt-4 text-3xl font-extrabold tracking-tight">{plan.label}</p>
      {plan.compareAt !== null && (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          <s>
            ${plan.compareAt}/{plan.interval}
          </s>
        </p>
      )}
      <ul className="mt-5 space-y-2 text-sm">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Icon node={Check} className="size-4 shrink-0 text-brand-600 dark:text-brand-500" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="flex-1" />
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChoose(plan.id)}
        className={`${button} disabled:cursor-not-allowed disabled:opacity-60 ${
          featured
            ? "bg-brand-600 text-white hover:bg-brand-700"
            : "bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
        }`}
      >
        {label}
      </button>
    </section>
  );
}

/**
 * Plan choice. Signed-in users go straight to checkout; anyone else has
 * the plan kept as pending and signs in first, after which the app opens the checkout
 * at once. A guest leaves guest mode for that, keeping their meals to migrate.
 */
export function PricingPage() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const billingOff = useBillingOff();
  if (auth.status === "loading") return <Spinner label="Loading..." />;

  const status = auth.status === "signed-in" ? auth.user.subscriptionStatus : "none";
  const trial = trialAvailableFor(auth.status === "signed-in" ? auth.user : null);
  const subscribed = status === "trialing" || status === "active";
  const label =
    status === "trialing"
      ? "On Free Trial"
      : status === "active"
        ? "Already Subscribed"
        : trial
          ? "Start Free Trial"
          : SUBSCRIBE_LABEL;
  // Nothing to start while payments are off here; 'On Free Trial' and 'Already Subscribed' still lead to settings.
  const disabled = billingOff && !subscribed;

  const choose = (plan: PlanId) => {
    if (subscribed) {
      navigate("/settings");
      return;
    }
    if (auth.status === "signed-in") {
      navigate(`/checkout?plan=${plan}`);
      return;
    }
    guestStore.write(PENDING_PLAN_KEY, plan);
    if (auth.status === "guest") {
      // A guest has no account yet: the sign-up form, then checkout for the plan kept here.
      clearGuestMarkers();
      navigate(SIGN_UP_PATH);
      return;
    }
    navigate("/");
  };

  return (
    <div>
      <div className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Choose Your Plan</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Proteo Pro unlocks AI meal analysis and advanced tracking.
        </p>
        {billingOff ? (
          <p role="status" className={notice}>
            {BILLING_OFF_MESSAGE} You can keep using Proteo's free features.
          </p>
        ) : (
          !trial &&
          !subscribed && (
            <p role="status" className={notice}>
              {TRIAL_USED_PRICING}
            </p>
          )
        )}
      </div>
      <div className="mx-auto mt-8 grid max-w-3xl gap-6 md:grid-cols-2">
        <PlanCard plan={PLANS.monthly} label={label} trial={trial} disabled={disabled} onChoose={choose} />
        <PlanCard plan={PLANS.annual} label={label} trial={trial} disabled={disabled} onChoose={choose} />
      </div>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">Cancel anytime. No questions asked.</p>
    </div>
  );
}
