import type { MealType } from "@domain/meals/guest-meal";
import type { Meal } from "@domain/meals/meal";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, apiFetch, param, read } from "../api";
import { queryKeys, refreshAfter } from "../query-keys";

/** What GET /dashboard answers, as the worker's route types it. */
export type Dashboard = InferResponseType<typeof api.dashboard.$get, 200>;

/** What the stats cards and charts read: the dashboard without the server's XP ledger (ADR 018). */
export type DashboardView = Omit<Dashboard, "xp" | "level" | "hasWaitingPhotos" | "goalOffer">;

/** The dashboard read: shared by the dashboard, the planner and the goal celebration. */
export const dashboardQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard, queryFn: () => read(api.dashboard.$get()) });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQuery(), enabled });
}

/**
 * Reads the day's log afresh (the dashboard: today's total and recent meals) and refreshes
 * every other meals read. Unlike refreshAfter it fails when the log cannot be read, even
 * if no screen shows the dashboard right now.
 */
export async function addToDailyLog(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...dashboardQuery(), staleTime: 0 });
  await refreshAfter(queryClient, "meal");
}

/** PATCH a meal's name, total and type (the edit dialog of every meals list). */
export const editMeal = (id: string, edit: InferRequestType<(typeof api.meals)[":id"]["protein"]["$patch"]>["json"]) =>
  read(api.meals[":id"].protein.$patch({ param: { id: param(id) }, json: edit }));

export const deleteMeal = (id: string) => read(api.meals[":id"].$delete({ param: { id: param(id) } }));

/** Puts back a meal deleted in the last few minutes, exactly as it was (the toast's Undo). */
export const restoreMeal = (mealId: string) => read(api.meals.restore.$post({ json: { mealId } }));

/**
 * POST /meals/manual: the browser's one way to log a meal (manual entry, describe, planner,
 * recipes). The key makes a retried attempt log the meal once.
 */
export const logMeal = (json: InferRequestType<typeof api.meals.manual.$post>["json"], idempotencyKey: string) =>
  read(api.meals.manual.$post({ json }, { headers: { "Idempotency-Key": idempotencyKey } }));

/**
 * POST /meals/{id}/copy: the meal logged again on `date` (not after today). The route is served
 * under a wildcard (it keeps the Worker's fast router), which the typed client cannot name, so
 * this one call is written out. The key makes a retried copy one meal.
 */
export async function copyMealTo(
  mealId: string,
  json: { date: string; mealType?: MealType },
  idempotencyKey: string,
): Promise<Meal> {
  const res = await apiFetch(`/api/meals/${param(mealId)}/copy`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(json),
  });
  return (await res.json()) as Meal;
}

/** POST /days/{date}/copy: every meal of a day logged again on `to`; one set per key. */
export const copyDayTo = (date: string, to: string, idempotencyKey: string) =>
  read(
    api.days[":date"].copy.$post(
      { param: { date: param(date) }, json: { to } },
      { headers: { "Idempotency-Key": idempotencyKey } },
    ),
  );

/** A saved meal's food as POST /api/saved-meals takes it. */
export type SavedFoodInput = { ndb: string; grams: number } | { customFoodId: string; grams: number };

/**
 * A logged meal's foods as a saved meal's, or null when one of them cannot be: a food neither
 * from the USDA table nor one's own (an Open Food Facts product, a photo's estimate), or one
 * without grams.
 */
export function savedFoodsOf(meal: Meal): SavedFoodInput[] | null {
  if (meal.foodItems.length === 0) return null;
  const foods: SavedFoodInput[] = [];
  for (const item of meal.foodItems) {
    if (!item.grams || item.grams <= 0) return null;
    if (item.ndb) foods.push({ ndb: item.ndb, grams: item.grams });
    else if (item.foodId?.startsWith("custom:")) foods.push({ customFoodId: item.foodId, grams: item.grams });
    else return null;
  }
  return foods;
}

/** POST /saved-meals: a meal of one's own, named, to log again in one tap; one per key. */
export const saveMeal = (json: { name: string; foods: SavedFoodInput[] }, idempotencyKey: string) =>
  read(api["saved-meals"].$post({ json }, { headers: { "Idempotency-Key": idempotencyKey } }));
