import { loadStripe } from "@stripe/stripe-js/pure";

export const SETUP_FAILED_FALLBACK = "Your card could not be set up. Please try another.";

/** Back from a card that needed a redirect (3-D Secure, bank pages): Stripe's query. */
export function returnedSetup(search: string): { id: string; clientSecret: string | null; succeeded: boolean } | null {
  const params = new URLSearchParams(search);
  const id = params.get("setup_intent");
  if (!id) return null;
  return {
    id,
    clientSecret: params.get("setup_intent_client_secret"),
    succeeded: params.get("redirect_status") === "succeeded",
  };
}

/**
 * The card provider's own reason a redirected setup failed ('Setup Failed'
 * with the provider's message), as it tells it when confirmSetup fails without a redirect:
 * Stripe keeps it on the SetupIntent as `last_setup_error`. Our generic text only when
 * Stripe cannot be asked (no key, no secret in the address, Stripe.js unreachable).
 */
export async function setupFailureMessage(
  publishableKey: string | null | undefined,
  clientSecret: string | null,
): Promise<string> {
  if (!publishableKey || !clientSecret) return SETUP_FAILED_FALLBACK;
  try {
    const stripe = await loadStripe(publishableKey);
    if (!stripe) return SETUP_FAILED_FALLBACK;
    const { setupIntent, error } = await stripe.retrieveSetupIntent(clientSecret);
    return setupIntent?.last_setup_error?.message ?? error?.message ?? SETUP_FAILED_FALLBACK;
  } catch (error) {
    console.error("Could not ask Stripe why the card setup failed", error);
    return SETUP_FAILED_FALLBACK;
  }
}
