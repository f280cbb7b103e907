import { deviceZoneOffsets, sameOffsets } from "@domain/time/zone-offsets";
import type { User } from "@domain/user/user";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { userQuery } from "@/lib/session/api";
import { RenderTimeZone } from "@/lib/time-zone";
import { LazyToaster } from "@/ui/lazy-toaster";
import { App } from "./app";
import { preloadAppScreen, preloadLandingScreen } from "./app-shell";
import { FIRST_SCREEN_DATA_ID, userOfState } from "./first-screen";
import { Live } from "./live";

/**
 * The app with its data layer (TanStack Query), which the entry loads for every screen but the
 * signed-out landing page (src/app/boot.tsx): that page runs without it and hands over to it at
 * its first step (src/app/landing-root.tsx).
 */

/** The first screen the Worker drew the dashboard from, dehydrated, with its user; null if the page has none. */
function drawnState(): { state: DehydratedState; user: User } | null {
  const block = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (location.pathname !== "/" || !block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as DehydratedState;
    const user = userOfState(state);
    return user ? { state, user } : null;
  } catch {
    return null;
  }
}

/**
 * The dehydrated dashboard the page arrived with, once its screen is ready to adopt it; null if
 * it has none.
 */
async function hydratesDashboard(): Promise<{ state: DehydratedState; user: User } | null> {
  const drawn = drawnState();
  if (!drawn) return null;
  // Hydration adopts the drawn elements only if the screen renders without suspending.
  try {
    await preloadAppScreen();
    return drawn;
  } catch {
    return null;
  }
}

/**
 * The zone to hydrate clock times in: the account's, which the Worker drew them in, when this
 * device's differs; else none, and the browser draws them itself, without Intl (src/lib/time-zone.tsx).
 * Zones are compared by their winter and summer offsets, as the time zone check does
 * (src/app/use-session-effects.ts).
 */
function drawnZone(user: User): string | undefined {
  const device = deviceZoneOffsets(new Date().getUTCFullYear());
  return user.timezoneOffsets && sameOffsets(user.timezoneOffsets, device) ? undefined : user.timezone;
}

/**
 * The app with a client that already knows who is signed in (`user`), when known, or that
 * starts from the dehydrated first screen (`state`) the page was drawn from.
 */
function appWith(user: User | null | undefined, state?: DehydratedState): { client: QueryClient; app: ReactNode } {
  const client = createQueryClient();
  if (user !== undefined) client.setQueryData(userQuery().queryKey, user);
  return { client, app: <App client={client} state={state} /> };
}

/**
 * The app that takes over from the landing page's own root (src/app/landing-root.tsx), which
 * has confirmed nobody is signed in. Resolves once the app's landing page renders without
 * suspending: it replaces the one on screen with nothing in between.
 */
export async function appAfterLanding(): Promise<ReactNode> {
  await preloadLandingScreen();
  return appWith(null).app;
}

/**
 * Starts the app in #root. The dashboard the Worker drew is hydrated when its reads are in the
 * page, else the app draws over #root. Hydration must render what the Worker drew (React reports
 * a mismatch and draws the part again), so what only this device knows (its storage, its
 * network) is drawn after it (`ClientOnly`, `useHydrated`), and clock times keep the zone the
 * Worker drew them in until then (src/lib/time-zone.tsx). `user` is who the entry found signed
 * in, when it asked (src/app/boot.tsx).
 */
export async function startApp(root: HTMLElement, drawnDashboard: boolean, user?: User | null): Promise<void> {
  const drawn = drawnDashboard ? await hydratesDashboard() : null;
  const { client, app } = drawn ? appWith(undefined, drawn.state) : appWith(user);
  const page = (
    <StrictMode>
      {app}
      <LazyToaster />
      <Live />
    </StrictMode>
  );
  if (drawn) {
    // A task of its own: the screen's chunk has just run, and on a slow phone its evaluation and
    // the hydration in one task made one long task (Lighthouse counts the excess as blocking time).
    await new Promise((next) => setTimeout(next, 0));
    // React hydrates in short tasks of its own; `Live` says so once the hydration has committed.
    hydrateRoot(root, <RenderTimeZone value={drawnZone(drawn.user)}>{page}</RenderTimeZone>);
    return;
  }
  // Who is signed in, asked at once (index.html preloads the answer): a screen that first loads
  // its own chunk (ADR 036), such as the pricing page, would otherwise ask only once it arrived,
  // one round trip later, and leave the preloaded answer to whichever request came first.
  if (user === undefined) void client.prefetchQuery(userQuery());
  createRoot(root).render(page);
}
