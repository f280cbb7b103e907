import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Tooltip } from "./tooltip";

interface MenuProps {
  /** Accessible name and visible content of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: "start" | "end";
  /** Open upwards (for menus in the bottom bar). */
  up?: boolean;
  /** The trigger shows only an icon: its label is also its tooltip. */
  iconOnly?: boolean;
}

/**
 * A small disclosure menu: a button that opens a list, closed by Escape, by a click
 * outside or by choosing an item. Items are ordinary buttons, so keyboard use works.
 */
export function Menu({ label, trigger, children, align = "end", up = false, iconOnly = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((value) => !value)}
      className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {trigger}
    </button>
  );
  return (
    <div ref={root} className="relative">
      {iconOnly ? <Tooltip content={label}>{button}</Tooltip> : button}
      {open && (
        <div
          id={id}
          className={`absolute z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${
            align === "end" ? "right-0" : "left-0"
          } ${up ? "bottom-full mb-2" : "top-full mt-2"}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

export function MenuItem({
  onSelect,
  children,
  current = false,
}: {
  onSelect: () => void;
  children: ReactNode;
  current?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={current ? "true" : undefined}
      className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
        current ? "font-semibold text-brand-700 dark:text-brand-500" : "text-slate-700 dark:text-slate-200"
      }`}
    >
      {children}
    </button>
  );
}
