import { type PickedFood, totalProteinOf } from "@domain/foods/picker";
import type { MealType } from "@domain/meals/guest-meal";
import type { Nutrients } from "@domain/meals/nutrients";
import { manualMealSchema } from "@domain/meals/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { checkForm } from "../form-errors";
import { refreshGuestMeals, saveGuestManualMeal } from "../guest/guest-meals";
import { logMeal } from "../meals/api";
import { newIdempotencyKey } from "../meals/meal-cache";
import { refreshAfter } from "../query-keys";
import { toast, toastError } from "../toast";

/** A food of the meal to log: a picked food, or one Describe your meal found. */
export type MealFoodLine = Pick<PickedFood, "name" | "proteinContent"> &
  Partial<Nutrients> & {
    foodId?: string | null;
    grams?: number | null;
    portionSize?: string | null;
    /** How sure the match is; a food picked by the person is 1. */
    confidence?: number | null;
  };

/** The meal's name: its foods (at most 200 characters). */
export const mealTitleOf = (foods: readonly Pick<MealFoodLine, "name">[]) =>
  foods
    .map((f) => f.name)
    .join(", ")
    .slice(0, 200);

/**
 * Logs foods (picked from the USDA table, a scanned barcode or one's own foods, or found by
 * Describe your meal) as one meal: through POST /api/meals/manual, the one meal write path, for
 * an account, or on this device for a guest. Search foods, Scan barcode and Describe log this way. One idempotency key per
 * attempt, so a retried request logs the meal once; a new key after it succeeds.
 */
export function useLogPickedFoods(mealType: MealType, isGuest: boolean) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // One key per meal attempted: a retry of the same meal (or a double tap) reuses it, so it is
  // stored once; a different meal gets its own, even while another is still being sent (Scan
  // barcode closes its picker at once, so a second scan can be logged before the first answers).
  const attempt = useRef<{ key: string; body: string } | null>(null);

  /** Resolves true when the meal was saved; a failure is said in a toast and resolves false. */
  async function log(foods: readonly MealFoodLine[], source: "manual" | "describe" = "manual"): Promise<boolean> {
    const title = mealTitleOf(foods);
    const total = totalProteinOf(foods);
    setPending(true);
    try {
      if (isGuest) {
        await saveGuestManualMeal({
          title,
          totalProtein: total,
          mealType,
          photo: null,
          // With the kcal, fat and carbs the picker or describe gave, kept as they are: the
          // browser has no table to recompute them (the server does, for an account).
          foodItems: foods.map((f) => ({
            name: f.name,
            proteinContent: f.proteinContent,
            portionSize: f.portionSize,
            kcal: f.kcal ?? null,
            fat: f.fat ?? null,
            carbs: f.carbs ?? null,
          })),
        });
        await refreshGuestMeals(queryClient);
        toast.success("Meal Saved Locally", {
          description: `${total}g of protein saved on this device. Sign up to use AI analysis and save your progress!`,
        });
        return true;
      }
      const meal = {
        imageUrl: null,
        mealType,
        title,
        totalProtein: String(total),
        source,
        foodItems: foods.map((f) => ({
          name: f.name,
          foodId: f.foodId ?? null,
          grams: f.grams ?? null,
          portionSize: f.portionSize ?? null,
          proteinContent: f.proteinContent,
          confidence: f.confidence ?? 1,
        })),
      };
      // POST /api/meals/manual validates with manualMealSchema: a refused meal (grams past the
      // limit, too many foods) is named in the schema's words and not sent.
      const check = checkForm(manualMealSchema, meal);
      if (!check.ok) {
        toast.error("Error", { description: Object.values(check.errors)[0] });
        return false;
      }
      const body = JSON.stringify(meal);
      if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
      const { key } = attempt.current;
      await logMeal(meal, key);
      // The meal is stored: the same foods logged again are a new meal, with a new key.
      if (attempt.current?.key === key) attempt.current = null;
      await refreshAfter(queryClient, "meal");
      toast.success("Meal Added", { description: `${total}g of protein added to today's log.` });
      return true;
    } catch (error) {
      toastError("Error", error, "Failed to add meal. Please try again.");
      return false;
    } finally {
      setPending(false);
    }
  }

  return { log, pending };
}
