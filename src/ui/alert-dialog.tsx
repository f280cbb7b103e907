import { type ReactNode, useEffect, useId, useRef } from "react";

/** The colour of the button that goes ahead: red for what takes something away. */
const CONFIRM_TONES = {
  danger: "bg-red-600 hover:bg-red-700 focus-visible:outline-red-600",
  charge: "bg-blue-700 hover:bg-blue-800 focus-visible:outline-blue-700",
} as const;

interface AlertDialogProps {
  title: string;
  /** What the choice means: read out with the title. */
  description: ReactNode;
  /** The safe choice, focused first; Escape chooses it too. */
  keepLabel: string;
  onKeep: () => void;
  /** The button that goes ahead: its words, its words while the request runs, and its colour. */
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  tone: keyof typeof CONFIRM_TONES;
  onConfirm: () => void;
}

/**
 * A confirmation before something that cannot simply be undone (canceling a subscription,
 * billing today), shown while mounted. On the native <dialog> opened as a modal, like
 * src/ui/dialog.tsx: the page behind is inert, so focus stays inside and nothing behind can be
 * clicked, and Escape is the safe choice.
 */
export function AlertDialog({
  title,
  description,
  keepLabel,
  onKeep,
  confirmLabel,
  pendingLabel,
  pending,
  tone,
  onConfirm,
}: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe choice first, whatever the browser would focus on its own.
    keepRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        onKeep();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-left font-normal text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {description}
      </p>
      {/* Side by side from a small screen up, each label on one line. */}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:*:whitespace-nowrap">
        <button
          ref={keepRef}
          type="button"
          onClick={onKeep}
          className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {keepLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={`min-h-11 rounded-lg px-4 py-2 font-semibold text-white focus-visible:outline-2 disabled:opacity-60 ${CONFIRM_TONES[tone]}`}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
