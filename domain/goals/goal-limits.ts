/**
 * Goal bounds and the onboarding goal rule, without zod, so the browser can use them (a
 * guest's local goal) without loading the schema library.
 *
 * Upper bounds: the spec shows none, but a goal above 1 kg of protein a day (and its week and
 * 31-day month) can only be a typing slip, and bounds keep totals and charts meaningful.
 */
export const GOAL_LIMITS = {
  dailyGoal: { min: 1, max: 1000, label: "daily goal" },
  weeklyGoal: { min: 1, max: 7000, label: "weekly goal" },
  monthlyGoal: { min: 1, max: 31_000, label: "monthly goal" },
} as const;

export interface ProteinGoals {
  dailyGoal: number;
  weeklyGoal: number;
  monthlyGoal: number;
}

/** Saving the onboarding profile sets the goals to daily, 7 × daily and 30 × daily (DESIGN section 3). */
export function goalsFromDaily(dailyGoal: number): ProteinGoals {
  return { dailyGoal, weeklyGoal: dailyGoal * 7, monthlyGoal: dailyGoal * 30 };
}
