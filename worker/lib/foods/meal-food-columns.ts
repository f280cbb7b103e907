import { customFoods, foods } from "../../db/schema";

/**
 * What a meal needs of a food it takes from the USDA table or from the user's own foods: its
 * name (an own food's with its brand, mealFoodName) and protein per 100 g. Swaps and saved meals
 * read these columns.
 */
export const TABLE_FOOD_COLUMNS = { ndb: foods.ndb, name: foods.name, proteinPer100g: foods.proteinPer100g };
export const OWN_FOOD_COLUMNS = {
  id: customFoods.id,
  name: customFoods.name,
  brand: customFoods.brand,
  proteinPer100g: customFoods.proteinPer100g,
};
