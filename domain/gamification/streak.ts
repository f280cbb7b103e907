import { dayNumberOf } from "../time/local-day";

export interface Streaks {
  currentStreak: number;
  longestStreak: number;
}

/**
 * Streaks over local days with at least one meal. The current streak is the
 * run of consecutive days ending today, or ending yesterday while today has no meal yet, so a
 * streak is not shown as broken before the user has had a chance to log today.
 *
 * `daysWithMeals` are local dates (YYYY-MM-DD) in any order, repeats allowed. Dates after
 * `today` are ignored: they can only come from a clock or time-zone change, and counting them
 * would let a streak run into the future.
 */
export function computeStreaks(daysWithMeals: readonly string[], today: string): Streaks {
  const last = dayNumberOf(today);
  if (last === null) throw new RangeError(`Invalid today "${today}": expected YYYY-MM-DD.`);
  const numbers = new Set<number>();
  for (const day of daysWithMeals) {
    const n = dayNumberOf(day);
    if (n === null) throw new RangeError(`Invalid day "${day}": expected YYYY-MM-DD.`);
    if (n <= last) numbers.add(n);
  }

  // Day numbers: consecutive dates are consecutive integers.
  const days = [...numbers].sort((a, b) => a - b);
  let longestStreak = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    run = previous !== undefined && previous + 1 === day ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = day;
  }

  let currentStreak = 0;
  let cursor = numbers.has(last) ? last : last - 1;
  while (numbers.has(cursor)) {
    currentStreak += 1;
    cursor -= 1;
  }

  return { currentStreak, longestStreak };
}
