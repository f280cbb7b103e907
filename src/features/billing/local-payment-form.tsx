import { type FormEvent, useState } from "react";
import { setupIntentIdOf } from "./checkout-session";
import { SubmitButton } from "./submit-button";

/**
 * Stands in for Stripe's card form when the server runs the local billing simulator (no
 * Stripe keys): it says plainly that nothing is charged and asks for no card.
 */
export function LocalPaymentForm({
  clientSecret,
  trial,
  onConfirmed,
}: {
  clientSecret: string;
  trial: boolean;
  onConfirmed: (setupIntentId: string) => Promise<void>;
}) {
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProcessing(true);
    try {
      await onConfirmed(setupIntentIdOf(clientSecret));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <section
        aria-labelledby="test-mode-title"
        className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <h2 id="test-mode-title" className="font-bold">
          Test mode: no card is charged
        </h2>
        <p className="mt-1 text-sm">
          This server has no Stripe keys, so Proteo's local billing simulator stands in for the card form. No payment
          details are asked for or stored, and no money moves: {trial ? "the trial and its billing are" : "billing is"}{" "}
          simulated on this computer only.
        </p>
      </section>
      <SubmitButton processing={processing} disabled={false} trial={trial} />
    </form>
  );
}
