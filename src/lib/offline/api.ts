import type { User } from "@domain/user/user";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { queryKeys, refreshAfter } from "../query-keys";
import type { OfflineMeal } from "./queue";

/**
 * The queue (IndexedDB) is loaded on demand: nothing of it is needed to paint the first
 * screen, so it stays out of the first-load JavaScript (budget of 120 KB gzip).
 */
const queue = () => import("./queue");

/**
 * Whether this browser may hold queued meals: a flag in local storage, set when a meal is
 * queued and cleared once the queue is found empty. While it is off (almost always) nothing
 * of the queue is loaded at all, so a normal start costs no extra script or IndexedDB read.
 */
const WORK_FLAG = "proteo-offline-work";
const WORK_EVENT = "proteo:offline-work";

function hasOfflineWork(): boolean {
  try {
    return localStorage.getItem(WORK_FLAG) === "1";
  } catch {
    return true;
  }
}

function setOfflineWork(on: boolean): void {
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

export function useOfflineMeals() {
  return useQuery<OfflineMeal[]>({
    queryKey: OFFLINE_MEALS_KEY,
    queryFn: async () => (await queue()).offlineMeals(),
    networkMode: "always",
  });
}

/**
 * Queues a meal logged without a connection for the signed-in account and asks for a
 * Background Sync where there is one.
 */
export async function saveMealOffline(
  queryClient: QueryClient,
  meal: Omit<OfflineMeal, "queuedAt" | "userId">,
): Promise<void> {
  const userId = queryClient.getQueryData<User | null>(queryKeys.user)?.id;
  if (!userId) throw new Error("No signed-in account to keep the meal for.");
  const { queueOfflineMeal, OFFLINE_SYNC_TAG } = await queue();
  await queueOfflineMeal({ ...meal, userId });
  setOfflineWork(true);
  await queryClient.invalidateQueries({ queryKey: OFFLINE_MEALS_KEY });
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OFFLINE_SYNC_TAG);
  } catch {
    // No Background Sync here: the page sends on `online` and focus instead.
  }
}

export async function dismissOffline(queryClient: QueryClient, key: string): Promise<void> {
  const q = await queue();
  await q.dismissOfflineMeal(key);
  if ((await q.offlineMeals()).length === 0) setOfflineWork(false);
  await queryClient.invalidateQueries({ queryKey: OFFLINE_MEALS_KEY });
}

/** The page's uploader for photos taken offline, loaded only when one waits. */
async function uploadQueuedPhoto(photo: Blob): Promise<string> {
  const [{ PhotoUploadError, uploadPhoto }, { UploadRefused }] = await Promise.all([
    import("../photos/upload-photo"),
    queue(),
  ]);
  try {
    return await uploadPhoto(photo);
  } catch (error) {
    if (error instanceof PhotoUploadError && error.serverMessage) throw new UploadRefused(error.serverMessage);
    throw error;
  }
}

async function syncNow(queryClient: QueryClient): Promise<void> {
  if (!navigator.onLine || !hasOfflineWork()) return;
  const q = await queue();
  const result = await q.flushOfflineMeals(uploadQueuedPhoto).catch(() => null);
  // Nothing left, not even a refusal to show: back to loading nothing at start.
  if ((await q.offlineMeals()).length === 0) setOfflineWork(false);
  await queryClient.invalidateQueries({ queryKey: OFFLINE_MEALS_KEY });
  if (result && result.sent > 0) await refreshAfter(queryClient, "meal");
}

/**
 * Sends waiting meals when the app starts signed in, when the connection returns, when the
 * app comes back to the foreground, and refreshes when the service worker sent them.
 */
export function useOfflineSync(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const sync = () => void syncNow(queryClient);
    const visible = () => document.visibilityState === "visible" && sync();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "offline-meals-changed") {
        void syncNow(queryClient);
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
