import { dayNumberOf } from "../time/local-day";

/**
 * The trend weight: an exponentially smoothed body weight, so a day's water or salt does not
 * move it. Each entry pulls the trend a share of the way towards itself, and that share grows
 * with the days since the previous entry: 1 − (1 − 0.1)^days. Daily weighing moves the trend
 * 10 % of the way each day (the classic trend line of The Hacker's Diet); a week without an
 * entry lets the next one count for 52 %, as seven daily entries of that weight would.
 */
export const TREND_DAILY_SHARE = 0.1;

export interface WeightEntry {
  date: string;
  kg: number;
}

export interface TrendEntry extends WeightEntry {
  trend: number;
}

/** Rounded to 0.1 kg, the precision a scale shows and the API answers in. */
export const roundKg = (kg: number) => Math.round(kg * 10) / 10;

/** Each entry (any order in, oldest first out) with the trend as of its day; the first entry is its own trend. */
export function withTrend(entries: readonly WeightEntry[]): TrendEntry[] {
  const sorted = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: TrendEntry[] = [];
  let trend: number | null = null;
  let last = 0;
  for (const entry of sorted) {
    const day = dayNumberOf(entry.date) ?? last;
    if (trend === null) trend = entry.kg;
    else trend += (1 - (1 - TREND_DAILY_SHARE) ** Math.max(1, day - last)) * (entry.kg - trend);
    last = day;
    out.push({ date: entry.date, kg: entry.kg, trend: roundKg(trend) });
  }
  return out;
}

/** The trend as of the newest entry, or null with no entries. */
export function latestTrend(entries: readonly WeightEntry[]): number | null {
  return withTrend(entries).at(-1)?.trend ?? null;
}
