import type { AuthState } from "@/features/auth/use-auth";
import { DashboardSection } from "@/features/dashboard/dashboard-section";
import { HistorySection } from "@/features/history/history-section";
import { AddMealSection } from "@/features/meals/add-meal-section";
import { UnavailableSection } from "@/features/sections/unavailable-section";
import { SettingsSection } from "@/features/settings/settings-section";
import type { SectionId } from "./sections";

/** Renders the screen of one section of the main app. */
export function SectionView({ id, auth }: { id: SectionId; auth: AuthState }) {
  switch (id) {
    case "dashboard":
      return <DashboardSection auth={auth} />;
    case "photo":
      return <AddMealSection auth={auth} />;
    case "history":
      return <HistorySection auth={auth} />;
    case "settings":
      return <SettingsSection auth={auth} />;
    default:
      return <UnavailableSection id={id} />;
  }
}
