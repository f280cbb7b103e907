import type { MealType } from "@domain/meals/guest-meal";
import { queryOptions } from "@tanstack/react-query";
import { api, param, read } from "@/lib/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { queryKeys } from "@/lib/query-keys";

export { logMeal } from "@/lib/meals/api";

/** Describe-your-meal: the foods the server reads in the text, with their protein. */
export const parseMealText = (text: string) => read(api.meals.parse.$post({ json: { text } }));

// One-tap re-logging: /api/meals/recent, /relog and /copy-yesterday.

/** Under the meals key, so any meal change refreshes the re-log lists too. */
export const RELOG_CHOICES_KEY = [...queryKeys.meals, "recent"] as const;

/** Recent and frequent meals and foods, and yesterday's meal types. */
export const relogChoicesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: RELOG_CHOICES_KEY, enabled, queryFn: () => read(api.meals.recent.$get()) });

export type RelogTarget = { mealId: string } | { foodItemId: string };

/** Logs a meal, or one food of a meal, again today; `key` makes a retry of the same tap one meal. */
export const relogMeal = (target: RelogTarget, mealType: MealType, key = newIdempotencyKey()) =>
  read(api.meals.relog.$post({ json: { ...target, mealType } }, { headers: { "Idempotency-Key": key } }));

/** Logs each of yesterday's meals of this type again today. */
export const copyYesterday = (mealType: MealType, key = newIdempotencyKey()) =>
  read(api.meals["copy-yesterday"].$post({ json: { mealType } }, { headers: { "Idempotency-Key": key } }));

// Saved meals of one's own: /api/saved-meals (listed first in GET /api/meals/recent's answer).

/** Logs a saved meal today as `mealType`; `key` makes a retry of the same tap one meal. */
export const logSavedMeal = (id: string, mealType: MealType, key = newIdempotencyKey()) =>
  read(
    api["saved-meals"][":id"].log.$post(
      { param: { id: param(id) }, json: { mealType } },
      { headers: { "Idempotency-Key": key } },
    ),
  );
