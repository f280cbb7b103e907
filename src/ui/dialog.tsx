import { type ReactNode, useEffect, useId, useRef } from "react";
import { Tooltip } from "./tooltip";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog> element: focus is trapped and Escape closes it without
 * any script of ours, and it is announced with its title.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Its own id: a dialog opened from another (the food picker from Edit meal) keeps its own name.
  const titleId = useId();
  // The control that had focus when the dialog opened (what the browser gives focus back to on close).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // A field drawn with the dialog focused itself as it mounted, while the dialog was still
      // closed and nothing in it could take focus; the field that wants focus is marked
      // data-autofocus and gets it now (React does not write the autofocus attribute, which the
      // browser would honour on opening).
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Most dialogs are drawn only while open, so they close by leaving the page, and the browser
  // returns focus only from a dialog that is closed: a removed one left it on the page's body.
  useEffect(
    () => () => {
      const back = opener.current;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && back?.isConnected) back.focus();
    },
    [],
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close and cancel up to this one (the food picker opened
      // from Edit meal): only this dialog's own events close it.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700"
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <Tooltip content="Close">
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-xl leading-none text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                ×
              </button>
            </Tooltip>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/**
 * What a dialog shows while its content downloads (a dialog opened at the tap, its content
 * loaded on demand inside it): anything usable already, then "Loading…". The dialog stays the
 * one element throughout, so closing it returns focus to what opened it.
 */
export function DialogLoading({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Loading…
      </p>
    </>
  );
}
