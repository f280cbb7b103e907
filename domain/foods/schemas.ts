import { z } from "../zod";

// The food search and detail API: GET /api/foods?q= and GET /api/foods/{ndb}.

export const FOOD_QUERY_MAX = 100;

export const foodSearchQuerySchema = z.object({
  q: z
    .string({ error: "Type a food to search for." })
    .trim()
    .min(1, "Type a food to search for.")
    .max(FOOD_QUERY_MAX, `Please search with at most ${FOOD_QUERY_MAX} characters.`),
});

/** A 5-digit USDA SR28 NDB number, e.g. "01123" (egg, whole, raw). */
export const foodIdParamSchema = z.object({
  ndb: z.string().regex(/^\d{5}$/, "A food id is a 5-digit USDA NDB number, like 01123."),
});

export interface FoodPortionDto {
  /** "1 large", "1 cup, chopped": SR28's household measure with its amount. */
  label: string;
  /** Grams of that amount. */
  grams: number;
}

/**
 * A food as every food endpoint answers it (search, detail, barcode, own foods); values per
 * 100 g edible portion. One shape, so the picker and the meal write path treat a scanned or
 * own food exactly as a USDA one.
 */
export interface FoodDto {
  /** The 5-digit NDB number; "off:{13-digit code}" for Open Food Facts; "custom:{id}" for one's own food. */
  id: string;
  name: string;
  /** The maker, for a packaged food; null for USDA foods. */
  brand: string | null;
  /** SR28 food group, e.g. "Dairy and Egg Products". */
  group: string;
  proteinPer100g: number;
  /** null only for a user's own food entered without calories. */
  kcalPer100g: number | null;
  fatPer100g: number | null;
  carbsPer100g: number | null;
  /** null where SR28 gives no fiber value. */
  fiberPer100g: number | null;
  portions: FoodPortionDto[];
  /** Where the numbers come from, e.g. "USDA SR28, NDB 01123". */
  source: string;
  /** The barcode a packaged or own food carries (13 digits); null for USDA foods. */
  barcode: string | null;
}

export const sr28Source = (ndb: string) => `USDA SR28, NDB ${ndb}`;

/** A describe-your-meal fragment that was not counted, with SR28 foods to pick from instead. */
export interface UnmatchedFragment {
  /** The fragment as typed, e.g. "a bowl of unknownium stew". */
  text: string;
  /** The closest search matches (at most 3), best first; empty when nothing is close. */
  suggestions: FoodDto[];
  /**
   * The food the table found for it, not counted because it names another protein than typed
   * ("chicken burrito bowl" and "Burrito with beans and beef"): the first suggestion, offered as
   * "Did you mean…?".
   */
  meant?: string;
}
