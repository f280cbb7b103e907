import { type ReactNode, StrictMode, useMemo, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { type LandingHandOff, LandingPage } from "@/features/auth/landing-page";
import { withWholeStylesheet } from "@/lib/styles/whole-stylesheet";
import { LazyToaster } from "@/ui/lazy-toaster";
import { Live } from "./live";
import { Themed } from "./themed";

/**
 * The signed-out landing page as a first screen of its own, without the app: most of
 * a visit here reads it and taps one button, so the data layer and the app's screens load only
 * on intent. Pointing at, pressing or focusing a button that leaves the page starts the app's
 * download (`preload`); the tap hands the page over to the app (`leave`), which draws the same
 * landing page and goes on from there: the email form in the mode tapped, or a guest's
 * dashboard. The toasts stay through the hand-over (a provider's sign-in error, shown as the
 * page opens).
 */
// The app draws more than the landing page carries styles for (ADR 051).
const loadApp = withWholeStylesheet(() => import("./start-app"));

export function LandingRoot() {
  const [app, setApp] = useState<ReactNode>(null);
  const handOff = useMemo<LandingHandOff>(() => {
    // One hand-over however many taps; a failed one can be tried again.
    let handing: Promise<void> | undefined;
    const handOver = async () => setApp(await (await loadApp()).appAfterLanding());
    return {
      preload: () => void loadApp(),
      leave: () => {
        handing ??= handOver().catch((error: unknown) => {
          handing = undefined;
          throw error;
        });
        return handing;
      },
    };
  }, []);
  return (
    <>
      {app ?? (
        <>
          <Themed />
          <LandingPage handOff={handOff} />
        </>
      )}
      <LazyToaster />
    </>
  );
}

/** Hydrates the drawn landing page (scripts/prerender-landing.ts) in #root. */
export function hydrateLanding(root: HTMLElement): void {
  const page = (
    <StrictMode>
      <LandingRoot />
      <Live />
    </StrictMode>
  );
  // React hydrates in short tasks of its own; `Live` says so once the hydration has committed.
  hydrateRoot(root, page);
}
