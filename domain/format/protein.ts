import { roundToTenth } from "../nutrition/round";

/**
 * Protein as every list, chip, label and button writes it: to one decimal, with "g" right after
 * the number ("21.0g", "0.5g"), as the product's own texts do ("{eaten}g of {goal}g"). Weights of
 * food keep a space before their unit ("150 g"), and sentences that read a goal or what is left
 * drop a ".0" (formatAmount in domain/stats/format-amount.ts).
 */
export const proteinText = (grams: number): string => `${roundToTenth(grams).toFixed(1)}g`;
