import { roundToTenth } from "../nutrition/round";
import { addDays } from "../time/local-day";

/** One bar of the stats page's month or year chart. */
export interface PeriodBucket {
  /** YYYY-MM-DD for a day of the month view, YYYY-MM for a month of the year view. */
  key: string;
  label: string;
  totalProtein: number;
}

/** A protein total keyed by day (YYYY-MM-DD) or by month (YYYY-MM). */
export interface KeyedTotal {
  key: string;
  total: number;
}

const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The first day of the month `today` (YYYY-MM-DD) falls in. */
export const monthStart = (today: string): string => `${today.slice(0, 8)}01`;

/**
 * The month view: one bucket per day from the 1st to today, labelled with the day number,
 * empty days at 0. Totals for the same day are summed; days outside the range are ignored.
 */
export function monthBuckets(today: string, totals: readonly KeyedTotal[]): PeriodBucket[] {
  const byDay = sumByKey(totals);
  const buckets: PeriodBucket[] = [];
  for (let day = monthStart(today); day <= today; day = addDays(day, 1)) {
    buckets.push({ key: day, label: String(Number(day.slice(8))), totalProtein: roundToTenth(byDay.get(day) ?? 0) });
  }
  return buckets;
}

/** The 12 calendar months (YYYY-MM) ending with today's, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const current = year * 12 + (month - 1);
  return Array.from({ length: 12 }, (_, i) => {
    const index = current - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** The first day the year view needs totals for: the 1st of the oldest of its 12 months. */
export const yearStart = (today: string): string => `${lastTwelveMonths(today)[0]}-01`;

/**
 * The year view: the last 12 calendar months oldest first, labelled Jan to Dec, empty months
 * at 0. Totals are keyed by month (YYYY-MM); months outside the range are ignored.
 */
export function yearBuckets(today: string, totals: readonly KeyedTotal[]): PeriodBucket[] {
  const byMonth = sumByKey(totals);
  return lastTwelveMonths(today).map((key) => ({
    key,
    label: MONTH_LABELS[Number(key.slice(5)) - 1] ?? key,
    totalProtein: roundToTenth(byMonth.get(key) ?? 0),
  }));
}

function sumByKey(totals: readonly KeyedTotal[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const t of totals) sums.set(t.key, (sums.get(t.key) ?? 0) + t.total);
  return sums;
}

/**
 * Totals for the year view from rows keyed by month (YYYY-MM) or, for the last days that may
 * be today somewhere, by day (YYYY-MM-DD): the server reads before it knows the user's zone
 * (ADR 010). Days after `today` are dropped; the rest count for their month.
 */
export function monthTotalsUpTo(today: string, rows: readonly KeyedTotal[]): KeyedTotal[] {
  return rows.flatMap((row) => {
    if (row.key.length === 7) return [row];
    return row.key <= today ? [{ key: row.key.slice(0, 7), total: row.total }] : [];
  });
}
