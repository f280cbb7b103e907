import { type PickedFood, totalProteinOf } from "@domain/foods/picker";
import type { MealType } from "@domain/meals/guest-meal";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { logPickedFoods } from "@/lib/foods/api";
import { refreshGuestMeals, saveGuestManualMeal } from "@/lib/guest/guest-meals";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import { NutrientLine } from "@/ui/food-picker/food-facts";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";

type Row = PickedFood & { uid: string };

/** The meal's name: its foods, as Describe your meal names one (at most 200 characters). */
const titleOf = (foods: readonly PickedFood[]) =>
  foods
    .map((f) => f.name)
    .join(", ")
    .slice(0, 200);

/**
 * "Search foods" on Add Your Meal (issue 17 item 5): one or more foods picked from the USDA
 * table, each with its portion, then logged as one meal. Tapping a food swaps it.
 */
export function SearchFoods({ mealType, isGuest = false }: { mealType: MealType; isGuest?: boolean }) {
  const queryClient = useQueryClient();
  const [foods, setFoods] = useState<Row[]>([]);
  // null: closed; "add": a new food; a uid: swapping that food.
  const [picking, setPicking] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());
  const swapping = foods.find((f) => f.uid === picking);
  const total = totalProteinOf(foods);

  function onPick(food: PickedFood) {
    const row = { ...food, uid: crypto.randomUUID() };
    setFoods((list) => (swapping ? list.map((f) => (f.uid === swapping.uid ? row : f)) : [...list, row]));
  }

  async function log() {
    setPending(true);
    const title = titleOf(foods);
    try {
      if (isGuest) {
        await saveGuestManualMeal({
          title,
          totalProtein: total,
          mealType,
          photo: null,
          foodItems: foods.map((f) => ({
            name: f.name,
            proteinContent: f.proteinContent,
            portionSize: f.portionSize,
            kcal: f.kcal,
            fat: f.fat,
            carbs: f.carbs,
          })),
        });
        await refreshGuestMeals(queryClient);
      } else {
        await logPickedFoods({ mealType, title, totalProtein: total, foods }, attemptKey.current);
        attemptKey.current = newIdempotencyKey();
        await refreshAfter(queryClient, "meal");
      }
      setFoods([]);
      toast.success(isGuest ? "Meal Saved Locally" : "Meal Added", {
        description: `${total}g of protein added to today's log.`,
      });
    } catch (error) {
      toastError("Error", error, "Failed to add meal. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={cardClass} aria-labelledby="search-foods-title">
      <h2 id="search-foods-title" className="text-lg font-semibold">
        Search foods
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Pick foods from the USDA nutrition table and choose how much; they are logged as one meal.
      </p>
      {foods.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" aria-label="Picked foods">
          {foods.map((food) => (
            <li key={food.uid} className="flex items-center gap-2 py-2">
              <button
                type="button"
                onClick={() => setPicking(food.uid)}
                className="min-h-11 min-w-0 flex-1 rounded-lg px-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <span className="block font-medium">
                  <span className="sr-only">Swap </span>
                  {food.name}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">{food.portionSize}</span>
                <NutrientLine protein={food.proteinContent} kcal={food.kcal} fat={food.fat} carbs={food.carbs} />
              </button>
              <button
                type="button"
                onClick={() => setFoods((list) => list.filter((f) => f.uid !== food.uid))}
                aria-label={`Remove ${food.name}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-xl text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => setPicking("add")} className={`min-h-11 ${secondaryButton}`}>
          {foods.length === 0 ? "Find a food" : "Add another food"}
        </button>
        {foods.length > 0 && (
          <button
            type="button"
            onClick={() => void log()}
            disabled={pending || total <= 0}
            className={`min-h-11 ${primaryButton}`}
          >
            {pending
              ? "Adding Meal..."
              : `Log ${foods.length === 1 ? "this food" : `${foods.length} foods`}, ${total}g protein`}
          </button>
        )}
      </div>
      <LazyFoodPicker
        open={picking !== null}
        title={swapping ? `Swap ${swapping.name}` : "Search foods"}
        initialQuery={swapping?.name ?? ""}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
    </section>
  );
}
