import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { announceLive } from "@/lib/app-live";
import { currentGuest } from "@/lib/guest/guest-storage";
import { createQueryClient } from "@/lib/query-client";
import { userQuery } from "@/lib/session/api";
import { wantsSignUp } from "@/lib/session/sign-up-path";
import { hydrateInSlices } from "@/ui/hydrate-later";
import { App } from "./app";
import { preloadFirstScreen } from "./app-shell";
import { FIRST_SCREEN_DATA_ID, type FirstScreenData, seedFirstScreen } from "./first-screen";

/**
 * The marks on #root of a page that arrives with its first screen drawn (ADR 031): the
 * landing page, rendered at build time (scripts/prerender-landing.ts), and the signed-in
 * dashboard, rendered by the Worker (worker/features/dashboard/first-screen.ts).
 */
const PRERENDERED = { landing: "landing", dashboard: "dashboard" } as const;

/**
 * Whether this visit shows exactly what the prerendered landing page shows: `/` with no
 * sign-up form asked for, no guest, and the server confirming nobody is signed in. The
 * Worker serves that page only without a session cookie, but a guest's local data can
 * disagree with it, so the app asks first.
 */
async function showsLanding(client: QueryClient): Promise<boolean> {
  if (location.pathname !== "/" || wantsSignUp(location.search) || currentGuest()) return false;
  // The landing page's code downloads while the server is asked.
  const code = preloadFirstScreen("landing");
  try {
    const [user] = await Promise.all([client.fetchQuery(userQuery()), code]);
    return user === null;
  } catch {
    return false;
  }
}

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

async function shouldHydrate(root: HTMLElement, client: QueryClient): Promise<boolean> {
  const mark = root.dataset.prerendered;
  if (mark === PRERENDERED.dashboard) {
    if (!seededDashboard(client)) return false;
    // Hydration adopts the drawn elements only if the screen renders without suspending.
    try {
      await preloadFirstScreen("app");
      return true;
    } catch {
      return false;
    }
  }
  if (mark === PRERENDERED.landing) return showsLanding(client);
  return false;
}

/**
 * The whole stylesheet's `<link>` on a drawn page, which carries inline only its first screen's
 * styles (ADR 043): the page's loader adds it with the app's script (worker/lib/after-paint.ts,
 * APP_STYLES_ID, which names it "app-styles").
 */
const APP_STYLES_ID = "app-styles";

/**
 * Resolves once the whole stylesheet has loaded, or failed to (the first screen's styles are
 * all the page can have then), or at once on a page that carries it inline. The app draws
 * nothing before: a screen, a dialog or a banner of its own may use any of its rules.
 */
function appStylesLoaded(): Promise<void> {
  const link = document.getElementById(APP_STYLES_ID);
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}

/**
 * Says the app is live once its first render has committed and `hydrated` has resolved: a drawn
 * page hydrates in slices (src/ui/hydrate-later.tsx), and a tap held until then must find its
 * element listening.
 */
function Live({ hydrated }: { hydrated: Promise<void> }) {
  useEffect(() => {
    void hydrated.then(announceLive);
  }, [hydrated]);
  return null;
}

/**
 * Starts the app in #root, on Preact (ADR 035). A page that arrived drawn is hydrated when the
 * visit agrees with it, else drawn over. Hydration adopts the drawn elements in order, so what
 * only this device knows (its storage, its network) is drawn after it (`ClientOnly`,
 * `useHydrated`); text that differs, such as clock times for a user away from the time zone
 * saved on the account, is corrected in place.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const client = createQueryClient();
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  const app = (
    <StrictMode>
      <App client={client} />
      <Live hydrated={hydrated} />
    </StrictMode>
  );
  const [hydrate] = await Promise.all([
    root.dataset.prerendered !== undefined && shouldHydrate(root, client),
    appStylesLoaded(),
  ]);
  if (hydrate) {
    // A task of its own: the screen's chunk has just run, and on a slow phone its evaluation and
    // the hydration in one task made one long task (Lighthouse counts the excess as blocking time).
    await new Promise((next) => setTimeout(next, 0));
    void hydrateInSlices(() => hydrateRoot(root, app)).then(markHydrated);
    return;
  }
  markHydrated();
  // Who is signed in, asked at once (index.html preloads the answer): a screen that first loads
  // its own chunk (ADR 036), such as the pricing page, would otherwise ask only once it arrived,
  // one round trip later, and leave the preloaded answer to whichever request came first.
  void client.prefetchQuery(userQuery());
  createRoot(root).render(app);
}
