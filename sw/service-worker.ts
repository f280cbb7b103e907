/// <reference lib="webworker" />
import { NetworkFirst, type PrecacheEntry, Serwist } from "serwist";
import type { PushPayload } from "../domain/notifications/schemas";
import { flushOfflineMeals, OFFLINE_SYNC_TAG } from "../src/lib/offline/queue";
import { isAppPage, storable } from "./page-rules";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Proteo's service worker (ADR 027): the app shell is precached so the app opens
 * offline; pages are fetched fresh when there is a network, the cached shell otherwise. The
 * API has no route here at all: its requests go straight to the network, never to a cache,
 * so an answer is fresh or the request fails and the app says so (and test tools that
 * intercept the page's requests still see them).
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // The app's own pages; /api/ navigations and links with a token stay untouched.
      matcher: isAppPage,
      handler: new NetworkFirst({
        cacheName: "proteo-pages",
        networkTimeoutSeconds: 5,
        // A page with someone's data drawn in it (the signed-in dashboard, ADR 031) says
        // `no-store`: it is never kept, so no later visitor of this browser opens it offline.
        plugins: [{ cacheWillUpdate: async ({ response }) => (storable(response) ? response : null) }],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: "/",
        matcher: ({ request }) => isAppPage({ request, url: new URL(request.url) }),
      },
    ],
  },
});
serwist.addEventListeners();

async function tellPages(message: { type: string }) {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

// Background Sync: meals logged offline go out when the connection returns, even with no
// tab open. The page sends them too (on `online` and focus): the idempotency key makes
// whichever arrives second a replay, never a second meal.
self.addEventListener("sync", (event) => {
  const sync = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (sync.tag !== OFFLINE_SYNC_TAG) return;
  sync.waitUntil(
    flushOfflineMeals().then(async (result) => {
      await tellPages({ type: "offline-meals-changed" });
      // Still offline, or the server busy: reject so the browser retries the sync later.
      if (result.pending > 0 && !result.refused) throw new Error("offline meals still waiting");
    }),
  );
});

self.addEventListener("push", (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload?.title) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/maskable-192.png",
      tag: payload.kind,
      data: { url: payload.url },
    }),
  );
});

// Tapping a notification opens its screen: Add Your Meal for the reminder, the dashboard for
// goal and weekly notes; an open Proteo window is reused.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.url === "string" ? event.notification.data.url : "/";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.navigate(target).catch(() => undefined);
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
