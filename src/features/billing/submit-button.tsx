/** The checkout's one button: 'Start Free Trial', or 'Processing...' while it works (spec section 2). */
export function SubmitButton({ processing, disabled }: { processing: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled || processing}
      className="mt-6 w-full rounded-xl bg-brand-600 px-4 py-3 text-lg font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {processing ? "Processing..." : "Start Free Trial"}
    </button>
  );
}
