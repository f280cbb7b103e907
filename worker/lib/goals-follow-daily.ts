import { type SQL, sql } from "drizzle-orm";
import { MONTHLY_PER_DAILY, WEEKLY_PER_DAILY } from "../../domain/goals/goal-limits";
import { users } from "../db/schema";

/**
 * The goal columns of an UPDATE that sets a new daily goal (onboarding, its redo in Settings,
 * a migrated guest profile): weekly and monthly follow it (7 ×, 30 ×) unless set by hand,
 * the rule of domain/goals/goal-limits.ts `withDailyGoal`. Decided inside
 * the one UPDATE statement, against the row as it is then, so a concurrent goals change
 * cannot be overwritten by a stale read.
 */
export function goalsFollowingDaily(dailyGoal: number): { dailyGoal: number; weeklyGoal: SQL; monthlyGoal: SQL } {
  return {
    dailyGoal,
    weeklyGoal: sql`CASE WHEN ${users.weeklyGoal} = ${users.dailyGoal} * ${WEEKLY_PER_DAILY} THEN ${dailyGoal * WEEKLY_PER_DAILY} ELSE ${users.weeklyGoal} END`,
    monthlyGoal: sql`CASE WHEN ${users.monthlyGoal} = ${users.dailyGoal} * ${MONTHLY_PER_DAILY} THEN ${dailyGoal * MONTHLY_PER_DAILY} ELSE ${users.monthlyGoal} END`,
  };
}
