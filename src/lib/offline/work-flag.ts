/**
 * Whether this browser may hold meals logged offline, shared by the shell's offline state
 * (./api.ts) and by what queues and sends the meals (./actions.ts).
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

export const subscribeWork = (notify: () => void) => {
  window.addEventListener(WORK_EVENT, notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener(WORK_EVENT, notify);
    window.removeEventListener("storage", notify);
  };
};

/** Meals waiting on this device: client state under its own key, never fetched from the API. */
export const OFFLINE_MEALS_KEY = ["client:offline-meals"] as const;
