import { dailyRing } from "@domain/dashboard/ring";
import { formatAmount } from "@domain/stats/format-amount";
import { Drumstick, Flame } from "lucide";
import type { ReactNode } from "react";
import { cardClass } from "@/ui/field";
import { Icon } from "@/ui/icon";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The grams in the middle stay inside the ring's hole (about 120 px across): long amounts
 * ("1234.5g") get a smaller size rather than touching the stroke.
 */
function intakeSize(text: string): string {
  return text.length > 6 ? "text-xl" : "text-2xl";
}

/**
 * Daily protein ring: consumed over goal, streak badge, goal text, comparison,
 * and the screen's main action (`action`) under the text.
 */
export function ProteinRing({
  intake,
  goal,
  streak,
  action,
}: {
  intake: number;
  goal: number;
  streak: number;
  action?: ReactNode;
}) {
  const ring = dailyRing(intake, goal, streak);
  const intakeText = `${formatAmount(ring.intake)}g`;
  return (
    <section
      className={`${cardClass} flex flex-col items-center gap-4 sm:flex-row sm:items-center`}
      aria-label={ring.label}
    >
      <div className="relative size-40 shrink-0">
        <svg
          viewBox="0 0 120 120"
          className="size-40 -rotate-90"
          data-testid="ring-svg"
          role="img"
          aria-label={`${formatAmount(ring.intake)} of ${ring.goal} grams`}
        >
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="12"
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            // The brand colour also past the goal: a full ring is a success, not a warning.
            className="stroke-brand-600 dark:stroke-brand-500"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - ring.percent / 100)}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className={`${intakeSize(intakeText)} font-bold leading-tight`} data-testid="ring-intake">
            {intakeText}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400" data-testid="ring-goal">
            {`of ${ring.goal}g`}
          </span>
        </div>
      </div>
      <div className="w-full space-y-2 text-center sm:text-left">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="text-lg font-semibold">{ring.label}</h2>
          {ring.showStreakBadge && (
            <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800 dark:bg-orange-900/40 dark:text-orange-200">
              <Icon node={Flame} className="size-3.5" />
              {` ${streak} day streak`}
            </span>
          )}
        </div>
        <p className="font-medium" data-testid="ring-text">
          {ring.text}
        </p>
        {ring.comparison && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Icon node={Drumstick} className="mr-1 inline size-4 align-[-0.125em]" />
            {ring.comparison}
          </p>
        )}
        {ring.praise && <p className="text-sm font-medium text-brand-700 dark:text-brand-500">{ring.praise}</p>}
        {action && <div className="pt-2">{action}</div>}
      </div>
    </section>
  );
}
