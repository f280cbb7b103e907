import { useEffect, useRef } from "react";

/**
 * Confirmation before canceling (spec section 4), with the spec's words. A modal
 * alert dialog: focus starts on the safe choice, Escape keeps the subscription.
 */
export function CancelDialog({
  endDate,
  pending,
  onKeep,
  onConfirm,
}: {
  endDate: string;
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
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-slate-950/60 p-4 sm:items-center">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="cancel-title"
        aria-describedby="cancel-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id="cancel-title" className="text-lg font-bold">
          Cancel Subscription?
        </h2>
        <p id="cancel-text" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          This will cancel your subscription. You'll continue to have access until the end of your current billing
          period ({endDate}), but you won't be charged again.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={keepRef}
            type="button"
            onClick={onKeep}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Keep Subscription
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            Yes, Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
