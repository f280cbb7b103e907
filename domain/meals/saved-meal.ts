import { z } from "../zod";
import { MEAL_TYPES } from "./guest-meal";
import { copyDateSchema } from "./relog";

/** The most saved meals one account keeps, and the most foods in one: a list to pick from, bounded. */
export const MAX_SAVED_MEALS = 200;
export const MAX_SAVED_MEAL_FOODS = 50;

/** A food of a saved meal: a USDA SR28 food by NDB number, or one of the user's own foods, and its grams. */
export type SavedFoodRef = { ndb: string; grams: number } | { customFoodId: string; grams: number };

const grams = z
  .number({ error: "Each food needs its grams as a number." })
  .gt(0, "Each food needs more than 0 g.")
  .max(5000, "A food can weigh at most 5,000 g.");

const savedFood = z.union(
  [
    z.object({ ndb: z.string().regex(/^\d{5}$/, "A table food's ndb is its 5-digit USDA number."), grams }).strict(),
    z
      .object({
        // As the food list names it ("custom:{id}") or the bare id.
        customFoodId: z
          .string()
          .transform((id) => id.replace(/^custom:/, ""))
          .pipe(z.uuid({ error: "That food of your own does not exist." })),
        grams,
      })
      .strict(),
  ],
  { error: "Each food is { ndb, grams } or { customFoodId, grams }." },
);

/** POST /api/saved-meals and PUT /api/saved-meals/{id}: a name and its foods. */
export const savedMealSchema = z.object({
  name: z
    .string({ error: "Give the meal a name." })
    .trim()
    .min(1, "Give the meal a name.")
    .max(200, "A meal name can be at most 200 characters."),
  foods: z
    .array(savedFood, { error: "List the meal's foods." })
    .min(1, "A saved meal needs at least one food.")
    .max(MAX_SAVED_MEAL_FOODS, `A saved meal can have at most ${MAX_SAVED_MEAL_FOODS} foods.`),
});

/** POST /api/saved-meals/{id}/log: which meal it is, and the day when not today. */
export const logSavedMealSchema = z.object({
  mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }),
  date: copyDateSchema.optional(),
});

export const savedMealIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** A saved meal as the API answers it: its foods named and weighed, with protein from the tables. */
export interface SavedMeal {
  id: string;
  name: string;
  protein: number;
  foods: (SavedFoodRef & { name: string; protein: number })[];
  createdAt: string;
  updatedAt: string;
}
