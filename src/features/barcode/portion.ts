import type { PackagedFood } from "./api";

/** How much of a food is eaten: a number of one of its portions, or grams. */
export interface Amount {
  /** Index into food.portions, or "grams". */
  unit: number | "grams";
  quantity: number;
}

export const defaultAmount = (food: PackagedFood): Amount =>
  food.portions.length > 0 ? { unit: 0, quantity: 1 } : { unit: "grams", quantity: 100 };

/** The grams an amount weighs, or null when it is not a positive, sane amount. */
export function gramsOf(food: PackagedFood, amount: Amount): number | null {
  if (!Number.isFinite(amount.quantity) || amount.quantity <= 0) return null;
  const grams = amount.unit === "grams" ? amount.quantity : (food.portions[amount.unit]?.grams ?? 0) * amount.quantity;
  return grams > 0 && grams <= 5000 ? grams : null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Protein in an amount, to one decimal as Proteo shows it everywhere. */
export const proteinIn = (food: PackagedFood, grams: number) => oneDecimal((food.proteinPer100g * grams) / 100);

export const perAmount = (per100g: number | null, grams: number) =>
  per100g === null ? null : oneDecimal((per100g * grams) / 100);

/** "1 serving (30 g)", "2 × 1 bar", "150 g": the amount as the meal's food line shows it. */
export function amountLabel(food: PackagedFood, amount: Amount, grams: number): string {
  if (amount.unit === "grams") return `${oneDecimal(grams)} g`;
  const label = food.portions[amount.unit]?.label ?? "serving";
  return amount.quantity === 1 ? label : `${amount.quantity} × ${label}`;
}
