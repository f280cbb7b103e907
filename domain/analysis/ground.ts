import { roundToTenth } from "../nutrition/round";
import { findFood, proteinFor } from "../nutrition/table";
import type { Food } from "../nutrition/types";
import type { ModelAnswer } from "./model-answer";

/** Finds the food a name means; the everyday table unless the caller knows more (the SR28 table in D1). */
export type FoodLookup = (name: string) => Food | undefined;

/** A model's figure is trusted less than the table's: its confidence is scaled down. */
export const MODEL_ESTIMATE_CONFIDENCE_FACTOR = 0.6;

export interface GroundedFood {
  name: string;
  grams: number;
  portionSize: string;
  proteinContent: number;
  confidence: number;
  source: "table" | "model";
  foodId: string | null;
}

/**
 * Protein from the nutrition table where the food is known (grams × protein per 100 g),
 * else the model's own estimate, marked as such with lower confidence.
 */
export function groundFoods(
  answer: ModelAnswer,
  lookup: FoodLookup = findFood,
): { foods: GroundedFood[]; totalProtein: number } {
  const foods = answer.foods.map((f): GroundedFood => {
    const grams = Math.round(f.grams);
    const food = lookup(f.name);
    if (food) {
      return {
        name: f.name,
        grams,
        portionSize: `${grams} g`,
        proteinContent: proteinFor(food, grams),
        confidence: Math.round(f.confidence * 100) / 100,
        source: "table",
        foodId: food.id,
      };
    }
    return {
      name: f.name,
      grams,
      portionSize: `${grams} g`,
      proteinContent: roundToTenth(f.protein),
      confidence: Math.round(f.confidence * MODEL_ESTIMATE_CONFIDENCE_FACTOR * 100) / 100,
      source: "model",
      foodId: null,
    };
  });
  return { foods, totalProtein: roundToTenth(foods.reduce((s, f) => s + f.proteinContent, 0)) };
}
