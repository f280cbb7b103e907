// Where the numbers of foods beyond the USDA table come from. They share the food
// shape of GET /api/foods/{id} (`FoodDto` in domain/foods/schemas.ts).

export const OPEN_FOOD_FACTS_SOURCE = "Open Food Facts (ODbL)";
export const OWN_FOOD_SOURCE = "Your own food";

/** Two decimals are finer than any label prints; they keep sums stable. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
