import { addBands, BAND_HIGH, BAND_LOW, type BandCounts, bandSummary, outsideBand } from "@domain/meals/protein-band";
import type { Bar } from "./bar-chart";

type Day = { band: BandCounts };

/** The meals of the week, all days together. */
export const weekBand = (week: readonly Day[]) => addBands(week.map((d) => d.band));

/** A day's figure under its bar: meals in the band of meals logged ("2/3", "–" for none), and its words. */
export function dayBandNote({ band }: Day): NonNullable<Bar["note"]> {
  if (band.meals === 0) return { short: "–", full: "no meals logged" };
  return { short: `${band.inBand}/${band.meals}`, full: bandSummary(band) ?? "" };
}

/**
 * Under the week's chart: how many of the week's logged meals were in the per-meal band, and
 * what the figures under the days mean. Nothing before a meal is logged in the week.
 */
export function WeekBand({ week }: { week: readonly Day[] }) {
  const total = weekBand(week);
  const summary = bandSummary(total);
  if (!summary) return null;
  const outside = outsideBand(total);
  return (
    <div className="mt-3 text-sm" data-testid="band-week">
      <p className="font-medium">{`Last 7 days: ${summary}${outside ? ` (${outside})` : ""}.`}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {`Under each day: meals in the band of meals logged. A meal is best at ${BAND_LOW}-${BAND_HIGH} g of protein.`}
      </p>
    </div>
  );
}
