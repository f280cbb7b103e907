import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { refreshAfter } from "../query-keys";
import { hasOfflineWork, OFFLINE_MEALS_KEY, subscribeWork } from "./work-flag";

/**
 * The offline state the app's shell reads on every start: whether meals may be waiting on this
 * device and whether there is a network, and the trigger that sends waiting meals. Queuing,
 * listing and sending them is in ./actions.ts, loaded on demand.
 */

/** True while meals may be waiting on this device (the banner is shown only then, or offline). */
export function useOfflineWork(): boolean {
  return useSyncExternalStore(subscribeWork, hasOfflineWork, () => false);
}

/**
 * Sends waiting meals, if there may be any and there is a network. What sends them
 * (./actions.ts) loads only then: on almost every start there is nothing to send, and its code
 * was unused JavaScript of the first screen.
 */
function syncIfWaiting(queryClient: QueryClient): void {
  if (!navigator.onLine || !hasOfflineWork()) return;
  // A failed load or send is tried again at the next start, return of the network or focus.
  void import("./actions").then((actions) => actions.syncNow(queryClient)).catch(() => {});
}

/**
 * Sends waiting meals when the app starts signed in, when the connection returns, when the
 * app comes back to the foreground, and refreshes when the service worker sent them.
 */
export function useOfflineSync(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const sync = () => syncIfWaiting(queryClient);
    const visible = () => document.visibilityState === "visible" && sync();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "offline-meals-changed") {
        syncIfWaiting(queryClient);
        void queryClient.invalidateQueries({ queryKey: OFFLINE_MEALS_KEY });
        void refreshAfter(queryClient, "meal");
      }
    };
    sync();
    window.addEventListener("online", sync);
    window.addEventListener("focus", sync);
    document.addEventListener("visibilitychange", visible);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      window.removeEventListener("online", sync);
      window.removeEventListener("focus", sync);
      document.removeEventListener("visibilitychange", visible);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, [enabled, queryClient]);
}

const subscribeOnline = (notify: () => void) => {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
};

/** Whether the browser has a network right now. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
