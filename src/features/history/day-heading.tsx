import { formatDay } from "@domain/time/display-date";
import { Check } from "lucide";
import { Icon } from "@/ui/icon";

/**
 * A day's heading in the history: the date, "Copy day to…" where the day can be copied, and the
 * day's protein against the daily goal once both are known, ticked when the goal is met.
 */
export function DayHeading({
  date,
  total,
  goal,
  onCopy,
}: {
  date: string;
  total?: number;
  goal?: number;
  /** Offers "Copy day to…" (an account's history; a guest's has no server copy). */
  onCopy?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="font-semibold">{formatDay(date)}</h2>
      {onCopy && (
        <button
          type="button"
          onClick={onCopy}
          className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
        >
          {/* The visible text starts the name, as a voice user says it (WCAG 2.5.3). */}
          Copy day to…<span className="sr-only"> (from {formatDay(date)})</span>
        </button>
      )}
      {total !== undefined && goal !== undefined && (
        <span
          className={`text-sm font-semibold ${total >= goal ? "text-brand-700 dark:text-brand-500" : "text-slate-600 dark:text-slate-300"}`}
        >
          {total.toFixed(1)}g of {goal}g
          {total >= goal && (
            <>
              <Icon node={Check} className="-mt-0.5 ml-1 inline size-4 align-middle" />
              <span className="sr-only"> (goal met)</span>
            </>
          )}
        </span>
      )}
    </div>
  );
}
