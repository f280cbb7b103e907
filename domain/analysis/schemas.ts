import { MEAL_TYPES } from "../meals/guest-meal";
import { ownPhotoUrlSchema } from "../meals/schemas";
import { z } from "../zod";

/** POST /api/analyze-meal: an own photo's URL and the meal type (lunch by default). */
export const analyzeMealSchema = z.object({
  imageUrl: ownPhotoUrlSchema,
  mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }).default("lunch"),
});

/** PUT /api/meals/{mealId}/food-items: renamed foods (and, beyond the plain contract, edited grams). */
export const foodItemsUpdateSchema = z.object({
  foodItems: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        name: z.string().trim().min(1, "A food needs a name.").max(120),
        originalName: z.string().max(120).nullish(),
        grams: z.number().min(0, "Grams cannot be negative.").max(3000, "At most 3000 g per food.").nullish(),
        /**
         * A food picked in the food picker: a USDA food's 5-digit NDB number, or
         * "custom:{id}" for one of the user's own foods. The server then takes the name
         * and protein from its own table, never from the request.
         */
        foodId: z
          .string()
          .regex(
            /^(\d{5}|custom:[0-9a-f-]{36})$/,
            "A picked food is a USDA food's 5-digit NDB number, like 01123, or one of your own foods.",
          )
          .optional(),
        portionSize: z.string().trim().max(100).nullish(),
      }),
    )
    .min(1, "Send at least one food.")
    .max(30),
});
