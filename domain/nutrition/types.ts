/**
 * The food groups of the nutrition table. Most follow the product brief's list; "game",
 * "meat-alternatives" and "other" (fats, condiments, sweets, drinks) exist so that common meal
 * descriptions match a food instead of landing in `unmatched`.
 */
export const FOOD_CATEGORIES = [
  "beef",
  "pork",
  "lamb",
  "game",
  "poultry",
  "deli",
  "fish",
  "seafood",
  "eggs",
  "dairy",
  "legumes",
  "soy",
  "meat-alternatives",
  "grains",
  "breads-cereals",
  "nuts-seeds",
  "vegetables",
  "fruit",
  "protein-supplements",
  "dishes",
  "other",
] as const;

export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/**
 * Where a food's values come from: every food of the table is a USDA SR28 record (U.S. Department
 * of Agriculture, Agricultural Research Service, 2016, Release 28), named by its NDB number.
 */
export type FoodSource = "USDA SR28";

/** A typical amount of a food, e.g. `{ unit: "slice", grams: 28 }`. */
export interface Portion {
  unit: string;
  grams: number;
}

export interface Food {
  /** kebab-case and unique, e.g. "chicken-breast-cooked". */
  id: string;
  /**
   * The USDA SR28 food this everyday entry means (5-digit NDB number): its per-100 g values come
   * from that record (data/usda-sr28/, scripts/build-usda.ts), its names become search aliases.
   */
  ndb: string;
  /** Display name, e.g. "Chicken breast, skinless (cooked)". */
  name: string;
  category: FoodCategory;
  /** Per 100 g, from the SR28 record `ndb`. */
  proteinPer100g: number;
  kcalPer100g: number;
  fatPer100g: number;
  carbsPer100g: number;
  /** null where SR28 gives no fiber value. */
  fiberPer100g: number | null;
  source: FoodSource;
  /** Lower-case names people type; a bare name ("rice") belongs to the form usually eaten. */
  synonyms: string[];
  /**
   * Typical portions. The first is what a mention without any amount means ("rice" is one cup);
   * the first countable one (not cup, tbsp, tsp or serving) is what a bare count means ("2 eggs").
   */
  portions: Portion[];
  /** Density of a liquid in g per ml, for amounts given in ml or litres. */
  mlToGrams?: number;
}

/** A food as domain/nutrition/foods/ writes it: names and portions; the numbers come from SR28. */
export type FoodEntry = Omit<
  Food,
  "proteinPer100g" | "kcalPer100g" | "fatPer100g" | "carbsPer100g" | "fiberPer100g" | "source"
>;

/** One food read from a typed meal (or a café drink's part): its table food, grams and values. */
export interface ParsedItem {
  name: string;
  foodId: string;
  /** The USDA SR28 food (NDB number) the values come from. */
  ndb: string;
  grams: number;
  portionSize: string;
  proteinContent: number;
  confidence: number;
  /** Energy, fat and carbs of these grams, from the same SR28 record. */
  kcal: number;
  fat: number;
  carbs: number;
  /** The household measure the amount was given in ("cup", "tbsp", "tsp"), for SR28's weight of it. */
  household?: string;
}
