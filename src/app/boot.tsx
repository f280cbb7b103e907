import type { User } from "@domain/user/user";
import { currentGuest } from "@/lib/guest/guest-storage";
import { fetchUser } from "@/lib/session/fetch-user";
import { wantsSignUp } from "@/lib/session/sign-up-path";

/**
 * The marks on #root of a page that arrives with its first screen drawn (ADR 031): the
 * landing page, rendered at build time (scripts/prerender-landing.ts), and the signed-in
 * dashboard, rendered by the Worker (worker/features/dashboard/first-screen.ts).
 */
const PRERENDERED = { landing: "landing", dashboard: "dashboard" } as const;

/** The two ways a page starts: the landing page alone, or the app with its data layer (ADR 050). */
const loadLanding = () => import("./landing-root");
const loadApp = () => import("./start-app");

/**
 * Who is signed in, when this visit may show exactly what the prerendered landing page shows:
 * `/` with no sign-up form asked for and no guest. The Worker serves that page only without a
 * session cookie, but a guest's local data can disagree with it, so the app asks first. Null
 * means signed out; undefined, not asked or no answer.
 */
async function landingVisitor(): Promise<User | null | undefined> {
  if (location.pathname !== "/" || wantsSignUp(location.search) || currentGuest()) return undefined;
  // The landing page's code downloads while the server is asked.
  const code = loadLanding();
  try {
    const [user] = await Promise.all([fetchUser(), code]);
    return user;
  } catch {
    return undefined;
  }
}

/**
 * Starts the page in #root. The drawn landing page, when the visit agrees
 * with it, is hydrated without the app's data layer (src/app/landing-root.tsx, ADR 050); every
 * other page starts the app (src/app/start-app.tsx), which hydrates the drawn dashboard or draws
 * over #root.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const mark = root.dataset.prerendered;
  const landing = mark === PRERENDERED.landing;
  // Every page but the landing page starts the app at once.
  const app = landing ? undefined : loadApp();
  const [user] = await Promise.all([landing ? landingVisitor() : undefined, app]);
  if (user === null) {
    const { hydrateLanding } = await loadLanding();
    // A task of its own: the screen's chunk has just run, and on a slow phone its evaluation and
    // the hydration in one task made one long task (Lighthouse counts the excess as blocking time).
    await new Promise((next) => setTimeout(next, 0));
    hydrateLanding(root);
    return;
  }
  const { startApp } = await (app ?? loadApp());
  await startApp(root, mark === PRERENDERED.dashboard, user);
}
