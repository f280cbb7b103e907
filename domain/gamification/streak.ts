import { addDays, isValidDate } from "../time/local-day";

export interface Streaks {
  currentStreak: number;
  longestStreak: number;
}

/**
 * Streaks over local days with at least one meal (DESIGN section 3). The current streak is the
 * run of consecutive days ending today, or ending yesterday while today has no meal yet, so a
 * streak is not shown as broken before the user has had a chance to log today.
 *
 * `daysWithMeals` are local dates (YYYY-MM-DD) in any order, repeats allowed. Dates after
 * `today` are ignored: they can only come from a clock or time-zone change, and counting them
 * would let a streak run into the future.
 */
export function computeStreaks(daysWithMeals: readonly string[], today: string): Streaks {
  if (!isValidDate(today)) throw new RangeError(`Invalid today "${today}": expected YYYY-MM-DD.`);
  for (const day of daysWithMeals) {
    if (!isValidDate(day)) throw new RangeError(`Invalid day "${day}": expected YYYY-MM-DD.`);
  }

  // YYYY-MM-DD sorts chronologically as text.
  const days = [...new Set(daysWithMeals)].filter((day) => day <= today).sort();
  const logged = new Set(days);

  let longestStreak = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = day;
  }

  let currentStreak = 0;
  let cursor = logged.has(today) ? today : addDays(today, -1);
  while (logged.has(cursor)) {
    currentStreak += 1;
    cursor = addDays(cursor, -1);
  }

  return { currentStreak, longestStreak };
}
