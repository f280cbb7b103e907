import type { SectionId } from "@/app/sections";
import { EmptyState } from "@/ui/empty-state";

/**
 * What a section shows until its feature ships: an honest sentence, never sample data.
 * Each entry disappears when the feature's own screen replaces it in section-view.tsx.
 */
const COPY: Partial<Record<SectionId, { title: string; icon: string; text: string }>> = {
  planner: {
    title: "Plan Your Meals",
    icon: "🥗",
    text: "The meal planner is not available in this version yet.",
  },
  learn: {
    title: "Learn",
    icon: "📚",
    text: "Guides about protein are not available in this version yet.",
  },
};

export function UnavailableSection({ id }: { id: SectionId }) {
  const copy = COPY[id];
  if (!copy) return null;
  return (
    <EmptyState title={copy.title} icon={copy.icon}>
      {copy.text}
    </EmptyState>
  );
}
