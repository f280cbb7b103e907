import { foods } from "../../db/schema";

/**
 * What a meal needs of a food it takes from the USDA table: its name and protein per 100 g.
 * Swaps and saved meals read these columns (one's own foods come from the user's object).
 */
export const TABLE_FOOD_COLUMNS = { ndb: foods.ndb, name: foods.name, proteinPer100g: foods.proteinPer100g };

/**
 * The same, with the values per 100 g a meal's food stores its kcal, fat and carbs from
 * (domain/nutrition/stored-nutrients.ts): read with the food, they need no read of their own.
 */
export const TABLE_FOOD_WITH_VALUES = {
  ...TABLE_FOOD_COLUMNS,
  kcal: foods.kcalPer100g,
  fat: foods.fatPer100g,
  carbs: foods.carbsPer100g,
};
