import { countedPortionText, roundGrams } from "../nutrition/portion-size";
import { roundTo } from "../nutrition/round";
import type { FoodDto } from "./schemas";

/**
 * The maths of the food picker: how much of a picked food, and what that
 * amount holds. A food's values are per 100 g (SR28), so every number is grams / 100 times it.
 */

/** How much was picked: a count of one of the food's SR28 portions, or grams typed in. */
export type PickedAmount = { kind: "portion"; index: number; count: number } | { kind: "grams"; grams: number };

/** Most a single food in a meal may weigh: the meal write path accepts at most 5000 g a food. */
export const MAX_PICKED_GRAMS = 5000;

/** The grams of an amount, or null when it is not a usable amount (no such portion, 0, too much). */
export function gramsOf(food: Pick<FoodDto, "portions">, amount: PickedAmount): number | null {
  let grams: number;
  if (amount.kind === "grams") grams = amount.grams;
  else {
    const portion = food.portions[amount.index];
    if (!portion) return null;
    grams = portion.grams * amount.count;
  }
  if (!Number.isFinite(grams) || grams <= 0 || grams > MAX_PICKED_GRAMS) return null;
  return roundTo(grams, 1);
}

/** What `grams` of the food hold; protein, fat and carbs to 0.1 g, energy to the kcal. */
export interface PickedNutrients {
  protein: number;
  kcal: number | null;
  fat: number | null;
  carbs: number | null;
}

export function nutrientsOf(
  food: Pick<FoodDto, "proteinPer100g" | "kcalPer100g" | "fatPer100g" | "carbsPer100g">,
  grams: number,
): PickedNutrients {
  const per = (value: number) => (value * grams) / 100;
  return {
    protein: roundTo(per(food.proteinPer100g), 1),
    kcal: food.kcalPer100g === null ? null : Math.round(per(food.kcalPer100g)),
    fat: food.fatPer100g === null ? null : roundTo(per(food.fatPer100g), 1),
    carbs: food.carbsPer100g === null ? null : roundTo(per(food.carbsPer100g), 1),
  };
}

/** How the amount is written on the meal: "2 large (100 g)" or "150 g". */
export function amountLabel(food: Pick<FoodDto, "portions">, amount: PickedAmount, grams: number): string {
  if (amount.kind === "grams") return `${roundGrams(grams)} g`;
  return countedPortionText(food.portions[amount.index]?.label ?? "portion", amount.count, grams);
}

/** A food's name on a meal: a packaged food's brand follows it, "Skyr (Arla)". */
export const mealFoodName = (food: Pick<FoodDto, "name" | "brand">) =>
  food.brand ? `${food.name} (${food.brand})`.slice(0, 120) : food.name;

/**
 * A picked food as a food of a meal, with its food id: the NDB number of a USDA food, or
 * "off:{code}" / "custom:{id}" for a scanned or own food.
 */
export interface PickedFood {
  name: string;
  foodId: string;
  grams: number;
  portionSize: string;
  proteinContent: number;
  kcal: number | null;
  fat: number | null;
  carbs: number | null;
  source: string;
}

export function pickFood(food: FoodDto, amount: PickedAmount): PickedFood | null {
  const grams = gramsOf(food, amount);
  if (grams === null) return null;
  const n = nutrientsOf(food, grams);
  return {
    name: mealFoodName(food),
    foodId: food.id,
    grams,
    portionSize: amountLabel(food, amount, grams),
    proteinContent: n.protein,
    kcal: n.kcal,
    fat: n.fat,
    carbs: n.carbs,
    source: food.source,
  };
}

/** The meal's total protein, to 0.1 g, from its picked foods. */
export const totalProteinOf = (foods: readonly Pick<PickedFood, "proteinContent">[]) =>
  roundTo(
    foods.reduce((sum, f) => sum + f.proteinContent, 0),
    1,
  );

/**
 * The amount a food of a meal was logged with, as the picker's choice, so its editor opens
 * where the meal is: the portion and count whose text is the food's portion ("2 large (100 g)"),
 * else its grams, else 100 g.
 */
export function amountOf(
  food: Pick<FoodDto, "portions">,
  logged: { portionSize: string | null; grams: number | null },
): PickedAmount {
  const grams = logged.grams;
  if (grams === null || !(grams > 0)) return { kind: "grams", grams: 100 };
  for (const [index, portion] of food.portions.entries()) {
    const count = roundTo(grams / portion.grams, 2);
    if (!(count > 0)) continue;
    const amount: PickedAmount = { kind: "portion", index, count };
    if (amountLabel(food, amount, grams) === logged.portionSize) return amount;
  }
  return { kind: "grams", grams };
}
