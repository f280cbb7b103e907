import type { TrendEntry } from "@domain/body/trend";
import { inUnit, weightText } from "@domain/body/units";
import type { WeightUnit } from "@domain/goals/formula";
import { dayNumberOf } from "@domain/time/local-day";

const [W, H, PAD] = [320, 120, 8];

/**
 * The weigh-ins as dots and the trend as a line, from the first weigh-in shown to the last, in the
 * person's unit. The figure's caption says in words what the picture shows, for screen readers and at a glance.
 */
export function WeightChart({ entries, unit }: { entries: TrendEntry[]; unit: WeightUnit }) {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return null;
  const values = entries.flatMap((e) => [inUnit(e.kg, unit), inUnit(e.trend, unit)]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = Math.max(high - low, 1);
  // The days from the first weigh-in shown to the last span the width.
  const lastDay = dayNumberOf(last.date) ?? 0;
  const days = Math.max(lastDay - (dayNumberOf(first.date) ?? lastDay), 1);
  const x = (date: string) => W - PAD - ((lastDay - (dayNumberOf(date) ?? lastDay)) / days) * (W - 2 * PAD);
  const y = (kg: number) => PAD + ((high - inUnit(kg, unit)) / span) * (H - 2 * PAD);
  const trendPath = entries
    .map((e, i) => `${i === 0 ? "M" : "L"}${x(e.date).toFixed(1)},${y(e.trend).toFixed(1)}`)
    .join(" ");
  const change = last.trend - first.trend;
  const caption =
    entries.length === 1
      ? `One weigh-in: ${weightText(last.kg, unit)} on ${last.date}.`
      : `Trend ${weightText(first.trend, unit)} on ${first.date} to ${weightText(last.trend, unit)} on ${last.date} (${change < 0 ? "down" : change > 0 ? "up" : "no change,"} ${weightText(Math.abs(change), unit)}), over ${entries.length} weigh-ins.`;
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-32 w-full" aria-hidden="true" preserveAspectRatio="none">
        <path
          d={trendPath}
          fill="none"
          strokeWidth="2"
          className="stroke-brand-600"
          vectorEffect="non-scaling-stroke"
        />
        {entries.map((e) => (
          <circle key={e.date} cx={x(e.date)} cy={y(e.kg)} r="2.5" className="fill-slate-400 dark:fill-slate-500" />
        ))}
      </svg>
      <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="weight-chart-caption">
        {caption}
      </figcaption>
    </figure>
  );
}
