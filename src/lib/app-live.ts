/**
 * The event the app sends once its first render has committed. A drawn page's loader (ADR 033,
 * worker/lib/after-paint.ts, which names it "proteo:live") holds the taps made before then and
 * replays them on it.
 */
export const APP_LIVE_EVENT = "proteo:live";

let live = false;

/** Says the app is live (src/app/live.tsx), to the loader and to `onceLive`. */
export function announceLive(): void {
  live = true;
  document.dispatchEvent(new Event(APP_LIVE_EVENT));
}

/**
 * Runs `then` once the app is live. For what replaces elements of the page (the tooltip
 * library wraps its triggers anew): a tap the loader still holds must find its element again.
 */
export function onceLive(then: () => void): void {
  if (live) then();
  else document.addEventListener(APP_LIVE_EVENT, then, { once: true });
}
