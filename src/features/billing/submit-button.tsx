import { SUBSCRIBE_LABEL } from "./trial-texts";

/**
 * The checkout's one button: 'Start Free Trial', or 'Processing...' while it works;
 * for an account that had its trial, 'Subscribe Now' (ADR 016).
 */
export function SubmitButton({
  processing,
  disabled,
  trial = true,
}: {
  processing: boolean;
  disabled: boolean;
  trial?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || processing}
      className="mt-6 w-full rounded-xl bg-brand-600 px-4 py-3 text-lg font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {processing ? "Processing..." : trial ? "Start Free Trial" : SUBSCRIBE_LABEL}
    </button>
  );
}
