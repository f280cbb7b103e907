import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React renders a page ahead of the browser (at build time) or hydrates that
 * HTML, true from then on. A prerendered button is on screen before its click handler: it
 * stays disabled until the app can act on it, instead of swallowing the tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
