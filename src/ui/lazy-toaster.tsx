import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { requestToaster, subscribeToasterRequest, toasterRequested } from "@/lib/toast";

// The toaster and sonner with it, outside the first load (src/lib/toast.ts says when).
const AppToaster = lazy(() => import("./app-toaster").then((m) => ({ default: m.AppToaster })));

/** After `load`, two seconds, then an idle moment: the first screen has painted by then. */
const SETTLE_MS = 2000;

/** Loads the toaster at the first toast, the first interaction or once the page has settled. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterRequest, toasterRequested);
  useEffect(() => {
    if (toasterRequested()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const request = () => requestToaster();
    const settle = () => {
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window) idle = window.requestIdleCallback(request, { timeout: 3000 });
        else request();
      }, SETTLE_MS);
    };
    const events = ["pointerdown", "keydown", "touchstart"] as const;
    for (const event of events) window.addEventListener(event, request, { capture: true, passive: true });
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return () => {
      for (const event of events) window.removeEventListener(event, request, { capture: true });
      window.removeEventListener("load", settle);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
