import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { currentGuest } from "@/lib/guest/guest-storage";
import { createQueryClient } from "@/lib/query-client";
import { userQuery } from "@/lib/session/api";
import { wantsSignUp } from "@/lib/session/sign-up-path";
import { App } from "./app";

/** The mark src/app/landing-html.tsx's build step puts on #root of the prerendered landing page. */
export const PRERENDERED_LANDING = "landing";

/**
 * Whether this visit shows exactly what the prerendered landing page shows: `/` with no
 * sign-up form asked for, no guest, and the server confirming nobody is signed in. The
 * Worker serves that page only without a session cookie, but a cached copy (the service
 * worker's, offline) or a guest's local data can disagree with it, so the app asks first.
 */
async function showsLanding(client: QueryClient): Promise<boolean> {
  if (location.pathname !== "/" || wantsSignUp(location.search) || currentGuest()) return false;
  try {
    return (await client.fetchQuery(userQuery())) === null;
  } catch {
    return false;
  }
}

/**
 * Starts the app in #root. The first render is a transition: React renders it in slices of a
 * few milliseconds and lets the browser paint and take input between them, instead of one
 * long task a slow phone cannot interrupt (Lighthouse counts such a task as blocking time).
 * A prerendered landing page is hydrated when the visit agrees with it, else rendered over.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const client = createQueryClient();
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  const hydrate = root.dataset.prerendered === PRERENDERED_LANDING && (await showsLanding(client));
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
