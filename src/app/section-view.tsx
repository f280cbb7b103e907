import { lazy, Suspense } from "react";
import type { AuthState } from "@/features/auth/use-auth";
import { DashboardSection } from "@/features/dashboard/dashboard-section";
import { HistorySection } from "@/features/history/history-section";
import { AddMealSection } from "@/features/meals/add-meal-section";
import { SettingsSection } from "@/features/settings/settings-section";
import { Spinner } from "@/ui/spinner";
import type { SectionId } from "./sections";

// Loaded on first visit, so the planner and the learn content stay out of the / bundle.
const PlannerSection = lazy(() =>
  import("@/features/planner/planner-section").then((m) => ({ default: m.PlannerSection })),
);
const LearnSection = lazy(() => import("@/features/learn/learn-section").then((m) => ({ default: m.LearnSection })));

/** Renders the screen of one section of the main app. */
export function SectionView({ id, auth }: { id: SectionId; auth: AuthState }) {
  switch (id) {
    case "dashboard":
      return <DashboardSection auth={auth} />;
    case "photo":
      return <AddMealSection auth={auth} />;
    case "planner":
      return (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <PlannerSection auth={auth} />
        </Suspense>
      );
    case "history":
      return <HistorySection auth={auth} />;
    case "learn":
      return (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <LearnSection />
        </Suspense>
      );
    case "settings":
      return <SettingsSection auth={auth} />;
  }
}
