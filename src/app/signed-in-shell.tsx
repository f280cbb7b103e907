import { Suspense } from "react";
import { SubscriptionBanner } from "@/features/billing/subscription-banner";
import { GoalCelebration } from "@/features/dashboard/goal-celebration";
import { BottomNav } from "@/features/nav/bottom-nav";
import { NavBar } from "@/features/nav/nav-bar";
import { useOnboarding } from "@/features/onboarding/use-onboarding";
import { browserOnly } from "@/lib/browser-only";
import { useOfflineSync, useOfflineWork, useOnline } from "@/lib/offline/api";
import { onDemand } from "@/lib/on-demand";
import type { SectionId } from "@/lib/sections";
import type { AppUser } from "@/lib/session/use-auth";
import { ClientOnly } from "@/ui/client-only";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { useAppLogout } from "./app-navigation";
import { BannerSlot } from "./banner-slot";
import { SectionView } from "./section-view";
import { saveThemeChoice, useSessionEffects } from "./use-session-effects";

// On demand: shown only offline or with meals waiting, never part of the first paint.
const OfflineMeals = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/ui/offline-meals")),
  (m) => m.OfflineMeals,
);
const OnboardingWizard = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/onboarding/onboarding-wizard")),
  (m) => m.OnboardingWizard,
);

/**
 * The main app for someone using it (src/app/app-shell.tsx): banner, navigation, the section
 * and bottom nav, with what a session brings along (guest data moving in, the saved theme,
 * offline meals, onboarding). A chunk of its own (ADR 036): the signed-out landing page does
 * not load it.
 */
export function SignedInShell({ section, auth }: { section: SectionId; auth: AppUser }) {
  const { logout, confirmation } = useAppLogout(auth);
  const signedIn = auth.status === "signed-in";
  useSessionEffects(signedIn ? auth.user : null);
  const onboarding = useOnboarding(auth);
  useOfflineSync(signedIn);
  const online = useOnline();
  const offlineWork = useOfflineWork();

  return (
    <div className="min-h-screen pb-20 md:pb-0">
      <BannerSlot>
        <SubscriptionBanner auth={auth} />
        {signedIn && (!online || offlineWork) && (
          <OnDemandPiece>
            <OfflineMeals userId={auth.user.id} />
          </OnDemandPiece>
        )}
      </BannerSlot>
      <NavBar user={auth.user} onLogout={logout} onThemeChange={signedIn ? saveThemeChoice : undefined} />
      {confirmation}
      <main className="mx-auto max-w-6xl px-4 py-6">
        <SectionView id={section} auth={auth} />
      </main>
      <BottomNav />
      <GoalCelebration auth={auth} />
      {onboarding.show && (
        // Decided by this device's storage too, which a page rendered ahead cannot read.
        <ClientOnly>
          <Suspense fallback={null}>
            <OnboardingWizard isGuest={auth.status === "guest"} onDone={onboarding.close} />
          </Suspense>
        </ClientOnly>
      )}
    </div>
  );
}
