import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a page is rendered ahead of the browser (at build time, in the Worker) or
 * hydrated from that HTML, true from then on. A prerendered button is on screen before its
 * click handler: it stays disabled until the app can act on it, instead of swallowing the tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
