import type { MealType } from "@domain/meals/guest-meal";
import type { Meal } from "@domain/meals/meal";
import type { RelogChoices } from "@domain/meals/relog";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { MEALS_KEY, newIdempotencyKey } from "./queries";

// One-tap re-logging (issue 17 item 6): the browser's calls to /api/meals/recent, /relog and
// /copy-yesterday, in one place so they can move onto the typed client unchanged.

/** Under the meals key, so refreshMealData refreshes the lists after any meal change. */
export const RELOG_CHOICES_KEY = [...MEALS_KEY, "recent"] as const;

/** Recent and frequent meals and foods, and yesterday's meal types (the default GET query function). */
export const relogChoicesQuery = (enabled: boolean) =>
  queryOptions<RelogChoices>({ queryKey: RELOG_CHOICES_KEY, enabled });

export type RelogTarget = { mealId: string } | { foodItemId: string };

/** Logs a meal, or one food of a meal, again today; `key` makes a retry of the same tap one meal. */
export function relogMeal(target: RelogTarget, mealType: MealType, key = newIdempotencyKey()): Promise<Meal> {
  return apiJson<Meal>("POST", "/api/meals/relog", { ...target, mealType }, { "Idempotency-Key": key });
}

/** Logs each of yesterday's meals of this type again today. */
export function copyYesterday(mealType: MealType, key = newIdempotencyKey()): Promise<{ meals: Meal[] }> {
  return apiJson<{ meals: Meal[] }>("POST", "/api/meals/copy-yesterday", { mealType }, { "Idempotency-Key": key });
}
