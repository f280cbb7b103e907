import { queryOptions } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, param, read } from "@/lib/api";
import { photoPath } from "@/lib/photos/api";
import { queryKeys } from "@/lib/query-keys";

export { deleteMeal } from "@/lib/meals/api";
export { MULTIPART_ENDPOINT } from "@/lib/photos/api";
export { photoPath };

/** Whether this server has an AI provider at all ("none": photos are stored, not analysed). */
export const healthQuery = () => queryOptions({ queryKey: queryKeys.health, queryFn: () => read(api.health.$get()) });

/** Today's photo analyses and the guest photos waiting for one (ADR 019). */
export const quotaQuery = () =>
  queryOptions({ queryKey: queryKeys.analysisQuota, queryFn: () => read(api["analyze-meal"].quota.$get()) });

/**
 * Both writes below answer the meal as read back after the write, typed `Meal | null` (the
 * read-back finds nothing if the meal was deleted in between): that case is a failure here.
 */
async function writtenMeal<T>(answer: Promise<T | null>): Promise<T> {
  const meal = await answer;
  if (meal === null) throw new Error("The meal was deleted while it was being saved.");
  return meal;
}

/** Analyses a stored photo; the server stores the meal it finds. */
export const analyzeMeal = (json: InferRequestType<(typeof api)["analyze-meal"]["$post"]>["json"]) =>
  writtenMeal(read(api["analyze-meal"].$post({ json })));

/** Renames or re-weighs foods of an analysed meal; the answer is the meal recomputed. */
export const updateFoodItems = (
  mealId: string,
  json: InferRequestType<(typeof api.meals)[":id"]["food-items"]["$put"]>["json"],
) => writtenMeal(read(api.meals[":id"]["food-items"].$put({ param: { id: param(mealId) }, json })));
