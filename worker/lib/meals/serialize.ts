import type { FoodItem, Meal } from "../../../domain/meals/meal";
import { ndbOf } from "../../../domain/nutrition/ndb";
import type { FoodItemRow, MealRow, MealWithFoods } from "../../user-data/object";

export function toFoodItem(row: FoodItemRow): FoodItem {
  return {
    id: row.id,
    name: row.name,
    originalName: row.originalName,
    proteinContent: row.proteinContent,
    grams: row.grams,
    portionSize: row.portionSize,
    confidence: row.confidence,
    source: row.source,
    foodId: row.foodId,
    ndb: ndbOf(row.foodId),
    kcal: row.kcal,
    fat: row.fatG,
    carbs: row.carbsG,
  };
}

/** A meal as the API answers it: its row in the user's object, its foods in position order, and whose it is. */
export function toMeal(userId: string, { meal: row, foods }: MealWithFoods): Meal {
  return {
    id: row.id,
    userId,
    mealType: row.mealType,
    title: row.title,
    totalProtein: row.totalProtein,
    imageUrl: row.imageUrl,
    source: row.source,
    localDate: row.localDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    awaitingAnalysis: row.awaitingAnalysis,
    calories: row.calories,
    carbs: row.carbsG,
    fat: row.fatG,
    foodItems: [...foods].sort((a, b) => a.position - b.position).map(toFoodItem),
  };
}

/** Cursor = the last meal's (createdAt, id), opaque to the client. */
export function encodeCursor(row: Pick<MealRow, "createdAt" | "id">): string {
  return btoa(`${row.createdAt.getTime()}:${row.id}`).replace(/=+$/, "");
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } | null {
  try {
    const [ms, ...rest] = atob(cursor).split(":");
    const createdAt = Number(ms);
    const id = rest.join(":");
    return Number.isFinite(createdAt) && id ? { createdAt, id } : null;
  } catch {
    return null;
  }
}
