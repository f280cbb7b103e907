import type { PlanId } from "@domain/billing/plans";
import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { SubmitButton } from "./submit-button";

/**
 * Stripe's Payment Element for a SetupIntent: Stripe.js loads from
 * js.stripe.com only when this form is shown (the pure loader adds no script before), and
 * confirms without leaving the page where the card allows; otherwise it comes back to
 * this checkout on our origin, which finishes the setup.
 */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  plan,
  trial,
  onConfirmed,
}: {
  publishableKey: string;
  clientSecret: string;
  plan: PlanId;
  trial: boolean;
  onConfirmed: (setupIntentId: string) => Promise<void>;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let element: StripePaymentElement | undefined;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const dark = document.documentElement.classList.contains("dark");
        const elements = stripe.elements({ clientSecret, appearance: { theme: dark ? "night" : "stripe" } });
        element = elements.create("payment");
        element.on("ready", () => setReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch((error: unknown) => {
        console.error("Stripe.js did not load", error);
        toast.error("Setup Failed", { description: "The card form could not load. Please check your connection." });
      });
    return () => {
      cancelled = true;
      element?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, clientSecret]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current) return;
    setProcessing(true);
    try {
      const { error, setupIntent } = await current.stripe.confirmSetup({
        elements: current.elements,
        confirmParams: { return_url: `${window.location.origin}/checkout?plan=${plan}` },
        redirect: "if_required",
      });
      if (error) {
        toast.error("Setup Failed", { description: error.message ?? "Your card could not be set up." });
        return;
      }
      await onConfirmed(setupIntent.id);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <div ref={mountRef} className="min-h-24" />
      <SubmitButton processing={processing} disabled={!ready} trial={trial} />
    </form>
  );
}
