import { UnavailableSection } from "@/features/sections/unavailable-section";
import type { SectionId } from "./sections";

/** Renders the screen of one section of the main app. */
export function SectionView({ id }: { id: SectionId }) {
  switch (id) {
    default:
      return <UnavailableSection id={id} />;
  }
}
