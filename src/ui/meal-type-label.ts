import type { MealType } from "@domain/meals/guest-meal";

/** The emoji and name a meal type is shown with, the same everywhere (meal rows use the same icons). */
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
