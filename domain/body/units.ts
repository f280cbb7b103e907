import { KG_PER_LB, type WeightUnit } from "../goals/formula";
import { formatAmount } from "../stats/format-amount";

/**
 * Body weights a person can have, in kilograms; anything else is a typing slip. Kept here, with
 * no schema beside it, so the weight card can check a typed weight without loading zod.
 */
export const WEIGHT_KG = { min: 20, max: 400 } as const;

/** Weights are kept to one decimal, as a scale shows them: 72.35 kg is stored as 72.4. */
export const tenthsOfKg = (kg: number) => Math.round(kg * 10) / 10;

/** A weight typed in the person's unit, in kg (the API's unit). */
export const kgFrom = (value: number, unit: WeightUnit) => (unit === "kg" ? value : value * KG_PER_LB);

/** A weight in kg, in the person's unit, to one decimal. */
export const inUnit = (kg: number, unit: WeightUnit) => Math.round((unit === "kg" ? kg : kg / KG_PER_LB) * 10) / 10;

/** "72.4 kg" or "159.6 lbs". */
export const weightText = (kg: number, unit: WeightUnit) => `${formatAmount(inUnit(kg, unit))} ${unit}`;

/**
 * The problem with a typed weight, in the person's unit, or null: a number within the 20-400 kg
 * the API takes (44.1-881.8 lbs).
 */
export function typedWeightProblem(text: string, unit: WeightUnit): string | null {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value)) return `Enter your weight in ${unit}.`;
  const kg = kgFrom(value, unit);
  if (kg < WEIGHT_KG.min || kg > WEIGHT_KG.max) {
    const [min, max] = [formatAmount(inUnit(WEIGHT_KG.min, unit)), formatAmount(inUnit(WEIGHT_KG.max, unit))];
    return `Enter a weight between ${min} and ${max} ${unit}.`;
  }
  return null;
}
