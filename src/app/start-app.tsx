import type { User } from "@domain/user/user";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { userQuery } from "@/lib/session/api";
import { hydrateInSlices } from "@/ui/hydrate-later";
import { LazyToaster } from "@/ui/lazy-toaster";
import { App } from "./app";
import { preloadAppScreen, preloadLandingScreen } from "./app-shell";
import { FIRST_SCREEN_DATA_ID, type FirstScreenData, seedFirstScreen } from "./first-screen";
import { hydration, Live } from "./live";

/**
 * The app with its data layer (TanStack Query), which the entry loads for every screen but the
 * signed-out landing page (src/app/boot.tsx): that page runs without it and hands over to it at
 * its first step (src/app/landing-root.tsx).
 */

/** The reads the Worker drew the dashboard from, put in the client so its first render is the same. */
function seededDashboard(client: QueryClient): boolean {
  const block = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (location.pathname !== "/" || !block?.textContent) return false;
  try {
    seedFirstScreen(client, JSON.parse(block.textContent) as FirstScreenData);
    return true;
  } catch {
    return false;
  }
}

/** Whether the page arrived with the signed-in dashboard drawn, and its screen is ready to adopt it. */
async function hydratesDashboard(client: QueryClient): Promise<boolean> {
  if (!seededDashboard(client)) return false;
  // Hydration adopts the drawn elements only if the screen renders without suspending.
  try {
    await preloadAppScreen();
    return true;
  } catch {
    return false;
  }
}

/** The app with a client that already knows who is signed in (`user`), when known. */
function appWith(user: User | null | undefined): { client: QueryClient; app: ReactNode } {
  const client = createQueryClient();
  if (user !== undefined) client.setQueryData(userQuery().queryKey, user);
  return { client, app: <App client={client} /> };
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
 * Starts the app in #root, on Preact (ADR 035). The dashboard the Worker drew is hydrated when
 * its reads are in the page, else the app draws over #root. Hydration adopts the drawn elements
 * in order, so what only this device knows (its storage, its network) is drawn after it
 * (`ClientOnly`, `useHydrated`); text that differs, such as clock times for a user away from the
 * time zone saved on the account, is corrected in place. `user` is who the entry found signed
 * in, when it asked (src/app/boot.tsx).
 */
export async function startApp(root: HTMLElement, drawnDashboard: boolean, user?: User | null): Promise<void> {
  const { client, app } = appWith(user);
  const { hydrated, markHydrated } = hydration();
  const page = (
    <StrictMode>
      {app}
      <LazyToaster />
      <Live hydrated={hydrated} />
    </StrictMode>
  );
  if (drawnDashboard && (await hydratesDashboard(client))) {
    // A task of its own: the screen's chunk has just run, and on a slow phone its evaluation and
    // the hydration in one task made one long task (Lighthouse counts the excess as blocking time).
    await new Promise((next) => setTimeout(next, 0));
    void hydrateInSlices(() => hydrateRoot(root, page)).then(markHydrated);
    return;
  }
  markHydrated();
  // Who is signed in, asked at once (index.html preloads the answer): a screen that first loads
  // its own chunk (ADR 036), such as the pricing page, would otherwise ask only once it arrived,
  // one round trip later, and leave the preloaded answer to whichever request came first.
  if (user === undefined) void client.prefetchQuery(userQuery());
  createRoot(root).render(page);
}
