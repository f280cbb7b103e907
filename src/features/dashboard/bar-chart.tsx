import { formatAmount } from "@domain/stats/format-amount";
import { Tooltip, TooltipGroup } from "@/ui/tooltip";

export interface Bar {
  label: string;
  value: number;
  /** Full description for screen readers and the tooltip. */
  title: string;
  /** A figure shown under the label ("2/3") and its words for screen readers. */
  note?: { short: string; full: string };
}

/** The grams marked on the vertical axis: zero, the goal (when set) and the chart's top. */
export function axisTicks(top: number, goal: number): number[] {
  const ticks = [0, top];
  // The goal gets its own mark unless it is the top, or so close to it or to 0 that the
  // labels would overlap (less than a sixth of the height apart).
  if (goal > 0 && goal < top && goal / top > 1 / 6 && goal / top < 5 / 6) ticks.splice(1, 0, goal);
  return ticks;
}

/**
 * A small bar chart with a labelled gram axis and the goal as a dashed line; bars at or over
 * the goal turn gold.
 */
export function BarChart({ bars, goal, caption }: { bars: Bar[]; goal: number; caption: string }) {
  const top = Math.max(goal, ...bars.map((b) => b.value), 1);
  return (
    <figure>
      <p className="mb-2 text-xs font-medium text-slate-500 dark:text-slate-400" data-testid="chart-axis-title">
        Protein (g)
      </p>
      <div className="flex gap-2">
        {/* Decorative for screen readers: the caption below reads every bar's grams. */}
        <div aria-hidden="true" className="relative h-40 w-10 shrink-0 border-r border-slate-300 dark:border-slate-600">
          {axisTicks(top, goal).map((tick) => (
            <span
              key={tick}
              data-testid="chart-tick"
              className="absolute right-1 translate-y-1/2 text-[11px] leading-none text-slate-500 tabular-nums dark:text-slate-400"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {`${formatAmount(tick)}g`}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <TooltipGroup>
            <div
              className="relative flex h-40 items-end gap-2 border-b border-slate-300 dark:border-slate-600"
              role="img"
              aria-label={caption}
            >
              {goal > 0 && (
                <div
                  className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-amber-400"
                  style={{ bottom: `${(goal / top) * 100}%` }}
                />
              )}
              {bars.map((bar) => (
                <Tooltip key={bar.title} content={`${bar.title}: ${formatAmount(bar.value)}g`}>
                  <div className="flex h-full flex-1 flex-col justify-end" data-testid="chart-bar">
                    <div
                      className={`w-full rounded-t-md ${bar.value >= goal && goal > 0 ? "bg-amber-500" : "bg-brand-500"}`}
                      style={{ height: `${(bar.value / top) * 100}%`, minHeight: bar.value > 0 ? 4 : 0 }}
                    />
                  </div>
                </Tooltip>
              ))}
            </div>
          </TooltipGroup>
          <div className="mt-1 flex gap-2 text-center text-xs text-slate-500 dark:text-slate-400">
            {bars.map((bar) => (
              <span key={bar.title} className="min-w-0 flex-1">
                <span className="block truncate">{bar.label}</span>
                {/* Read in full by the caption below. */}
                {bar.note && (
                  <span
                    aria-hidden="true"
                    className="block font-medium text-slate-700 tabular-nums dark:text-slate-200"
                    data-testid="chart-note"
                  >
                    {bar.note.short}
                  </span>
                )}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        {`${caption}: ${bars.map((b) => `${b.title} ${formatAmount(b.value)}g${b.note ? ` (${b.note.full})` : ""}`).join(", ")}`}
      </figcaption>
    </figure>
  );
}
