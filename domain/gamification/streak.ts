import { dateOfDayNumber, dayNumberOf } from "../time/local-day";

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

/** The streaks the meal write path stores: the latest day with a meal, its run, and the longest run. */
export interface StoredStreaks extends Streaks {
  /** The latest day with a meal up to `today`, or null; `currentStreak` is the run ending on it. */
  latest: string | null;
}

/**
 * Streaks over local days with at least one meal, up to `today` (later days ignored, as in
 * computeStreaks): the run ending on the latest such day, whether or not it reaches today (the
 * reader decides whether it is still current), and the longest run. One pass over the days in
 * order: they come sorted from the write path's query, so the sort costs next to nothing.
 */
export function streaksUpTo(daysWithMeals: readonly string[], today: string): StoredStreaks {
  const last = dayNumberOf(today);
  if (last === null) throw new RangeError(`Invalid today "${today}": expected YYYY-MM-DD.`);
  const numbers: number[] = [];
  for (const day of daysWithMeals) {
    const n = dayNumberOf(day);
    if (n === null) throw new RangeError(`Invalid day "${day}": expected YYYY-MM-DD.`);
    if (n <= last) numbers.push(n);
  }
  numbers.sort((a, b) => a - b);
  let longestStreak = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of numbers) {
    if (day === previous) continue;
    run = previous !== undefined && previous + 1 === day ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = day;
  }
  return {
    latest: previous === undefined ? null : dateOfDayNumber(previous),
    currentStreak: run,
    longestStreak,
  };
}
