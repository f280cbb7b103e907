/**
 * Goal bounds and the onboarding goal rule, without zod, so the browser can use them (a
 * guest's local goal) without loading the schema library.
 *
 * Upper bounds: the product sets none, but a goal above 1 kg of protein a day (and its week and
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

/** Saving the onboarding profile sets the goals to daily, 7 × daily and 30 × daily. */
export function goalsFromDaily(dailyGoal: number): ProteinGoals {
  return { dailyGoal, weeklyGoal: dailyGoal * 7, monthlyGoal: dailyGoal * 30 };
}

export const WEEKLY_PER_DAILY = 7;
export const MONTHLY_PER_DAILY = 30;

/**
 * Whether the weekly and monthly goals follow the daily one. A goal equal to
 * 7 × (or 30 ×) the daily goal is what following means; any other value was set by hand and
 * is kept when the daily goal changes. The server applies the same rule in SQL
 * (worker/features/goals/follow-daily.ts), so nothing extra needs to be stored.
 */
export function followingGoals(goals: ProteinGoals): { weekly: boolean; monthly: boolean } {
  return {
    weekly: goals.weeklyGoal === goals.dailyGoal * WEEKLY_PER_DAILY,
    monthly: goals.monthlyGoal === goals.dailyGoal * MONTHLY_PER_DAILY,
  };
}

/** The goals after the daily goal changes: weekly and monthly follow unless set by hand. */
export function withDailyGoal(current: ProteinGoals, dailyGoal: number): ProteinGoals {
  const follows = followingGoals(current);
  return {
    dailyGoal,
    weeklyGoal: follows.weekly ? dailyGoal * WEEKLY_PER_DAILY : current.weeklyGoal,
    monthlyGoal: follows.monthly ? dailyGoal * MONTHLY_PER_DAILY : current.monthlyGoal,
  };
}
