import type { User } from "@domain/user/user";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { queryKeys, refreshAfter } from "../query-keys";
import type { OfflineMeal } from "./queue";
import { hasOfflineWork, OFFLINE_MEALS_KEY, setOfflineWork } from "./work-flag";

/**
 * Queuing, listing and sending meals logged without a connection (ADR 027), for the
 * screens that do it (manual entry, the photo flow, the waiting meals' banner) and for the
 * shell's sync once meals wait (./api.ts). Not part of the first screen.
 */

/**
 * The queue (IndexedDB) is loaded on demand: nothing of it is needed to paint the first
 * screen, so it stays out of the first-load JavaScript.
 */
const queue = () => import("./queue");

/** The meals waiting on this device (client state under OFFLINE_MEALS_KEY, never fetched from the API). */
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

/** Drops a meal the server refused, once its owner has read why. */
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

/** Sends the waiting meals (the shell asks only while there may be some, ./api.ts). */
export async function syncNow(queryClient: QueryClient): Promise<void> {
  if (!navigator.onLine || !hasOfflineWork()) return;
  const q = await queue();
  const result = await q.flushOfflineMeals(uploadQueuedPhoto).catch(() => null);
  // Nothing left, not even a refusal to show: back to loading nothing at start.
  if ((await q.offlineMeals()).length === 0) setOfflineWork(false);
  await queryClient.invalidateQueries({ queryKey: OFFLINE_MEALS_KEY });
  if (result && result.sent > 0) await refreshAfter(queryClient, "meal");
}
