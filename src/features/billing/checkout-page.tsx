import { isPlanId, PLANS, type PlanId, TRIAL_DAYS } from "@domain/billing/plans";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ApiRequestError } from "@/lib/api";
import { clearGuestMarkers, guestStore, PENDING_PLAN_KEY } from "@/lib/guest/guest-storage";
import { onDemand } from "@/lib/on-demand";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { Spinner } from "@/ui/spinner";
import { confirmSetup } from "./api";
import { CheckoutErrorCard } from "./checkout-error-card";
import { type CheckoutSession, openCheckout } from "./checkout-session";
import { LocalPaymentForm } from "./local-payment-form";
import { returnedSetup, setupFailureMessage } from "./setup-return";
import { trialUsedNotice } from "./trial-texts";

// Stripe's form (and its loader) is fetched only by a checkout that uses Stripe.
const StripePaymentForm = onDemand(() => import("./stripe-payment-form"));

function Checkout({ plan }: { plan: PlanId }) {
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();

  const finish = useCallback(
    async (setupIntentId: string) => {
      let status: string | undefined;
      try {
        status = (await confirmSetup(setupIntentId)).subscriptionStatus;
      } catch (error) {
        if (error instanceof ApiRequestError && error.body?.code === "ALREADY_SUBSCRIBED") {
          // Another tab or tap made the subscription first: this one made none.
          await refreshAfter(queryClient, "user");
          toast.error("Subscription Active", { description: error.body.message });
          navigate("/settings");
          return;
        }
        console.error("confirm-setup failed", error);
        toast.error("Setup Error", { description: "Failed to complete setup. Please try again." });
        return;
      }
      await refreshAfter(queryClient, "user");
      if (status === "active") {
        // The account had its one trial (ADR 016): billing started today.
        toast.success("Welcome to Pro!", { description: "Your Pro subscription is now active." });
      } else {
        toast.success("Trial Started!", {
          description: "Your 7-day free trial is now active. You'll be charged after the trial ends.",
        });
      }
      navigate("/");
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    let live = true;
    const returned = returnedSetup(search);
    if (returned?.succeeded) {
      void finish(returned.id);
      return;
    }
    void openCheckout(plan).then(async (result) => {
      if (!live) return;
      if (result.kind === "unauthenticated") {
        // Not signed in (or a guest): sign in first, then come back here.
        clearGuestMarkers();
        guestStore.write(PENDING_PLAN_KEY, plan);
        void refreshAfter(queryClient, "user");
        navigate("/");
        return;
      }
      setSession(result);
      if (returned) {
        const publishableKey =
          result.kind === "ready" && result.config.provider === "stripe" ? result.config.publishableKey : null;
        const message = await setupFailureMessage(publishableKey, returned.clientSecret);
        if (live) toast.error("Setup Failed", { description: message });
      }
    });
    return () => {
      live = false;
    };
  }, [plan, search, finish, navigate, queryClient]);

  if (!session || session.kind === "unauthenticated") return <Spinner label="Loading checkout..." />;
  if (session.kind === "error") return <CheckoutErrorCard title={session.title} message={session.message} />;

  const details = PLANS[plan];
  const { config, clientSecret, trialAvailable } = session;
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-center text-3xl font-extrabold tracking-tight">Complete Your Subscription</h1>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-baseline justify-between gap-4">
          <h2 className="text-lg font-semibold">Proteo Pro · {details.name}</h2>
          <p className="text-lg font-bold">{details.label}</p>
        </div>
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 dark:bg-brand-700/20 dark:text-brand-100">
          {trialAvailable
            ? `Your card won't be charged until your ${TRIAL_DAYS}-day free trial ends. Cancel anytime before then.`
            : `${trialUsedNotice(plan)} Cancel anytime; you keep Pro until the end of the period you paid for.`}
        </p>
        <div className="mt-6">
          {config.provider === "stripe" && config.publishableKey ? (
            <Suspense fallback={<Spinner label="Loading checkout..." />}>
              <StripePaymentForm
                publishableKey={config.publishableKey}
                clientSecret={clientSecret}
                plan={plan}
                trial={trialAvailable}
                onConfirmed={finish}
              />
            </Suspense>
          ) : config.provider === "stripe" ? (
            <CheckoutErrorCard
              title="Configuration Required"
              message="Card payments are not configured on this server yet (no publishable key). Please contact support."
            />
          ) : (
            <LocalPaymentForm clientSecret={clientSecret} trial={trialAvailable} onConfirmed={finish} />
          )}
        </div>
      </section>
      {/* A way back to the app without subscribing, e.g. after a sign-up that came from pricing. */}
      <p className="mt-4 text-center">
        <Link
          href="/"
          className="inline-block min-h-11 rounded-lg px-4 py-2.5 font-semibold text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200"
        >
          Not now
        </Link>
      </p>
    </div>
  );
}

/** /checkout?plan=monthly|annual; any other plan goes to /pricing. */
export function CheckoutPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const plan = new URLSearchParams(search).get("plan");
  const valid = isPlanId(plan);

  useEffect(() => {
    if (!valid) navigate("/pricing", { replace: true });
  }, [valid, navigate]);

  return valid ? <Checkout key={plan} plan={plan} /> : <Spinner label="Loading checkout..." />;
}
