import type { MealType } from "../meals/guest-meal";

/**
 * The meal type the planner opens on: the next meal by the local clock, so a visit at 8:00
 * plans breakfast and one at 19:00 plans dinner. Before 11:00 breakfast, before 15:00 lunch,
 * before 17:00 an afternoon snack, before 21:00 dinner, then an evening snack.
 */
export function mealTypeForHour(hour: number): MealType {
  if (hour < 11) return "breakfast";
  if (hour < 15) return "lunch";
  if (hour < 17) return "snack";
  if (hour < 21) return "dinner";
  return "snack";
}
