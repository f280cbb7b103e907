import { roundToTenth } from "../nutrition/round";

/**
 * Progress toward a protein goal, shared by the ring, the nudge, the stats messages and the
 * daily-goal XP award so they never disagree about whether the goal is met.
 *
 * Intake is snapped to tenths of a gram first: protein is shown to 1 decimal
 * and summing decimals in floating point gives totals like 99.99999999999999 for 33.3 + 33.3 +
 * 33.4, which must count as the 100 g the user sees.
 */
export interface GoalProgress {
  /** Intake in grams, to the tenth, never negative. */
  intake: number;
  goal: number;
  /** Grams still needed, to the tenth; 0 once met. */
  remaining: number;
  /** intake / goal × 100, not clamped (the ring clamps for drawing). 0 without a goal. */
  percent: number;
  met: boolean;
}

/** Re-exported for the ring, the nudge and history, which round the way progress does. */
export { roundToTenth };

export function goalProgress(intake: number, goal: number): GoalProgress {
  const eaten = Math.max(0, roundToTenth(intake));
  const target = Number.isFinite(goal) ? goal : 0;
  if (target <= 0) return { intake: eaten, goal: target, remaining: 0, percent: 0, met: false };
  const met = eaten >= target;
  return {
    intake: eaten,
    goal: target,
    remaining: met ? 0 : roundToTenth(target - eaten),
    percent: (eaten / target) * 100,
    met,
  };
}
