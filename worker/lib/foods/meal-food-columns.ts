import { foods } from "../../db/schema";

/**
 * What a meal needs of a food it takes from the USDA table: its name and protein per 100 g.
 * Swaps and saved meals read these columns (one's own foods come from the user's object).
 */
export const TABLE_FOOD_COLUMNS = { ndb: foods.ndb, name: foods.name, proteinPer100g: foods.proteinPer100g };
