/** XP per level step: level n starts at n² × 100 XP. */
export const XP_LEVEL_BASE = 100;

/** Level = max(1, floor(sqrt(xp / 100))). Negative or missing XP is level 1. */
export function levelForXp(xp: number): number {
  if (!Number.isFinite(xp) || xp <= 0) return 1;
  return Math.max(1, Math.floor(Math.sqrt(xp / XP_LEVEL_BASE)));
}

/** The XP at which `level` starts: level² × 100. */
export function levelThreshold(level: number): number {
  return level * level * XP_LEVEL_BASE;
}

/** Level titles, by the highest level each band reaches. */
const TITLE_BANDS: readonly { upTo: number; title: string }[] = [
  { upTo: 1, title: "Protein Rookie" },
  { upTo: 3, title: "Meal Master" },
  { upTo: 5, title: "Protein Pro" },
  { upTo: 10, title: "Gains Guardian" },
  { upTo: 15, title: "Muscle Maven" },
];
const TOP_TITLE = "Whey Wizard";

export function levelTitle(level: number): string {
  return TITLE_BANDS.find((band) => level <= band.upTo)?.title ?? TOP_TITLE;
}

export interface LevelProgress {
  level: number;
  title: string;
  xp: number;
  /** level² × 100 */
  currentThreshold: number;
  /** (level + 1)² × 100 */
  nextThreshold: number;
  /** XP still needed to reach the next level. */
  xpToNext: number;
  /** Progress bar fill, clamped to 0-100. */
  percent: number;
}

/**
 * The level card and XP bar. Level 1 starts at 100 XP by the formula, yet every XP total
 * below 100 is also level 1; the bar's 0-100% clamp keeps it at 0% rather than negative.
 */
export function levelProgress(xp: number): LevelProgress {
  const safeXp = Number.isFinite(xp) ? Math.max(0, xp) : 0;
  const level = levelForXp(safeXp);
  const currentThreshold = levelThreshold(level);
  const nextThreshold = levelThreshold(level + 1);
  const raw = ((safeXp - currentThreshold) / (nextThreshold - currentThreshold)) * 100;
  return {
    level,
    title: levelTitle(level),
    xp: safeXp,
    currentThreshold,
    nextThreshold,
    xpToNext: Math.max(0, nextThreshold - safeXp),
    percent: Math.min(100, Math.max(0, raw)),
  };
}
