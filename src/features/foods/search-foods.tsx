import { type PickedFood, totalProteinOf } from "@domain/foods/picker";
import { proteinText } from "@domain/format/protein";
import type { MealType } from "@domain/meals/guest-meal";
import { useState } from "react";
import { useLogPickedFoods } from "@/lib/foods/use-log-foods";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { NutrientLine } from "@/ui/nutrient-line";

type Row = PickedFood & { uid: string };

/**
 * "Search foods" on Add Your Meal: one or more foods picked from the USDA
 * table, each with its portion, then logged as one meal. Tapping a food swaps it.
 */
export function SearchFoods({ mealType, isGuest = false }: { mealType: MealType; isGuest?: boolean }) {
  const [foods, setFoods] = useState<Row[]>([]);
  // null: closed; "add": a new food; a uid: swapping that food.
  const [picking, setPicking] = useState<string | null>(null);
  const { log, pending } = useLogPickedFoods(mealType, isGuest);
  const swapping = foods.find((f) => f.uid === picking);
  const total = totalProteinOf(foods);

  function onPick(food: PickedFood) {
    const row = { ...food, uid: crypto.randomUUID() };
    setFoods((list) => (swapping ? list.map((f) => (f.uid === swapping.uid ? row : f)) : [...list, row]));
  }

  return (
    <section className={cardClass} aria-labelledby="search-foods-title">
      <h2 id="search-foods-title" className="text-lg font-semibold">
        Search foods
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Pick foods from the USDA nutrition table, or foods of your own, and choose how much; they are logged as one
        meal.
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
            onClick={() => void log(foods).then((saved) => saved && setFoods([]))}
            disabled={pending || total <= 0}
            className={`min-h-11 ${primaryButton}`}
          >
            {pending
              ? "Adding Meal..."
              : `Log ${foods.length === 1 ? "this food" : `${foods.length} foods`}, ${proteinText(total)} protein`}
          </button>
        )}
      </div>
      <LazyFoodPicker
        open={picking !== null}
        title={swapping ? `Swap ${swapping.name}` : "Search foods"}
        initialQuery={swapping?.name ?? ""}
        canCreate={!isGuest}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
    </section>
  );
}
