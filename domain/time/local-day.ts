/**
 * Local calendar days: a "day" is the user's local day in their IANA time
 * zone, so totals, streaks and the daily-goal bonus agree with the user's own clock. Dates are
 * plain "YYYY-MM-DD" strings, which sort and compare correctly as text.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a DateTimeFormat is costly, and every conversion needs one per zone. A cache is
// safe across requests because formatters are immutable and pure.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(epochMs: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? Number.NaN,
    month: fields.month ?? Number.NaN,
    day: fields.day ?? Number.NaN,
    hour: fields.hour ?? Number.NaN,
    minute: fields.minute ?? Number.NaN,
    second: fields.second ?? Number.NaN,
  };
}

function toEpochMs(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("Invalid instant: expected a valid Date or epoch milliseconds.");
  return ms;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Whether `date` is a real calendar date written as YYYY-MM-DD (rejects 2024-02-30). */
export function isValidDate(date: unknown): date is string {
  if (typeof date !== "string") return false;
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const utc = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  // Date.UTC treats years 0-99 as 1900-1999; setUTCFullYear undoes that.
  utc.setUTCFullYear(y ?? 0);
  return utc.getUTCFullYear() === y && utc.getUTCMonth() + 1 === m && utc.getUTCDate() === d;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Days since 1970-01-01 of a real calendar date written as YYYY-MM-DD, or null for anything
 * else: consecutive dates are consecutive numbers, so runs of days are counted with integer
 * steps instead of date arithmetic (a streak over years of days, on every meal write). Plain
 * integer arithmetic (H. Hinnant's days_from_civil, proleptic Gregorian as Date is), as this
 * runs for every day of a user's history: no Date object per day.
 */
export function dayNumberOf(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0))) return null;
  // Years counted from March, so the leap day is the last day of its year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function parseDate(date: string): { year: number; month: number; day: number } {
  if (!isValidDate(date)) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD.`);
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return { year, month, day };
}

/** The local calendar date (YYYY-MM-DD) of `instant` in the IANA zone `timeZone`. */
export function localDate(instant: Date | number, timeZone: string): string {
  const { year, month, day } = wallClock(toEpochMs(instant), timeZone);
  return formatDate(year, month, day);
}

/**
 * The date of a day number (days since 1970-01-01): dayNumberOf's inverse, H. Hinnant's
 * civil_from_days in integer arithmetic, so date steps make no Date object (the
 * dashboard and the day reads step through dates on every request).
 */
export function dateOfDayNumber(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatDate(year, month, day);
}

/** A valid date's day number, or the RangeError every date function gives for anything else. */
function dayNumberOrThrow(date: string): number {
  const n = dayNumberOf(date);
  if (n === null) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD.`);
  return n;
}

/** The date `n` calendar days after `date` (negative `n` goes back). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Invalid day count ${n}: expected an integer.`);
  return dateOfDayNumber(dayNumberOrThrow(date) + n);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumberOrThrow(to) - dayNumberOrThrow(from);
}

/** How far the zone's wall clock is ahead of UTC at `epochMs`, in ms. */
export function offsetAt(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(w.year, w.month - 1, w.day);
  asUtc.setUTCHours(w.hour, w.minute, w.second, 0);
  // Whole seconds on both sides: the formatter drops milliseconds.
  return asUtc.getTime() - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The instant local midnight starts `date`. Offsets change at DST transitions, so the guess is
 * corrected with the offset in force at the guess. When midnight itself is skipped (zones that
 * spring forward at 00:00), the day starts at the transition, which the earlier offset yields.
 */
function startOfLocalDay(date: string, timeZone: string): number {
  const { year, month, day } = parseDate(date);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  const wallMs = wall.getTime();
  const first = offsetAt(wallMs, timeZone);
  const second = offsetAt(wallMs - first, timeZone);
  if (first === second) return wallMs - first;
  const third = offsetAt(wallMs - second, timeZone);
  if (second === third) return wallMs - second;
  return wallMs - Math.min(second, third);
}

/**
 * Epoch ms of the local day's first instant (inclusive) and of the next local day's first
 * instant (exclusive). Days around a DST change last 23 or 25 hours, so `end` is computed from
 * the next date, never as start + 24 h.
 */
export function localDayBounds(date: string, timeZone: string): { start: number; end: number } {
  return { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(addDays(date, 1), timeZone) };
}
