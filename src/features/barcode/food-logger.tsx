import type { MealType } from "@domain/meals/guest-meal";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { serverMessage } from "@/lib/api";
import { refreshGuestMeals, saveGuestManualMeal } from "@/lib/guest/guest-meals";
import { logMeal } from "@/lib/meals/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { inputClass, primaryButton } from "@/ui/field";
import type { PackagedFood } from "./api";
import { FoodSource } from "./food-source";
import { type Amount, amountLabel, defaultAmount, gramsOf, perAmount, proteinIn } from "./portion";

const fmt = (n: number | null, unit: string) => (n === null ? "n/a" : `${n}${unit}`);

/**
 * A scanned or own food, its amount (a stated serving or grams) and "Log it": one meal of
 * the page's meal type with the food as its one line, through the same meal write as
 * Manual Entry, so it counts toward the goal, streaks and XP like any other meal.
 */
export function FoodLogger({
  food,
  mealType,
  isGuest,
  onLogged,
}: {
  food: PackagedFood;
  mealType: MealType;
  isGuest: boolean;
  onLogged: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState<Amount>(() => defaultAmount(food));
  const [quantityText, setQuantityText] = useState(String(amount.quantity));
  const [pending, setPending] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());
  const grams = gramsOf(food, amount);
  const protein = grams === null ? null : proteinIn(food, grams);

  function setQuantity(text: string) {
    setQuantityText(text);
    setAmount((a) => ({ ...a, quantity: Number(text.replace(",", ".")) }));
  }

  async function log() {
    if (grams === null || protein === null) return;
    const title = food.brand ? `${food.name} (${food.brand})` : food.name;
    const portionSize = amountLabel(food, amount, grams);
    setPending(true);
    try {
      if (isGuest) {
        await saveGuestManualMeal({
          title,
          totalProtein: protein,
          mealType,
          photo: null,
          foodItems: [{ name: food.name, proteinContent: protein, portionSize }],
        });
        await refreshGuestMeals(queryClient);
      } else {
        await logMeal(
          {
            mealType,
            title,
            totalProtein: protein,
            foodItems: [{ name: food.name, grams, portionSize, proteinContent: protein, foodId: food.id }],
          },
          attemptKey.current,
        );
        attemptKey.current = newIdempotencyKey();
        await refreshAfter(queryClient, "meal");
      }
      toast.success(isGuest ? "Meal Saved Locally" : "Meal Added", {
        description: `${title}: ${protein}g protein was added to today's log.`,
      });
      onLogged();
    } catch (error) {
      toast.error("Error", { description: serverMessage(error) ?? "Failed to add meal. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div>
        <h3 id={`${id}-name`} className="font-semibold">
          {food.name}
        </h3>
        {food.brand && <p className="text-sm text-slate-600 dark:text-slate-400">{food.brand}</p>}
        <p className="mt-1 text-sm">
          <span className="font-medium">{food.proteinPer100g}g protein</span> per 100 g
          <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
            {fmt(food.kcalPer100g, " kcal")} · fat {fmt(food.fatPer100g, "g")} · carbs {fmt(food.carbsPer100g, "g")}
          </span>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          Amount
          <input
            className={inputClass}
            inputMode="decimal"
            value={quantityText}
            onChange={(e) => setQuantity(e.target.value)}
            maxLength={8}
          />
        </label>
        <label className="block text-sm font-medium">
          Unit
          <select
            className={inputClass}
            value={String(amount.unit)}
            onChange={(e) => {
              const unit = e.target.value === "grams" ? "grams" : Number(e.target.value);
              const quantity = unit === "grams" ? (grams ?? 100) : 1;
              setAmount({ unit, quantity });
              setQuantityText(String(quantity));
            }}
          >
            {food.portions.map((p, i) => (
              <option key={p.label} value={i}>
                {p.label}
              </option>
            ))}
            <option value="grams">grams</option>
          </select>
        </label>
      </div>
      <p aria-live="polite" className="text-sm">
        {grams === null || protein === null ? (
          <span className="text-red-700 dark:text-red-400">Enter an amount above 0 (at most 5000 g).</span>
        ) : (
          <>
            <span className="text-lg font-bold text-brand-700 dark:text-brand-500">{protein}g protein</span>{" "}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              in {Math.round(grams)} g · {fmt(perAmount(food.kcalPer100g, grams), " kcal")}
            </span>
          </>
        )}
      </p>
      <FoodSource food={food} />
      <button
        type="button"
        className={`w-full sm:w-auto ${primaryButton}`}
        disabled={pending || protein === null}
        onClick={() => void log()}
      >
        {pending ? "Adding Meal..." : "Log it"}
      </button>
    </section>
  );
}
