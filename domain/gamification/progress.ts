import { type BadgeStats, newlyEarnedBadges } from "./badges";
import { type StoredStreaks, type Streaks, streaksUpTo } from "./streak";
import { isDailyGoalMet, type XpLedgerEntry, xpEntriesFor } from "./xp";

/**
 * What the meal write path reads about a user after a meal change, in the same transaction as
 * the change (worker/user-data/meals/progress.ts): everything the progress rules need, and
 * nothing else, so deciding stays pure.
 */
export interface ProgressSnapshot {
  /** Local days with at least one counted meal, any order (none needed with `storedStreaks`). */
  days: readonly string[];
  /**
   * The streaks as stored by an earlier change, when they still stand: this change added or
   * removed no day with a meal, and no such day lies between the today they were worked out
   * for and this one, so streaksUpTo would give the same figures from the days.
   */
  storedStreaks?: StoredStreaks;
  /** Protein per touched local day (the days the change moved), counted meals only. */
  dayTotals: readonly { localDate: string; total: number }[];
  /** Touched days whose goal bonus is already in the ledger. */
  goalDaysAwarded: readonly string[];
  /** Days in the whole ledger with a goal bonus. */
  goalDaysMet: number;
  /** Badges already held. */
  earnedBadges: readonly string[];
  /** The history figures the badge rules read, apart from the streak and goal days. */
  history: Omit<BadgeStats, "longestStreak" | "goalDaysMet">;
}

export interface ProgressDecision {
  /** New ledger rows: goal bonuses, then badges. Each is keyed, so inserting twice adds nothing. */
  xp: XpLedgerEntry[];
  /** Badges newly earned. */
  badges: string[];
  /** The latest day with a meal, and the run of days ending on it (the reader decides "current"). */
  streakEndDate: string | null;
  streaks: Streaks;
}

/**
 * The progress a meal change earns: the goal-met bonus once per day whose
 * total reaches the goal, the streaks, and every badge the history now satisfies. Awards are
 * only ever added: a lowered total keeps the bonus it earned, as it always has. `today` is the
 * user's local date now.
 */
export function decideProgress(snapshot: ProgressSnapshot, dailyGoal: number, today: string): ProgressDecision {
  const awarded = new Set(snapshot.goalDaysAwarded);
  const goalDays = snapshot.dayTotals
    .filter((day) => !awarded.has(day.localDate) && isDailyGoalMet(Math.round(day.total * 10) / 10, dailyGoal))
    .map((day) => day.localDate)
    .sort();
  // Streaks run up to the user's real local today (from the clock and their time zone): a day
  // after it, which only a clock or time-zone change can leave, neither ends nor lengthens one.
  const { latest, ...streaks } = snapshot.storedStreaks ?? streaksUpTo(snapshot.days, today);
  const badges = newlyEarnedBadges(
    { ...snapshot.history, longestStreak: streaks.longestStreak, goalDaysMet: snapshot.goalDaysMet + goalDays.length },
    snapshot.earnedBadges,
  );
  return {
    xp: [
      ...goalDays.flatMap((localDate) => xpEntriesFor({ type: "daily_goal_met", localDate })),
      ...badges.flatMap((badgeId) => xpEntriesFor({ type: "badge_earned", badgeId })),
    ],
    badges,
    streakEndDate: latest,
    streaks,
  };
}
