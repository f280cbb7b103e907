import { roundToTenth } from "../nutrition/round";
import { formatAmount } from "../stats/format-amount";
import type { MealType } from "./guest-meal";

/**
 * The protein one meal is best built around, in grams: 20-40 g (and the same within two hours
 * after training). The Learn page states it and every meal is measured against it.
 */
export const PER_MEAL_GRAMS = [20, 40] as const;
export const [BAND_LOW, BAND_HIGH] = PER_MEAL_GRAMS;

/** "20-40 g band": how every text names the band. */
export const BAND_NAME = `${BAND_LOW}-${BAND_HIGH} g band`;

export type ProteinBand = "below" | "in" | "above";

/**
 * Where a meal's protein falls, on the amount as it is shown (to the tenth): below 20 g, in the
 * band from 20 g to 40 g with both edges in, or above 40 g.
 */
export function proteinBand(protein: number): ProteinBand {
  const grams = roundToTenth(protein);
  if (grams < BAND_LOW) return "below";
  if (grams > BAND_HIGH) return "above";
  return "in";
}

/** The band in words, never by colour alone: "in the 20-40 g band", "below 20 g", "above 40 g". */
export function bandLabel(band: ProteinBand): string {
  if (band === "in") return `in the ${BAND_NAME}`;
  return band === "below" ? `below ${BAND_LOW} g` : `above ${BAND_HIGH} g`;
}

/** A day's (or week's) meals by band; `meals` is their sum. */
export interface BandCounts {
  meals: number;
  below: number;
  inBand: number;
  above: number;
}

export const NO_MEALS: BandCounts = { meals: 0, below: 0, inBand: 0, above: 0 };

/** The counts of meals with these proteins. */
export function countBands(proteins: readonly number[]): BandCounts {
  const counts = { ...NO_MEALS };
  for (const protein of proteins) {
    const band = proteinBand(protein);
    counts.meals += 1;
    if (band === "below") counts.below += 1;
    else if (band === "in") counts.inBand += 1;
    else counts.above += 1;
  }
  return counts;
}

/** The counts of several days together. */
export function addBands(days: readonly BandCounts[]): BandCounts {
  return days.reduce(
    (sum, d) => ({
      meals: sum.meals + d.meals,
      below: sum.below + d.below,
      inBand: sum.inBand + d.inBand,
      above: sum.above + d.above,
    }),
    NO_MEALS,
  );
}

/** "2 of 3 meals in the 20-40 g band" ("1 of 1 meal …"); null without meals. */
export function bandSummary(counts: BandCounts): string | null {
  if (counts.meals === 0) return null;
  return `${counts.inBand} of ${counts.meals} ${counts.meals === 1 ? "meal" : "meals"} in the ${BAND_NAME}`;
}

/** "1 below, 1 above": the meals outside the band, or null when there are none. */
export function outsideBand(counts: BandCounts): string | null {
  const parts = [];
  if (counts.below > 0) parts.push(`${counts.below} below`);
  if (counts.above > 0) parts.push(`${counts.above} above`);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** A logged meal as the band tip sees it. */
export interface BandTipMeal {
  mealType: MealType;
  totalProtein: number;
  localDate: string;
  awaitingAnalysis?: boolean;
}

const MEAL_WORDS: Record<MealType, string> = {
  breakfast: "breakfast",
  lunch: "lunch",
  dinner: "dinner",
  snack: "your snack",
};

/**
 * "Add 10 g to breakfast to reach 20 g": for the newest meal logged `today` that is below the
 * band, the grams it lacks. Meals are given newest first; a photo waiting for analysis has no
 * protein yet and is passed over. Null when no meal of today is below the band.
 */
export function bandTip(meals: readonly BandTipMeal[], today: string): string | null {
  const short = meals.find(
    (m) => m.localDate === today && !m.awaitingAnalysis && proteinBand(m.totalProtein) === "below",
  );
  if (!short) return null;
  const missing = formatAmount(BAND_LOW - roundToTenth(short.totalProtein));
  return `Add ${missing} g to ${MEAL_WORDS[short.mealType]} to reach ${BAND_LOW} g.`;
}
