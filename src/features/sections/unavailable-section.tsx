import type { SectionId } from "@/app/sections";
import { EmptyState } from "@/ui/empty-state";

/**
 * What a section shows until its feature ships: an honest sentence, never sample data.
 * Each entry disappears when the feature's own screen replaces it in section-view.tsx.
 */
const COPY: Record<SectionId, { title: string; icon: string; text: string }> = {
  dashboard: {
    title: "Your protein dashboard",
    icon: "🎯",
    text: "Meal logging is not available in this version yet, so there is nothing to add up. Your daily ring, streak and recent meals will appear here.",
  },
  photo: {
    title: "Add Your Meal",
    icon: "📷",
    text: "Photo analysis is not available in this version yet.",
  },
  planner: {
    title: "Plan Your Meals",
    icon: "🥗",
    text: "The meal planner is not available in this version yet.",
  },
  history: {
    title: "Meal History",
    icon: "📅",
    text: "You have no logged meals yet. Meals you log will be listed here by day.",
  },
  learn: {
    title: "Learn",
    icon: "📚",
    text: "Guides about protein are not available in this version yet.",
  },
  settings: {
    title: "Settings & Goals",
    icon: "⚙️",
    text: "Goals, account and subscription settings are not available in this version yet.",
  },
};

export function UnavailableSection({ id }: { id: SectionId }) {
  const copy = COPY[id];
  return (
    <EmptyState title={copy.title} icon={copy.icon}>
      {copy.text}
    </EmptyState>
  );
}
