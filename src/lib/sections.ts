/** The sections of the main app at /, each with its own path so back and deep links work. */
export const SECTIONS = [
  { id: "dashboard", label: "Dashboard", path: "/" },
  { id: "photo", label: "Take Photo", path: "/photo" },
  { id: "planner", label: "Meal Planner", path: "/planner" },
  { id: "history", label: "Meal History", path: "/history" },
  { id: "learn", label: "Learn", path: "/learn" },
  { id: "settings", label: "Settings", path: "/settings" },
] as const;

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section["id"];

export const PRIMARY_SECTIONS = SECTIONS.filter((s) => ["dashboard", "photo", "planner"].includes(s.id));
export const MORE_SECTIONS = SECTIONS.filter((s) => ["history", "learn", "settings"].includes(s.id));

export function sectionPath(id: SectionId): string {
  return SECTIONS.find((s) => s.id === id)?.path ?? "/";
}
