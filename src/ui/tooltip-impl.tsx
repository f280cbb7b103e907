// Loaded on first interaction by ./tooltip.tsx; never import it from elsewhere.
import * as RadixTooltip from "@radix-ui/react-tooltip";
import { type ReactElement, type ReactNode, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-delays";

/** Radix Tooltip's provider with the product's delays: 700 ms to open, 300 ms between tooltips. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** One tooltip: the child element is the trigger; a lone tooltip brings its own provider. */
export function TooltipTip({
  content,
  grouped,
  children,
}: {
  content: string;
  grouped: boolean;
  children: ReactElement;
}) {
  // Radix types the trigger as a button; with asChild it is whatever element the child is.
  const trigger = useRef<HTMLButtonElement>(null);
  // A modal <dialog> sits in the browser's top layer, above <body>: a tooltip of something
  // inside it is rendered inside it, or it would be hidden behind the dialog.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const tip = (
    <RadixTooltip.Root
      onOpenChange={(next) => {
        if (next) setContainer(trigger.current?.closest("dialog") ?? null);
      }}
    >
      <RadixTooltip.Trigger
        asChild
        ref={trigger}
        onFocus={(event) => {
          // A tooltip opens for a mouse pointing at its trigger (Radix ignores touch there) or
          // for the keyboard's focus, never by itself: focus that a tap or an opening dialog
          // put on the trigger (a dialog's Close button on a phone) is not the keyboard's.
          // Preventing the event's default is how Radix is told to skip its own focus handler.
          if (!event.currentTarget.matches(":focus-visible")) event.preventDefault();
        }}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal container={container}>
        <RadixTooltip.Content
          onEscapeKeyDown={() => {
            // Radix takes Escape to close the tooltip and cancels the key, so a dialog whose
            // Close button had the focus (and its tooltip) as it opened stayed open. In a dialog,
            // Escape closes the dialog too, as the browser's own cancel would; Radix closes the tooltip.
            const dialog = trigger.current?.closest("dialog");
            if (dialog?.open && dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
          }}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return grouped ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}
