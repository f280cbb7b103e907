import { formatAmount } from "../stats/format-amount";
import { goalProgress, roundToTenth } from "../stats/progress";

export const RING_LABEL = "Daily Goal Protein";
/** The ring compares intake to chicken breasts of 25 g each. */
export const RING_CHICKEN_BREAST_GRAMS = 25;
/** From this intake on, the ring adds a line of praise. */
export const RING_PRAISE_GRAMS = 50;

/** 'Goal achieved! …' once met, else how far away the goal is, in the product's exact wording. */
export function ringStatusText(intake: number, goal: number): string {
  const progress = goalProgress(intake, goal);
  return progress.met
    ? `Goal achieved! You've consumed ${formatAmount(progress.intake)}g protein today`
    : `You're ${formatAmount(progress.remaining)}g away from your daily goal`;
}

/** "That's like eating 1.5 chicken breasts"; null while it would read "0.0 chicken breasts". */
export function chickenBreastComparison(intake: number): string | null {
  const eaten = Math.max(0, roundToTenth(intake));
  // Rounded to the tenth here, so toFixed never meets a binary fraction such as 1.05 = 1.0499….
  const breasts = Math.round((eaten / RING_CHICKEN_BREAST_GRAMS) * 10) / 10;
  if (breasts <= 0) return null;
  return `That's like eating ${breasts.toFixed(1)} chicken breasts`;
}

export function praiseLine(intake: number): string | null {
  return roundToTenth(intake) >= RING_PRAISE_GRAMS
    ? "That's a serious protein haul. Your muscles will thank you!"
    : null;
}

export interface DailyRing {
  label: string;
  intake: number;
  goal: number;
  /** Ring fill, clamped to 0-100. */
  percent: number;
  remaining: number;
  met: boolean;
  text: string;
  comparison: string | null;
  praise: string | null;
  /** The streak badge shows only when the streak is above 0. */
  showStreakBadge: boolean;
}

/** Everything the daily protein ring displays. */
export function dailyRing(intake: number, goal: number, currentStreak: number): DailyRing {
  const progress = goalProgress(intake, goal);
  return {
    label: RING_LABEL,
    intake: progress.intake,
    goal: progress.goal,
    percent: Math.min(100, Math.max(0, progress.percent)),
    remaining: progress.remaining,
    met: progress.met,
    text: ringStatusText(intake, goal),
    comparison: chickenBreastComparison(intake),
    praise: praiseLine(intake),
    showStreakBadge: currentStreak > 0,
  };
}
