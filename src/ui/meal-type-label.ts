import type { MealType } from "@domain/meals/guest-meal";

/**
 * The emoji and name a recipe's meal type is shown with (the recipe page shows the meal type with its emoji). Meal rows
 * draw the same types as SVG icons instead (src/ui/meal-type-icon.tsx, ADR 040).
 */
export const MEAL_TYPE_EMOJI: Readonly<Record<MealType, string>> = {
  breakfast: "🌅",
  lunch: "🥗",
  dinner: "🍽️",
  snack: "🍎",
};

export const MEAL_TYPE_NAMES: Readonly<Record<MealType, string>> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
