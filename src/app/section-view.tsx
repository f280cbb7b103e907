import { useEffect, useState } from "react";
import { DashboardSection } from "@/features/dashboard/dashboard-section";
import { browserOnly } from "@/lib/browser-only";
import { onDemand, retryingLazy } from "@/lib/on-demand";
import type { SectionId } from "@/lib/sections";
import type { AppUser } from "@/lib/session/use-auth";
import { ClientOnly } from "@/ui/client-only";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { OnDemandScreen } from "@/ui/on-demand-screen";

// Sections other than the dashboard load on first visit, keeping the first load small.
const AddMealSection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./add-meal-section")),
  (m) => m.AddMealSection,
);
const PlannerSection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/planner/planner-section")),
  (m) => m.PlannerSection,
);
const HistorySection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/history/history-section")),
  (m) => m.HistorySection,
);
const LearnSection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/learn/learn-section")),
  (m) => m.LearnSection,
);
const SettingsSection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./settings-section")),
  (m) => m.SettingsSection,
);
const WaitingPhotosOffer = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/photo/waiting-photos-offer")),
  (m) => m.WaitingPhotosOffer,
);

// "Log again" is fetched after the dashboard's first paint: its code stays out of first-load JS.
// It is part of the first screen, whose inline styles hold its rules (scripts/first-screen-chunks.ts,
// ADR 051), so it does not wait for the whole stylesheet.
const QuickRelogCard = retryingLazy(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/meals/quick-relog")),
  (m) => m.QuickRelog,
);

/**
 * True once the screen that mounted it has painted and the main thread is idle. Its code and
 * its read (/api/meals/recent) then no longer compete with the dashboard's largest paint (the
 * ring) for a slow phone's network and CPU: they were on its critical path.
 */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    const frame = requestAnimationFrame(() => {
      // The callback runs before the frame is painted; the task after it runs after.
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window) idle = window.requestIdleCallback(done, { timeout: 1000 });
        else done();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return painted;
}

// The weight log and the goal offer that follows it (ADR 066): fetched after the dashboard's
// first paint like "Log again", and part of the first screen too, so their rules are in its
// inline styles and they never make the dashboard fetch the whole stylesheet.
const WeightCardPiece = retryingLazy(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/body/weight-card")),
  (m) => m.WeightCard,
);
const GoalOfferPiece = retryingLazy(
  () => (import.meta.env.SSR ? browserOnly() : import("@/features/body/goal-offer")),
  (m) => m.GoalOffer,
);

function WeightCard() {
  if (!useAfterPaint()) return null;
  return (
    <OnDemandPiece>
      <WeightCardPiece />
    </OnDemandPiece>
  );
}

function GoalOffer() {
  if (!useAfterPaint()) return null;
  return (
    <OnDemandPiece>
      <GoalOfferPiece />
    </OnDemandPiece>
  );
}

function QuickRelog() {
  if (!useAfterPaint()) return null;
  return (
    <OnDemandPiece>
      <QuickRelogCard />
    </OnDemandPiece>
  );
}

/**
 * The offer to analyse photos a guest brought along (ADR 019): loaded only when some wait.
 * Drawn only after hydration: the drawn page has nothing of it (its code loads on demand and
 * it reads the analysis quota, which the page does not carry), and hydration must render what
 * the page has (React would report the mismatch and draw the dashboard again).
 */
function WaitingPhotos() {
  return (
    <ClientOnly>
      <OnDemandPiece>
        <WaitingPhotosOffer />
      </OnDemandPiece>
    </ClientOnly>
  );
}

/** Renders the screen of one section of the main app. */
export function SectionView({ id, auth }: { id: SectionId; auth: AppUser }) {
  return (
    <OnDemandScreen>
      <Section id={id} auth={auth} />
    </OnDemandScreen>
  );
}

function Section({ id, auth }: { id: SectionId; auth: AppUser }) {
  switch (id) {
    case "dashboard":
      return (
        <DashboardSection
          auth={auth}
          WaitingPhotos={WaitingPhotos}
          QuickRelog={QuickRelog}
          WeightCard={WeightCard}
          GoalOffer={GoalOffer}
        />
      );
    case "photo":
      return <AddMealSection auth={auth} />;
    case "planner":
      return <PlannerSection auth={auth} />;
    case "history":
      return <HistorySection auth={auth} />;
    case "learn":
      return <LearnSection />;
    case "settings":
      return <SettingsSection auth={auth} />;
  }
}
