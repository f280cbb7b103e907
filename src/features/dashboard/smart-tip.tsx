import { type BandTipMeal, bandTip } from "@domain/meals/protein-band";
import { smartTip } from "@domain/stats/messages";
import { Brain } from "lucide";
import { Icon } from "@/ui/icon";

/**
 * A concrete way to close today's gap, while below the goal with something eaten; with a big
 * gap, what the newest short meal of `today` among `meals` lacked to reach the per-meal band.
 */
export function SmartTip({
  intake,
  goal,
  meals,
  today,
}: {
  intake: number;
  goal: number;
  meals: readonly BandTipMeal[];
  today: string;
}) {
  const tip = smartTip(intake, goal, bandTip(meals, today));
  if (!tip) return null;
  return (
    <p
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
      data-testid="smart-tip"
    >
      <Icon node={Brain} className="mr-1 inline size-4 align-[-0.125em]" />
      <strong>Smart tip:</strong> {tip}
    </p>
  );
}
