import { addDays, dayNumberOf } from "../time/local-day";

/**
 * How much one account may write in one of its local days. They keep a runaway script, a
 * stolen session or a replayed file from filling the database (and every total, stat and
 * export read from it) with more than any person eats or imports in a day.
 */

/** Meals logged by hand, described, logged again or from the planner (recipe servings too). */
export const MEALS_PER_DAY = 300;
/** Meals brought in from MyFitnessPal or Cronometer files: years of history, still bounded. */
export const IMPORTED_MEALS_PER_DAY = 5000;
/** Guest data brought into the account: a new account does it once, a retry or two at most. */
export const GUEST_MIGRATIONS_PER_DAY = 3;

/** What a counter counts, with its daily bound. */
export const WRITE_LIMITS = {
  meals: MEALS_PER_DAY,
  import: IMPORTED_MEALS_PER_DAY,
  migration: GUEST_MIGRATIONS_PER_DAY,
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** The answer past a daily bound, in plain words. */
export function writeLimitMessage(kind: WriteKind, left: number): string {
  switch (kind) {
    case "meals":
      return `You have logged ${MEALS_PER_DAY} meals today, the most Proteo takes in one day. You can log again tomorrow.`;
    case "import":
      return left > 0
        ? `Proteo takes at most ${IMPORTED_MEALS_PER_DAY} imported meals a day, and only ${left} more fit today. Nothing from this part of the file was imported. You can import the rest tomorrow.`
        : `You have imported ${IMPORTED_MEALS_PER_DAY} meals today, the most Proteo takes in one day. You can import the rest tomorrow.`;
    case "migration":
      return `Guest data was brought into this account ${GUEST_MIGRATIONS_PER_DAY} times today, the most Proteo takes in one day. You can try again tomorrow.`;
  }
}

/** How far back a meal brought in from elsewhere may be dated. */
export const OLDEST_HISTORY_YEARS = 20;

/**
 * Why a meal brought in from a file or a guest's phone cannot have this date, or null if it
 * can: a meal is eaten on a real day, not after the user's local today and not more than 20
 * years before it.
 */
export function historyDateProblem(date: string, today: string): string | null {
  const day = dayNumberOf(date);
  const last = dayNumberOf(today);
  if (day === null || last === null) return `the date ${date} is not a real date`;
  if (day > last) return `the date ${date} is after today`;
  const [year = 0, ...rest] = today.split("-");
  const earliest = dayNumberOf(`${String(Number(year) - OLDEST_HISTORY_YEARS).padStart(4, "0")}-${rest.join("-")}`);
  // 29 February of a leap year has no date 20 years before: the day after 28 February is used.
  const floor = earliest ?? (dayNumberOf(addDays(`${Number(year) - OLDEST_HISTORY_YEARS}-02-28`, 1)) as number);
  if (day < floor) return `the date ${date} is more than ${OLDEST_HISTORY_YEARS} years ago`;
  return null;
}
