/**
 * The one way a date is shown: 'MMMM dd, yyyy', e.g. "November 05, 2026".
 * English month names, whatever the browser's language, so every screen reads the same.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar day needs no time zone, so its names come from these tables rather than from
// Intl, whose first formatter costs a first render tens of milliseconds on a slow phone (on
// React too: its hydration yields between components, never inside one).
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

// Formatters are costly to build and immutable: one per time zone ("" = the viewer's own).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "2-digit",
      year: "numeric",
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsToText(parts: Intl.DateTimeFormatPart[]): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}`;
}

/**
 * An instant (a timestamp such as trialEndsAt) as 'MMMM dd, yyyy' on the calendar of
 * `timeZone`, by default the viewer's.
 */
export function formatDate(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return partsToText(formatterFor(timeZone).formatToParts(date));
}

/**
 * A calendar day ("YYYY-MM-DD", a meal's localDate) as 'MMMM dd, yyyy'. It names that day
 * itself: no time zone can move it to the day before or after.
 */
export function formatDay(day: string): string {
  const date = dayAtUtcMidnight(day);
  const dd = String(date.getUTCDate()).padStart(2, "0");
  return `${MONTHS[date.getUTCMonth()]} ${dd}, ${date.getUTCFullYear()}`;
}

/** A calendar day's weekday, "Mon": English, like the dates. */
export function shortWeekday(day: string): string {
  return WEEKDAYS[dayAtUtcMidnight(day).getUTCDay()] as string;
}

/** The day "YYYY-MM-DD" as midnight UTC; a RangeError for a malformed or impossible day. */
function dayAtUtcMidnight(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) throw new RangeError(`No such day: ${day}`);
  return utc;
}
