import { browserOnly } from "@/lib/browser-only";
import { preloadable } from "@/lib/preloadable";
import type { SectionId } from "@/lib/sections";
import { useAuth } from "@/lib/session/use-auth";
import { withWholeStylesheet } from "@/lib/styles/whole-stylesheet";
import { OnDemandScreen } from "@/ui/on-demand-screen";
import { Spinner } from "@/ui/spinner";

/**
 * The two first screens, each a chunk of its own (ADR 036): a visitor downloads the code of
 * the one they see. The dashboard that arrives drawn loads its screen before it hydrates
 * (`preloadAppScreen`, src/app/start-app.tsx), so hydration adopts the drawn elements at once
 * instead of suspending on the chunk. The drawn landing page hydrates without the app
 * (src/app/landing-root.tsx, ADR 050); the app shows it here when a visitor is signed out.
 */
// The drawn dashboard's styles hold its own screen's rules, not the landing page's (ADR 051).
const LandingPage = preloadable(
  withWholeStylesheet(() =>
    (import.meta.env.SSR ? browserOnly() : import("@/features/auth/landing-page")).then((m) => m.LandingPage),
  ),
);
const SignedInShell = preloadable(() => import("./signed-in-shell").then((m) => m.SignedInShell));

/** Loads the app's screen; resolves once it renders without suspending. */
export const preloadAppScreen = (): Promise<unknown> => SignedInShell.preload();

/** The same for the landing page, whose code the landing page's own root has already loaded. */
export const preloadLandingScreen = (): Promise<unknown> => LandingPage.preload();

/**
 * The main app at / and its section paths: 'Loading...' while sign-in state loads (and while
 * a screen's code loads), the landing page when signed out, else the app itself.
 */
export function AppShell({ section }: { section: SectionId }) {
  const auth = useAuth();
  if (auth.status === "loading") return <Spinner label="Loading..." />;
  return (
    <OnDemandScreen>
      {auth.status === "signed-out" ? <LandingPage /> : <SignedInShell section={section} auth={auth} />}
    </OnDemandScreen>
  );
}
