import { useQuery } from "@tanstack/react-query";
import { BadgeIcon } from "@/ui/badge-icon";
import { cardClass } from "@/ui/field";
import { Tooltip, TooltipGroup } from "@/ui/tooltip";
import { badgesQuery } from "./api";

/** The badge grid with its 'earned / available Unlocked' count and its empty state. */
export function BadgeGrid() {
  const { data } = useQuery(badgesQuery());
  if (!data) return null;
  const earned = new Set(data.earned.map((e) => e.badgeId));
  return (
    <section className={cardClass} aria-labelledby="badges-title">
      <div className="flex items-baseline justify-between">
        <h2 id="badges-title" className="text-lg font-semibold">
          Badges
        </h2>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-300" data-testid="badge-count">
          {`${earned.size} / ${data.available.length} Unlocked`}
        </span>
      </div>
      {earned.size === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Start logging meals to earn badges!</p>
      )}
      <TooltipGroup>
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {data.available.map((badge) => {
            const has = earned.has(badge.id);
            return (
              <Tooltip key={badge.id} content={badge.description}>
                <li
                  className={`rounded-xl border p-3 text-center ${has ? "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/30" : "border-slate-200 opacity-60 grayscale dark:border-slate-700"}`}
                >
                  <span
                    className={`inline-flex text-2xl ${has ? "text-amber-600 dark:text-amber-400" : "text-slate-500 dark:text-slate-400"}`}
                  >
                    <BadgeIcon badge={badge} className="size-7" />
                  </span>
                  <span className="mt-1 block text-xs font-semibold">{badge.name}</span>
                  <span className="sr-only">{`${has ? "Unlocked" : "Locked"}: ${badge.description}`}</span>
                </li>
              </Tooltip>
            );
          })}
        </ul>
      </TooltipGroup>
    </section>
  );
}
