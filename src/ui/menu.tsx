import { type CSSProperties, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
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

/** Space kept between the list and the screen's edges. */
const EDGE = 8;

/**
 * Where the open list goes: fixed to the viewport next to its trigger, kept inside the screen.
 * Fixed and portalled to <body>, so no scrolling or clipping parent (the phone's sideways
 * scrolling section strip) can hide it, and it lies above the sticky banner and bottom bar.
 */
function listPosition(trigger: DOMRect, align: "start" | "end", up: boolean): CSSProperties {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const horizontal =
    align === "end"
      ? { right: Math.max(EDGE, width - trigger.right) }
      : { left: Math.min(Math.max(EDGE, trigger.left), width - EDGE - 176) };
  const vertical = up
    ? { bottom: height - trigger.top + EDGE, maxHeight: trigger.top - 2 * EDGE }
    : { top: trigger.bottom + EDGE, maxHeight: height - trigger.bottom - 2 * EDGE };
  return { position: "fixed", ...horizontal, ...vertical };
}

/**
 * The trigger, found in the DOM rather than through a ref: Tooltip (iconOnly) puts its own ref
 * on the element it wraps.
 */
const triggerIn = (root: HTMLElement | null): HTMLButtonElement | null => root?.querySelector("button") ?? null;

/**
 * A small disclosure menu: a button that opens a list, closed by Escape, by a tap or click
 * outside, or by choosing an item. Items are ordinary
 * buttons, so keyboard use works; the list follows the trigger in the focus order's reading.
 */
export function Menu({ label, trigger, children, align = "end", up = false, iconOnly = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const button = open ? triggerIn(root.current) : null;
    setStyle(button ? listPosition(button.getBoundingClientRect(), align, up) : null);
  }, [open, align, up]);

  // The list sits at the end of <body>: focus moves into it on opening (the menu button
  // pattern), and focus landing anywhere else closes it, so it never wanders behind it. It
  // moves as the list is committed, before the browser handles another key: after the paint,
  // a Tab pressed straight after the Enter that opened the menu left it from its trigger and
  // closed it. Once per opening: the list moves with a scroll or a resize (a new style), and
  // the focus must stay on the item the user had reached.
  const shown = style !== null;
  useLayoutEffect(() => {
    if (shown) list.current?.querySelector<HTMLElement>("button")?.focus();
  }, [shown]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !list.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerIn(root.current)?.focus();
    };
    // The list is fixed to the viewport: when the page or a strip scrolls, or the window
    // resizes, it moves along with its trigger.
    const onMove = (event: Event) => {
      const button = triggerIn(root.current);
      // A resize's target is the window, which is not a Node (contains() would throw).
      const inList = event.target instanceof Node && list.current?.contains(event.target);
      if (inList || !button) return;
      setStyle(listPosition(button.getBoundingClientRect(), align, up));
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onMove);
    document.addEventListener("scroll", onMove, true);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onMove);
      document.removeEventListener("scroll", onMove, true);
    };
  }, [open, align, up]);

  const close = () => setOpen(false);
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? id : undefined}
      onClick={() => setOpen((value) => !value)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {trigger}
    </button>
  );
  return (
    <div ref={root} className="relative">
      {iconOnly ? <Tooltip content={label}>{button}</Tooltip> : button}
      {open &&
        style &&
        createPortal(
          <div
            ref={list}
            id={id}
            style={style}
            data-testid="menu-list"
            className="z-[70] min-w-44 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {children(close)}
          </div>,
          document.body,
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
      className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
        current ? "font-semibold text-brand-700 dark:text-brand-500" : "text-slate-700 dark:text-slate-200"
      }`}
    >
      {children}
    </button>
  );
}
