import { type FavoriteFood, proteinNudge } from "@domain/dashboard/nudge";
import { Lightbulb } from "lucide";
import { useState } from "react";
import { Icon } from "@/ui/icon";
import { Tooltip } from "@/ui/tooltip";

/** Shown only while 0 < remaining ≤ 80 g; dismissible. */
export function NudgeBanner({
  intake,
  goal,
  favoriteFood,
}: {
  intake: number;
  goal: number;
  favoriteFood: FavoriteFood | null;
}) {
  const [dismissed, setDismissed] = useState(false);
  const nudge = proteinNudge(intake, goal, favoriteFood);
  if (!nudge || dismissed) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-700 dark:border-brand-700/40 dark:bg-brand-700/15 dark:text-brand-100"
    >
      <Icon node={Lightbulb} className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{nudge.message}</p>
      <Tooltip content="Dismiss suggestion">
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss suggestion"
          className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-xl leading-none hover:bg-brand-100 dark:hover:bg-brand-700/30"
        >
          ×
        </button>
      </Tooltip>
    </div>
  );
}
