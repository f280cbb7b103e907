import { type PickedFood, totalProteinOf } from "@domain/foods/picker";
import type { MealType } from "@domain/meals/guest-meal";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { refreshGuestMeals, saveGuestManualMeal } from "../guest/guest-meals";
import { logMeal } from "../meals/api";
import { newIdempotencyKey } from "../meals/meal-cache";
import { refreshAfter } from "../query-keys";
import { toast, toastError } from "../toast";

/** The meal's name: its foods, as Describe your meal names one (at most 200 characters). */
export const mealTitleOf = (foods: readonly Pick<PickedFood, "name">[]) =>
  foods
    .map((f) => f.name)
    .join(", ")
    .slice(0, 200);

/**
 * Logs picked foods (from the USDA table, a scanned barcode or one's own foods) as one meal:
 * through POST /api/meals/manual, the one meal write path, for an account, or on this device
 * for a guest. "Search foods" and "Scan barcode" both log this way. One idempotency key per
 * attempt, so a retried request logs the meal once; a new key after it succeeds.
 */
export function useLogPickedFoods(mealType: MealType, isGuest: boolean) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());

  /** Resolves true when the meal was saved; a failure is said in a toast and resolves false. */
  async function log(foods: readonly PickedFood[]): Promise<boolean> {
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
          foodItems: foods.map((f) => ({ name: f.name, proteinContent: f.proteinContent, portionSize: f.portionSize })),
        });
        await refreshGuestMeals(queryClient);
        toast.success("Meal Saved Locally", {
          description: `${total}g of protein saved on this device. Sign up to use AI analysis and save your progress!`,
        });
        return true;
      }
      await logMeal(
        {
          imageUrl: null,
          mealType,
          title,
          totalProtein: String(total),
          source: "manual",
          foodItems: foods.map((f) => ({
            name: f.name,
            foodId: f.foodId,
            grams: f.grams,
            portionSize: f.portionSize,
            proteinContent: f.proteinContent,
            confidence: 1,
          })),
        },
        attemptKey.current,
      );
      attemptKey.current = newIdempotencyKey();
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
