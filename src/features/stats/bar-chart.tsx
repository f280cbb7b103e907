import { formatAmount } from "@domain/stats/format-amount";
import { Tooltip, TooltipGroup } from "@/ui/tooltip";

export interface Bar {
  label: string;
  value: number;
  /** Full description for screen readers and the tooltip. */
  title: string;
}

/** A small bar chart with the goal as a dashed line; bars at or over the goal turn gold. */
export function BarChart({ bars, goal, caption }: { bars: Bar[]; goal: number; caption: string }) {
  const top = Math.max(goal, ...bars.map((b) => b.value), 1);
  return (
    <figure>
      <TooltipGroup>
        <div className="relative flex h-40 items-end gap-2" role="img" aria-label={caption}>
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
          <span key={bar.title} className="flex-1 truncate">
            {bar.label}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">
        {caption}: {bars.map((b) => `${b.title} ${formatAmount(b.value)}g`).join(", ")}
      </figcaption>
    </figure>
  );
}
