import { addBands, type BandCounts, NO_MEALS } from "../meals/protein-band";
import { roundToTenth } from "../nutrition/round";
import { addDays, daysBetween } from "../time/local-day";
import { type FavoriteFood, mostFrequentFood } from "./nudge";

/** One local day's protein total, with its meals by the per-meal band when known. */
export interface DayTotal {
  localDate: string;
  total: number;
  band?: BandCounts;
}

/** The dashboard's day-based numbers (stats cards and weekly chart), computed from the user's meals. */
export interface DaySummary {
  totalProtein: number;
  /** Each day's total and its meals by the per-meal band (ADR 065). */
  week: { date: string; totalProtein: number; band: BandCounts }[];
  weeklyAverage: number;
  month: { start: string; total: number };
}

/** The first day the dashboard needs totals for: the earlier of the month's first and 6 days ago. */
export function summaryStart(today: string): string {
  const weekStart = addDays(today, -6);
  const monthStart = `${today.slice(0, 8)}01`;
  return monthStart < weekStart ? monthStart : weekStart;
}

/**
 * The local days whose totals the dashboard may need at `nowMs` before the user's time zone is
 * known: every zone (UTC-12 to UTC+14) is within a day of UTC, and a month starts at most 30
 * days before its last day, so UTC's day from 32 back to 1 ahead covers each zone's
 * `summaryStart(today)..today`. The caller trims with `summarizeDays`.
 *
 * Only the days from `daysFrom` on (UTC's day 7 back) are needed one by one: every zone's week
 * and today lie there. The days before it count only toward a month's total, so the server sends
 * them summed per month, each sum dated on its month's first day (ADR 034): summarizeDays then
 * counts the sum in that month's total, and it falls before every zone's week.
 */
export function anyZoneSummaryRange(nowMs: number): { from: string; daysFrom: string; to: string } {
  const utcToday = new Date(nowMs).toISOString().slice(0, 10);
  return { from: addDays(utcToday, -32), daysFrom: addDays(utcToday, -7), to: addDays(utcToday, 1) };
}

/**
 * Today's total, the last 7 days (oldest first, empty days at 0), their average per day and
 * this month's total, from per-day totals. The server's dashboard and a guest's local dashboard
 * both use this, so the same meals give the same numbers. Days outside the window are ignored.
 * A total may stand for several days of one month before the week (anyZoneSummaryRange).
 *
 * The average is per day the user has been logging: over the 7 days, or over the days since
 * `firstDay` (the user's first logged day, null before any) when that is fewer, so a first
 * day's 80 g averages 80 g and not 11.4 g.
 */
export function summarizeDays(totals: readonly DayTotal[], today: string, firstDay: string | null): DaySummary {
  const weekStart = addDays(today, -6);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = summaryStart(today);
  const byDay = new Map<string, number>();
  const bands = new Map<string, BandCounts>();
  for (const t of totals) {
    if (t.localDate < from || t.localDate > today) continue;
    byDay.set(t.localDate, (byDay.get(t.localDate) ?? 0) + t.total);
    if (t.band) bands.set(t.localDate, addBands([bands.get(t.localDate) ?? NO_MEALS, t.band]));
  }
  const week = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    return { date, totalProtein: roundToTenth(byDay.get(date) ?? 0), band: bands.get(date) ?? NO_MEALS };
  });
  let monthTotal = 0;
  for (const [date, total] of byDay) if (date >= monthStart) monthTotal += total;
  return {
    totalProtein: roundToTenth(byDay.get(today) ?? 0),
    week,
    weeklyAverage: roundToTenth(week.reduce((s, d) => s + d.totalProtein, 0) / daysLogging(firstDay, today)),
    month: { start: monthStart, total: roundToTenth(monthTotal) },
  };
}

/** The days of the week ending `today` since `firstDay`, today included: from 1 to 7. */
function daysLogging(firstDay: string | null, today: string): number {
  if (firstDay === null) return 7;
  return Math.min(7, Math.max(1, daysBetween(firstDay, today) + 1));
}

/** A meal as the "usual food" of the nudge sees it: its foods, or itself when it has none. */
export interface FoodsOfMeal {
  name: string;
  totalProtein: number;
  foods: readonly { name: string; proteinContent: number }[];
}

/** The user's usual food over meals given newest first (the nudge suggests it at 35 g or less to go). */
export function favoriteFoodOf(meals: readonly FoodsOfMeal[]): FavoriteFood | null {
  const foods: FavoriteFood[] = meals.flatMap((m) =>
    m.foods.length > 0
      ? m.foods.map((f) => ({ name: f.name, protein: f.proteinContent }))
      : [{ name: m.name, protein: m.totalProtein }],
  );
  return mostFrequentFood(foods);
}

/** The meals by band of `date` in a summary's week; none when the day is not in it. */
export function bandOfDay(week: readonly { date: string; band: BandCounts }[], date: string): BandCounts {
  return week.find((d) => d.date === date)?.band ?? NO_MEALS;
}
