import type { MealType } from "./guest-meal";

/** A food of a meal, with how its protein was found. */
export interface FoodItem {
  id: string;
  name: string;
  originalName: string | null;
  proteinContent: number;
  grams: number | null;
  portionSize: string | null;
  confidence: number | null;
  source: "table" | "model" | "manual";
  foodId: string | null;
  /**
   * The USDA SR28 record the food is (an NDB number), when it is a table food, picked or
   * everyday; null otherwise. Sent by the API; a guest's meal kept in the browser has none.
   */
  ndb?: string | null;
  /**
   * Energy (kcal), fat and carbs (g) of these grams from the USDA SR28 table;
   * null for a food that is not a table food. The API always sends them; a guest's meal kept in
   * the browser has them only if describe gave them.
   */
  kcal?: number | null;
  fat?: number | null;
  carbs?: number | null;
}

/** A meal's own kcal, carbs and fat (g), typed with a quick add; each null when not given. */
export interface MealMacros {
  calories: number | null;
  carbs: number | null;
  fat: number | null;
}

/** A logged meal as the API returns it. */
export interface Meal extends Partial<MealMacros> {
  id: string;
  userId: string;
  mealType: MealType;
  title: string | null;
  totalProtein: number;
  imageUrl: string | null;
  source: "manual" | "describe" | "photo" | "planner" | "guest";
  localDate: string;
  createdAt: string;
  updatedAt: string;
  foodItems: FoodItem[];
  /** A guest's photo waiting for analysis: not counted anywhere yet (ADR 019). */
  awaitingAnalysis?: boolean;
  // calories, carbs and fat (MealMacros): the API sends them, null when not given; a guest's
  // meal kept in the browser has them only if they were typed.
}

/** The name a meal is shown by: its title, else its foods, else its type. */
export function mealName(
  meal: Pick<Meal, "title" | "mealType"> & { foodItems: readonly Pick<FoodItem, "name">[] },
): string {
  if (meal.title?.trim()) return meal.title.trim();
  const names = meal.foodItems.map((f) => f.name).filter(Boolean);
  if (names.length > 0) return names.join(", ");
  return meal.mealType.charAt(0).toUpperCase() + meal.mealType.slice(1);
}
