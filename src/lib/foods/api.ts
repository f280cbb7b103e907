import type { PickedFood } from "@domain/foods/picker";
import type { MealType } from "@domain/meals/guest-meal";
import { queryOptions } from "@tanstack/react-query";
import { api, param, read } from "../api";
import { logMeal } from "../meals/api";

// The food table's reads (issue 17 items 3 and 5): GET /api/foods?q= and GET /api/foods/{ndb},
// shared by the food picker, Search foods, Describe, the photo card and the edit dialog.
// Public and the same for everyone, so results stay cached for a while.

export const FOODS_KEY = ["foods"] as const;

export const foodSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...FOODS_KEY, "search", q],
    queryFn: () => read(api.foods.$get({ query: { q } })),
    enabled: q.trim().length > 0,
    staleTime: 10 * 60_000,
  });

export const foodQuery = (ndb: string) =>
  queryOptions({
    queryKey: [...FOODS_KEY, ndb],
    queryFn: () => read(api.foods[":ndb"].$get({ param: { ndb: param(ndb) } })),
    staleTime: 60 * 60_000,
  });

/** Foods picked in "Search foods", logged as one meal through POST /api/meals/manual. */
export function logPickedFoods(
  meal: { mealType: MealType; title: string; totalProtein: number; foods: readonly PickedFood[] },
  idempotencyKey: string,
) {
  return logMeal(
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
    idempotencyKey,
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
) {
  return read(
    api.meals[":id"]["food-items"].$put({
      param: { id: param(mealId) },
      json: {
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
      },
    }),
  );
}
