import type { FoodDto } from "@domain/foods/schemas";
import { api, param, read } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/foods/barcode/{code}: the user's own food for the code, else Open Food Facts'. */
export const barcodeFoodQuery = (code: string) => ({
  // Below the foods root: creating one's own food for a code refreshes its lookup.
  queryKey: [...queryKeys.foods, "barcode", code] as const,
  queryFn: (): Promise<FoodDto> => read(api.foods.barcode[":code"].$get({ param: { code: param(code) } })),
  // 404 and 400 are answers, not glitches; a 503 is said on screen with a retry button.
  retry: false,
  staleTime: 5 * 60_000,
});
