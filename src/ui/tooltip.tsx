import {
  cloneElement,
  createContext,
  type FocusEvent,
  type ReactElement,
  type Ref,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { onceLive } from "@/lib/app-live";
import { browserOnly } from "@/lib/browser-only";
import { withWholeStylesheet } from "@/lib/styles/whole-stylesheet";

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-delays";

/*
 * The tooltip library (Radix Tooltip, ~20 KB gzip) is not part of the first load, which has
 * no room for it (ADR 031). It is fetched at the visitor's first interaction
 * (pointer, touch or key), before any tooltip can be wanted; until then each trigger renders
 * as it is, with its accessible name or hidden text already saying what the tooltip says.
 */
type Impl = typeof import("./tooltip-impl");
let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;
const listeners = new Set<() => void>();

export function loadTooltips(): Promise<Impl> {
  // A tooltip is drawn with rules a drawn page does not carry inline (ADR 051).
  loading ??= withWholeStylesheet(() => (import.meta.env.SSR ? browserOnly() : import("./tooltip-impl")))().then(
    (module) => {
      impl = module;
      for (const listener of listeners) listener();
      return module;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useTooltipImpl = (): Impl | null =>
  useSyncExternalStore(
    subscribe,
    () => impl,
    () => null,
  );

const FIRST_INTERACTION = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;
let waiting = false;

/** Starts loading the library at the first interaction anywhere on the page. */
function useLoadOnFirstInteraction(): void {
  useEffect(() => {
    if (waiting || impl) return;
    waiting = true;
    const start = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start);
      // Not before the app is live: the library wraps each trigger anew, and a tap on a drawn
      // page that the loader still holds would be replayed on a button no longer in the page.
      onceLive(() => void loadTooltips());
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { passive: true });
  }, []);
}

const InGroup = createContext(false);

/**
 * Tooltips that share one provider, so moving from one to the next opens it without the
 * 700 ms wait (badges, chart bars). Its children are rendered anew once the library is in,
 * so a group holds only triggers without state of their own.
 */
export function TooltipGroup({ children }: { children: ReactElement }) {
  const loaded = useTooltipImpl();
  useLoadOnFirstInteraction();
  return (
    <InGroup value={true}>{loaded ? <loaded.TooltipProvider>{children}</loaded.TooltipProvider> : children}</InGroup>
  );
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A tooltip on one element (a badge, a chart bar, an icon button). `children` must be a
 * single element that accepts a ref and event handlers. A trigger that had the focus when
 * the library arrived gets it back.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const loaded = useTooltipImpl();
  const grouped = useContext(InGroup);
  const trigger = useRef<HTMLElement | null>(null);
  const wasLoaded = useRef(loaded !== null);
  const refocus = useRef(false);
  useLoadOnFirstInteraction();

  if (loaded && !wasLoaded.current) {
    // The element is about to be replaced by the library's trigger: remember its focus.
    wasLoaded.current = true;
    refocus.current = trigger.current !== null && trigger.current === document.activeElement;
  }
  useLayoutEffect(() => {
    if (loaded && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [loaded]);

  const element = cloneElement(children, { ref: trigger });
  if (!loaded) return element;
  return (
    <loaded.TooltipTip content={content} grouped={grouped}>
      {element}
    </loaded.TooltipTip>
  );
}
