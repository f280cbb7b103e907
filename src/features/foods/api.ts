import type { PickedFood } from "@domain/foods/picker";
import type { FoodDto } from "@domain/foods/schemas";
import type { MealType } from "@domain/meals/guest-meal";
import type { Meal } from "@domain/meals/meal";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

// The food table's reads (issue 17 items 3 and 5): GET /api/foods?q= and GET /api/foods/{ndb}.
// Public and the same for everyone, so results stay cached for a while.

export const FOODS_KEY = ["/api/foods"] as const;

export const foodSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...FOODS_KEY, "search", q],
    queryFn: () => apiJson<{ foods: FoodDto[] }>("GET", `/api/foods?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
    staleTime: 10 * 60_000,
  });

export const foodQuery = (ndb: string) =>
  queryOptions({
    queryKey: [...FOODS_KEY, ndb],
    queryFn: () => apiJson<FoodDto>("GET", `/api/foods/${encodeURIComponent(ndb)}`),
    staleTime: 60 * 60_000,
  });

/** Foods picked in "Search foods", logged as one meal through POST /api/meals/manual. */
export function logPickedFoods(
  meal: { mealType: MealType; title: string; totalProtein: number; foods: readonly PickedFood[] },
  idempotencyKey: string,
): Promise<Meal> {
  return apiJson<Meal>(
    "POST",
    "/api/meals/manual",
    {
      imageUrl: null,
      mealType: meal.mealType,
      title: meal.title,
      totalProtein: String(meal.totalProtein),
      source: "manual",
      foodItems: meal.foods.map((f) => ({
        name: f.name,
        foodId: f.foodId,
        grams: f.grams,
        portionSize: f.portionSize,
        proteinContent: f.proteinContent,
        confidence: 1,
      })),
    },
    { "Idempotency-Key": idempotencyKey },
  );
}

/**
 * Swaps a saved meal's food for a picked one (PUT /api/meals/{id}/food-items): the server takes
 * the name and protein from its own table for the NDB number and grams sent.
 */
export function swapMealFood(
  mealId: string,
  item: { id: string; name: string; originalName: string | null },
  picked: PickedFood,
): Promise<Meal> {
  return apiJson<Meal>("PUT", `/api/meals/${encodeURIComponent(mealId)}/food-items`, {
    foodItems: [
      {
        id: item.id,
        name: picked.name,
        originalName: item.originalName ?? item.name,
        foodId: picked.foodId,
        grams: picked.grams,
        portionSize: picked.portionSize,
      },
    ],
  });
}
