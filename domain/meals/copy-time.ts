import { daysBetween, localDayBounds } from "../time/local-day";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a meal logged again on the day `to` is logged: `original`'s time of day on that day, held
 * within that day (a clock change between the two days can shift it by an hour) and never after now.
 */
export function copyTime(original: Date, from: string, to: string, timeZone: string, now: number): Date {
  const { start, end } = localDayBounds(to, timeZone);
  const shifted = original.getTime() + daysBetween(from, to) * DAY_MS;
  return new Date(Math.min(Math.max(shifted, start), end - 1, now));
}
