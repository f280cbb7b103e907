/**
 * A food as the food endpoints answer it (issue 17's shape, GET /api/foods/{id}), for the
 * foods that do not come from the USDA table: packaged products found by barcode and the
 * user's own foods. Nutrients are per 100 g; null where the source does not state them.
 */
export interface PortionView {
  label: string;
  grams: number;
}

export interface PackagedFoodView {
  /** "off:{13-digit code}" for Open Food Facts, "custom:{id}" for a user's own food. */
  id: string;
  name: string;
  brand: string | null;
  group: string;
  proteinPer100g: number;
  kcalPer100g: number | null;
  fatPer100g: number | null;
  carbsPer100g: number | null;
  fiberPer100g: number | null;
  portions: PortionView[];
  /** Where the numbers come from, shown beside the food. */
  source: string;
  barcode: string | null;
}

export const OPEN_FOOD_FACTS_SOURCE = "Open Food Facts (ODbL)";
export const OWN_FOOD_SOURCE = "Your own food";

/** Two decimals are finer than any label prints; they keep sums stable. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
