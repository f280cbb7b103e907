import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { refreshAfter } from "../query-keys";

/**
 * The offline state the app's shell reads on every start: whether meals may be waiting on this
 * device and whether there is a network, and the trigger that sends waiting meals. Queuing,
 * listing and sending them is in ./actions.ts, loaded on demand.
 */

/**
 * Whether this browser may hold queued meals: a flag in local storage, set when a meal is
 * queued and cleared once the queue is found empty. While it is off (almost always) nothing
 * of the queue is loaded at all, so a normal start costs no extra script or IndexedDB read.
 */
const WORK_FLAG = "proteo-offline-work";
const WORK_EVENT = "proteo:offline-work";

export function hasOfflineWork(): boolean {
  try {
    return localStorage.getItem(WORK_FLAG) === "1";
  } catch {
    return true;
  }
}

export function setOfflineWork(on: boolean): void {
  try {
    if (on) localStorage.setItem(WORK_FLAG, "1");
    else localStorage.removeItem(WORK_FLAG);
  } catch {
    // Storage unavailable: hasOfflineWork() then always answers yes.
  }
  window.dispatchEvent(new Event(WORK_EVENT));
}

const subscribeWork = (notify: () => void) => {
  window.addEventListener(WORK_EVENT, notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener(WORK_EVENT, notify);
    window.removeEventListener("storage", notify);
  };
};

/** True while meals may be waiting on this device (the banner is shown only then, or offline). */
export function useOfflineWork(): boolean {
  return useSyncExternalStore(subscribeWork, hasOfflineWork, () => false);
}

/** Meals waiting on this device: client state under its own key, never fetched from the API. */
export const OFFLINE_MEALS_KEY = ["client:offline-meals"] as const;

/**
 * Sends waiting meals, if there may be any and there is a network. What sends them
 * (./actions.ts) loads only then: on almost every start there is nothing to send, and its code
 * was unused JavaScript of the first screen (issue 21).
 */
function syncIfWaiting(queryClient: QueryClient): void {
  if (!navigator.onLine || !hasOfflineWork()) return;
  void import("./actions").then((actions) => actions.syncNow(queryClient));
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
