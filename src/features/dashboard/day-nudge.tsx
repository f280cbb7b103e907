import { type FavoriteFood, proteinNudge } from "@domain/dashboard/nudge";
import type { BandTipMeal } from "@domain/meals/protein-band";
import { NudgeBanner } from "./nudge-banner";
import { SmartTip } from "./smart-tip";

/**
 * One suggestion at a time under the ring, which already says the grams left: the nudge
 * banner while it applies (0 < remaining ≤ 80 g), else the smart tip. A dismissed nudge
 * leaves the screen calm rather than making room for the tip.
 */
export function DayNudge({
  intake,
  goal,
  favoriteFood,
  meals,
  today,
}: {
  intake: number;
  goal: number;
  favoriteFood: FavoriteFood | null;
  /** The meals the dashboard shows (newest first) and today's date, for the smart tip's band step. */
  meals: readonly BandTipMeal[];
  today: string;
}) {
  if (proteinNudge(intake, goal, favoriteFood)) {
    return <NudgeBanner intake={intake} goal={goal} favoriteFood={favoriteFood} />;
  }
  return <SmartTip intake={intake} goal={goal} meals={meals} today={today} />;
}
