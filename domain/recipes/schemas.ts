import { MEAL_TYPES } from "../meals/guest-meal";
import { z } from "../zod";

const recipeId = z
  .string({ error: "Choose a recipe." })
  .trim()
  .min(1, "Choose a recipe.")
  .max(100, "A recipe id is at most 100 characters.");

/** GET /api/meal-prep/recipes query: by meal type, and only the user's favorites when asked. */
export const recipesQuerySchema = z.object({
  mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }).optional(),
  favorites: z
    .enum(["true", "false"], { error: "favorites must be true or false." })
    .optional()
    .transform((v) => v === "true"),
});

/** POST /api/meal-prep/favorites body: the recipe to add. */
export const favoriteBodySchema = z.object({ recipeId });

/** The {id} of /api/meal-prep/recipes/{id} and /api/meal-prep/favorites/{id}. */
export const recipeIdParamSchema = z.object({ id: recipeId });

export type RecipesQuery = z.output<typeof recipesQuerySchema>;
