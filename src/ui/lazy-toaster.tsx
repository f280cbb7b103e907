import { useEffect, useState, useSyncExternalStore } from "react";
import { withWholeStylesheet } from "@/lib/styles/whole-stylesheet";
import { requestToaster, retryToaster, subscribeToasterRequest, toasterRequested } from "@/lib/toast";

type Toaster = typeof import("./app-toaster").AppToaster;

// A toast is drawn with rules a drawn page does not carry inline (ADR 051).
const loadToaster = withWholeStylesheet(() => import("./app-toaster"));

/** A first tap, click or key: a toast may follow it, so the toaster starts loading. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toaster and sonner with it, outside the first load (src/lib/toast.ts): fetched at the
 * first toast or the first interaction, never during the first screen's work. A failed fetch
 * (offline before the service worker cached it) is asked for again by the next toast or tap.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterRequest, toasterRequested, toasterRequested);
  const [Loaded, setLoaded] = useState<Toaster | null>(null);

  useEffect(() => {
    if (Loaded) return;
    const request = () => requestToaster();
    for (const event of INTERACTIONS) window.addEventListener(event, request, { capture: true, passive: true });
    return () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, request, { capture: true });
    };
  }, [Loaded]);

  useEffect(() => {
    if (!wanted || Loaded) return;
    let live = true;
    loadToaster().then(
      (module) => {
        if (live) setLoaded(() => module.AppToaster);
      },
      () => {
        if (live) retryToaster();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Loaded]);

  return Loaded ? <Loaded /> : null;
}
