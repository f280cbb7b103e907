import { and, eq } from "drizzle-orm";
import { roundToTenth } from "../../../domain/nutrition/round";
import { findFood, proteinFor } from "../../../domain/nutrition/table";
import type { Db } from "../../db/client";
import { type FoodItemRow, foodItems, type MealRow, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { replaceFoods } from "./log-meal";

interface ItemEdit {
  id: string;
  name: string;
  grams?: number | null;
}

/**
 * A food's protein after an edit: a name the table knows is computed from the table; an
 * unknown one keeps its estimate, scaled when the grams change.
 */
function recompute(item: FoodItemRow, edit: ItemEdit) {
  const grams = edit.grams ?? item.grams;
  const food = findFood(edit.name);
  if (food && grams !== null) {
    return {
      proteinContent: proteinFor(food, grams),
      grams,
      foodId: food.id,
      source: "table" as const,
      confidence: Math.max(item.confidence ?? 0, 0.8),
    };
  }
  const scaled =
    item.grams && grams !== null && item.grams > 0
      ? roundToTenth((item.proteinContent * grams) / item.grams)
      : item.proteinContent;
  return {
    proteinContent: scaled,
    grams,
    foodId: null,
    source: item.source === "table" ? ("model" as const) : item.source,
    confidence: item.confidence,
  };
}

/** PUT /api/meals/{mealId}/food-items: rename (and re-weigh) foods, recalculate the total. */
export async function updateFoodItems(db: Db, user: UserRow, meal: MealRow, items: FoodItemRow[], edits: ItemEdit[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const updates = edits.map((edit) => {
    const item = byId.get(edit.id);
    if (!item) throw new ApiError(404, "That food is not part of this meal.", { code: "NOT_FOUND" });
    const renamed = edit.name !== item.name;
    const next = recompute(item, edit);
    byId.set(item.id, { ...item, ...next, name: edit.name });
    return db
      .update(foodItems)
      .set({ ...next, name: edit.name, originalName: renamed ? (item.originalName ?? item.name) : item.originalName })
      .where(and(eq(foodItems.id, item.id), eq(foodItems.mealId, meal.id)));
  });
  const total = roundToTenth([...byId.values()].reduce((s, i) => s + i.proteinContent, 0));
  return replaceFoods(db, user, meal, updates, total);
}
