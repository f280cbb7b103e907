import { lazy, Suspense } from "react";
import { LandingPage } from "@/features/auth/landing-page";
import { SubscriptionBanner } from "@/features/billing/subscription-banner";
import { GoalCelebration } from "@/features/dashboard/goal-celebration";
import { BottomNav } from "@/features/nav/bottom-nav";
import { NavBar } from "@/features/nav/nav-bar";
import { useOnboarding } from "@/features/onboarding/use-onboarding";
import { useOfflineSync, useOfflineWork, useOnline } from "@/lib/offline/api";
import type { SectionId } from "@/lib/sections";
import { useAuth } from "@/lib/session/use-auth";
import { ClientOnly } from "@/ui/client-only";
import { Spinner } from "@/ui/spinner";
import { useAppLogout } from "./app-navigation";
import { BannerSlot } from "./banner-slot";
import { SectionView } from "./section-view";
import { saveThemeChoice, useSessionEffects } from "./use-session-effects";

// On demand: shown only offline or with meals waiting, never part of the first paint.
const OfflineMeals = lazy(() => import("@/ui/offline-meals").then((m) => ({ default: m.OfflineMeals })));
const OnboardingWizard = lazy(() =>
  import("@/features/onboarding/onboarding-wizard").then((m) => ({ default: m.OnboardingWizard })),
);

/**
 * The main app at / and its section paths: 'Loading...' while sign-in state loads, the
 * landing page when signed out, else banner, navigation, the section and bottom nav.
 */
export function AppShell({ section }: { section: SectionId }) {
  const auth = useAuth();
  const logout = useAppLogout(auth);
  useSessionEffects(auth.status === "signed-in" ? auth.user : null);
  const onboarding = useOnboarding(auth);
  useOfflineSync(auth.status === "signed-in");
  const online = useOnline();
  const offlineWork = useOfflineWork();

  if (auth.status === "loading") return <Spinner label="Loading..." />;
  if (auth.status === "signed-out") return <LandingPage />;

  const onThemeChange = auth.status === "signed-in" ? saveThemeChoice : undefined;

  return (
    <div className="min-h-screen pb-20 md:pb-0">
      <BannerSlot>
        <SubscriptionBanner auth={auth} />
        {auth.status === "signed-in" && (!online || offlineWork) && (
          <Suspense fallback={null}>
            <OfflineMeals userId={auth.user.id} />
          </Suspense>
        )}
      </BannerSlot>
      <NavBar user={auth.user} onLogout={logout} onThemeChange={onThemeChange} />
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
