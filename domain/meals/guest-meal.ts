import { guestProfileInputSchema } from "../goals/guest-profile";
import { z } from "../zod";
import { MAX_MEAL_NAME } from "./protein-text";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** Photos a migrated meal may point at: only Proteo's own stored objects. */
const ownObjectUrl = z
  .string()
  .max(300)
  .regex(/^\/api\/objects\/[A-Za-z0-9/_-]+$/, "A meal photo must be a Proteo photo link.");

/**
 * A meal a guest saved in local storage (`guestMeals`), as the browser
 * sends it at sign-up. `id` is the browser's own id, used to store it exactly once.
 */
export const guestMealSchema = z.object({
  id: z.string().trim().min(1, "Each guest meal needs its id.").max(100),
  mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }),
  totalProtein: z.coerce
    .number({ error: "totalProtein must be a number." })
    .min(0, "Protein cannot be negative.")
    .max(1000, "Protein must be at most 1000 g."),
  title: z.string().trim().max(MAX_MEAL_NAME).nullish(),
  imageUrl: ownObjectUrl.nullish(),
  createdAt: z.iso.datetime({ offset: true, error: "createdAt must be an ISO date and time." }),
  foodItems: z
    .array(
      z.object({
        name: z.string().trim().min(1, "A food needs a name.").max(200),
        proteinContent: z.coerce.number().min(0).max(1000).optional(),
        portionSize: z.string().trim().max(100).nullish(),
      }),
    )
    .max(50, "A meal can have at most 50 foods.")
    .default([]),
  isGuest: z.boolean().optional(),
});

/**
 * A guest's photo meal: a photo with no name and 0 g, because analysis needs an account.
 * After sign-up it waits for analysis instead of counting as 0 g (ADR 019).
 */
export function isPhotoAwaitingAnalysis(meal: Pick<GuestMeal, "imageUrl" | "totalProtein" | "title">): boolean {
  return Boolean(meal.imageUrl) && meal.totalProtein === 0 && !meal.title?.trim();
}

export const migrateGuestDataSchema = z.object({
  guestMeals: z.array(guestMealSchema, { error: "guestMeals must be a list." }).max(500, "At most 500 meals at once."),
  /** The guest's onboarding profile, if any: stored as far as its fields are valid. */
  guestProfile: guestProfileInputSchema.optional(),
});

export type GuestMeal = z.infer<typeof guestMealSchema>;
