import type { LabelReading } from "@domain/custom-foods/label-reading";
import type { CustomFoodInput } from "@domain/custom-foods/schemas";
import type { PickedFood } from "@domain/foods/picker";
import type { FoodDto } from "@domain/foods/schemas";
import { queryOptions } from "@tanstack/react-query";
import { api, apiFetch, param, read } from "../api";
import { queryKeys } from "../query-keys";

// The food table's reads: GET /api/foods?q= and GET /api/foods/usda/{ndb},
// shared by the food picker, Search foods, Describe, the photo card and the edit dialog.
// Public and the same for everyone, so results stay cached for a while.

export const FOODS_KEY = queryKeys.foods;

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
    queryFn: () => read(api.foods.usda[":ndb"].$get({ param: { ndb: param(ndb) } })),
    staleTime: 60 * 60_000,
  });

/**
 * Swaps a saved meal's foods for picked ones (PUT /api/meals/{id}/food-items), all at once: the
 * server takes the names and protein from its own table for the NDB numbers and grams sent.
 */
export function swapMealFoods(
  mealId: string,
  swaps: readonly { item: { id: string; name: string; originalName: string | null }; picked: PickedFood }[],
) {
  return read(
    api.meals[":id"]["food-items"].$put({
      param: { id: param(mealId) },
      json: {
        foodItems: swaps.map(({ item, picked }) => ({
          id: item.id,
          name: picked.name,
          originalName: item.originalName ?? item.name,
          foodId: picked.foodId,
          grams: picked.grams,
          portionSize: picked.portionSize,
        })),
      },
    }),
  );
}

// One's own foods: private to the signed-in user, listed first in search.

export const customFoodsQuery = () =>
  queryOptions({ queryKey: queryKeys.customFoods, queryFn: () => read(api.foods.custom.$get()) });

/** The id the custom-foods routes take: the food's id without its "custom:" prefix. */
export const customFoodId = (food: Pick<FoodDto, "id">) => food.id.replace(/^custom:/, "");

export const createCustomFood = (input: CustomFoodInput) => read(api.foods.custom.$post({ json: input }));

export const updateCustomFood = (id: string, input: CustomFoodInput) =>
  read(api.foods.custom[":id"].$put({ param: { id: param(id) }, json: input }));

export const deleteCustomFood = async (id: string) => {
  await read(api.foods.custom[":id"].$delete({ param: { id: param(id) } }));
};

/**
 * Reads a photo of a nutrition label (POST /api/foods/label, a form with the photo): the
 * label's numbers for the own-food form to start from. Nothing is stored; it is one AI
 * analysis of the day.
 */
export async function readLabel(photo: Blob): Promise<LabelReading> {
  const form = new FormData();
  form.append("photo", photo, "label.jpg");
  const res = await apiFetch("/api/foods/label", { method: "POST", body: form });
  return (await res.json()) as LabelReading;
}
