import type { PackagedFoodView } from "@domain/barcode/food";
import type { CustomFoodInput } from "@domain/custom-foods/schemas";
import { api, param, read } from "@/lib/api";

/** A food from a barcode or of the user's own, in the shape every food endpoint answers. */
export type PackagedFood = PackagedFoodView;

export const CUSTOM_FOODS_KEY = ["custom-foods"] as const;

/** GET /api/foods/barcode/{code}: the user's own food for the code, else Open Food Facts'. */
export const barcodeFoodQuery = (code: string) => ({
  queryKey: ["barcode", code] as const,
  queryFn: (): Promise<PackagedFood> => read(api.foods.barcode[":code"].$get({ param: { code: param(code) } })),
  // 404 and 400 are answers, not glitches; a 503 is said on screen with a retry button.
  retry: false,
  staleTime: 5 * 60_000,
});

export const customFoodsQuery = {
  queryKey: CUSTOM_FOODS_KEY,
  queryFn: () => read(api.foods.custom.$get()),
};

/** The id the custom-foods routes take: the food's id without its "custom:" prefix. */
export const customFoodId = (food: Pick<PackagedFood, "id">) => food.id.replace(/^custom:/, "");

export const createCustomFood = (input: CustomFoodInput) => read(api.foods.custom.$post({ json: input }));

export const updateCustomFood = (id: string, input: CustomFoodInput) =>
  read(api.foods.custom[":id"].$put({ param: { id: param(id) }, json: input }));

export const deleteCustomFood = async (id: string) => {
  await read(api.foods.custom[":id"].$delete({ param: { id: param(id) } }));
};
