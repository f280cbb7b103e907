import { HEALTH_GOALS } from "../goals/formula";
import { MEAL_TYPES } from "../meals/guest-meal";
import { z } from "../zod";

/** GET /api/planner/meals query: both filters optional; no filter lists every meal. */
export const plannerMealsQuerySchema = z.object({
  healthGoal: z.enum(HEALTH_GOALS, { error: "Health goal must be lose_fat, maintain or build_muscle." }).optional(),
  mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }).optional(),
});

export type PlannerMealsQuery = z.output<typeof plannerMealsQuerySchema>;
