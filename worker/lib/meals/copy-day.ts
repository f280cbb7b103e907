import { historyDateProblem } from "../../../domain/meals/write-limits";
import { daysBetween, localDate, localDayBounds } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import { ApiError } from "../api-error";

// Logging a meal again on a chosen day (a copy, a saved meal): which day it may be, and when on it.

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

/** The day must be one a meal can be logged on: not after the user's today, not 20 years back (else 400). */
export function checkCopyDay(user: UserFields, to: string, now: number, refusal = "Nothing can be copied there") {
  const problem = historyDateProblem(to, localDate(now, user.timezone));
  if (problem) throw new ApiError(400, `${refusal}: ${problem}.`, { code: "BAD_DATE" });
}
