import { Suspense } from "react";
import { preloadable } from "@/lib/preloadable";
import type { SectionId } from "@/lib/sections";
import { useAuth } from "@/lib/session/use-auth";
import { Spinner } from "@/ui/spinner";

/**
 * The two first screens, each a chunk of its own (ADR 036): a visitor downloads the code of
 * the one they see. A page that arrives drawn loads its screen before it hydrates
 * (`preloadFirstScreen`, src/app/boot.tsx), so hydration adopts the drawn elements at once
 * instead of suspending on the chunk.
 */
const LandingPage = preloadable(() => import("@/features/auth/landing-page").then((m) => m.LandingPage));
const SignedInShell = preloadable(() => import("./signed-in-shell").then((m) => m.SignedInShell));

export type FirstScreen = "landing" | "app";

/** Loads a first screen's code; resolves once it renders without suspending. */
export function preloadFirstScreen(screen: FirstScreen): Promise<unknown> {
  return screen === "landing" ? LandingPage.preload() : SignedInShell.preload();
}

/**
 * The main app at / and its section paths: 'Loading...' while sign-in state loads (and while
 * a screen's code loads), the landing page when signed out, else the app itself.
 */
export function AppShell({ section }: { section: SectionId }) {
  const auth = useAuth();
  if (auth.status === "loading") return <Spinner label="Loading..." />;
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      {auth.status === "signed-out" ? <LandingPage /> : <SignedInShell section={section} auth={auth} />}
    </Suspense>
  );
}
