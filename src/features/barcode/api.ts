import type { PackagedFoodView } from "@domain/barcode/food";
import type { CustomFoodInput } from "@domain/custom-foods/schemas";
import { apiJson, apiRequest } from "@/lib/api";

/** A food from a barcode or of the user's own, in the shape every food endpoint answers. */
export type PackagedFood = PackagedFoodView;

export const CUSTOM_FOODS_KEY = ["/api/foods/custom"] as const;

/** GET /api/foods/barcode/{code}: the user's own food for the code, else Open Food Facts'. */
export const barcodeFoodQuery = (code: string) => ({
  queryKey: ["/api/foods/barcode", code] as const,
  queryFn: () => apiJson<PackagedFood>("GET", `/api/foods/barcode/${encodeURIComponent(code)}`),
  // 404 and 400 are answers, not glitches; a 503 is said on screen with a retry button.
  retry: false,
  staleTime: 5 * 60_000,
});

export const customFoodsQuery = {
  queryKey: CUSTOM_FOODS_KEY,
  queryFn: () => apiJson<{ foods: PackagedFood[] }>("GET", "/api/foods/custom"),
};

/** The id the custom-foods routes take: the food's id without its "custom:" prefix. */
export const customFoodId = (food: Pick<PackagedFood, "id">) => food.id.replace(/^custom:/, "");

export const createCustomFood = (input: CustomFoodInput) => apiJson<PackagedFood>("POST", "/api/foods/custom", input);

export const updateCustomFood = (id: string, input: CustomFoodInput) =>
  apiJson<PackagedFood>("PUT", `/api/foods/custom/${encodeURIComponent(id)}`, input);

export const deleteCustomFood = async (id: string) => {
  await apiRequest("DELETE", `/api/foods/custom/${encodeURIComponent(id)}`);
};
