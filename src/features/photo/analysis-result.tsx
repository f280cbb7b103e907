import { proteinMargin } from "@domain/analysis/estimate-range";
import { mealHints } from "@domain/analysis/hints";
import type { PickedFood } from "@domain/foods/picker";
import { proteinText } from "@domain/format/protein";
import type { FoodItem, Meal } from "@domain/meals/meal";
import { nutrientsOfItem } from "@domain/meals/nutrients";
import { useQueryClient } from "@tanstack/react-query";
import { Dumbbell, Milk, Sprout } from "lucide";
import { useState } from "react";
import { swapMealFoods } from "@/lib/foods/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, inputClass, primaryButton, secondaryButton } from "@/ui/field";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { Icon } from "@/ui/icon";
import { FoodNutrients } from "@/ui/meals/food-nutrients";
import { updateFoodItems } from "./api";

/**
 * A photo food's protein, with the range its gram estimate allows ("30.0g ± 6 g",
 * domain/analysis/estimate-range.ts); a food the user picked or typed has none.
 */
function EstimatedProtein({ item }: { item: FoodItem }) {
  const margin = proteinMargin(item);
  return (
    <span className="whitespace-nowrap text-right">
      <span className="font-semibold text-brand-700 dark:text-brand-500">{proteinText(item.proteinContent)}</span>
      {margin !== null && (
        <span
          className="ml-1 text-xs text-slate-600 dark:text-slate-400"
          title="How far the photo's estimate may be off"
        >
          ± {margin} g
        </span>
      )}
    </span>
  );
}

function FoodRow({ meal, item, onMeal }: { meal: Meal; item: FoodItem; onMeal: (meal: Meal) => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [grams, setGrams] = useState(item.grams === null ? "" : String(item.grams));
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);

  /** A food picked from the USDA table replaces this one; the server recomputes the protein. */
  async function swap(picked: PickedFood) {
    try {
      onMeal(await swapMealFoods(meal.id, [{ item, picked }]));
      await refreshAfter(queryClient, "meal");
      toast.success("Food Updated", { description: "Protein content has been recalculated." });
    } catch (error) {
      toastError("Update Failed", error, "Failed to update food item. Please try again.");
    }
  }

  async function save() {
    const gramsValue = grams.trim() === "" ? null : Number(grams);
    // Saving does nothing when nothing was edited (or the name is empty).
    if (!name.trim() || (name.trim() === item.name && gramsValue === item.grams)) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateFoodItems(meal.id, {
        foodItems: [
          { id: item.id, name: name.trim(), originalName: item.originalName ?? item.name, grams: gramsValue },
        ],
      });
      onMeal(updated);
      await refreshAfter(queryClient, "meal");
      toast.success("Food Updated", { description: "Protein content has been recalculated." });
      setEditing(false);
    } catch {
      toast.error("Update Failed", { description: "Failed to update food item. Please try again." });
    } finally {
      setSaving(false);
    }
  }

  if (editing) {
    return (
      <li className="space-y-2 py-3">
        <label className="block text-sm font-medium">
          Food name
          <input value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
        </label>
        <label className="block text-sm font-medium">
          Grams
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            className={inputClass}
          />
        </label>
        <div className="flex gap-2">
          <button type="button" onClick={() => void save()} disabled={saving} className={primaryButton}>
            {saving ? "Saving..." : "Save"}
          </button>
          <button
            type="button"
            onClick={() => {
              setName(item.name);
              setEditing(false);
            }}
            className={secondaryButton}
          >
            Cancel
          </button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {item.name}
          {item.originalName && item.originalName !== item.name && (
            <span className="ml-1 text-xs text-slate-500">(originally: {item.originalName})</span>
          )}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {item.grams !== null ? `${item.grams} g · ` : ""}
          {item.source === "table" ? "from the nutrition table" : "AI estimate"}
        </p>
        <FoodNutrients value={nutrientsOfItem(item)} />
      </div>
      <div className="flex items-center gap-2">
        <EstimatedProtein item={item} />
        <button
          type="button"
          onClick={() => setPicking(true)}
          aria-label={`Swap ${item.name}`}
          className="min-h-11 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Swap
        </button>
        <LazyFoodPicker
          open={picking}
          title={`Swap ${item.name}`}
          initialQuery={item.name}
          onPick={(picked) => void swap(picked)}
          onClose={() => setPicking(false)}
        />
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${item.name}`}
          className="rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Edit
        </button>
      </div>
    </li>
  );
}

/**
 * The Analysis Complete card: foods, totals, badges, hints, finish.
 * POST /analyze-meal has already stored the meal, so the card says so:
 * 'Add to Daily Log' finishes, and 'Discard' takes the meal and its XP out again (ADR 019).
 */
const hintIcon = "-mt-0.5 mr-1 inline size-3.5 align-middle";

export function AnalysisResult({
  meal,
  onMeal,
  onFinish,
  onDiscard,
  adding = false,
  discarding = false,
}: {
  meal: Meal;
  onMeal: (meal: Meal) => void;
  onFinish: () => void;
  onDiscard: () => void;
  /** While 'Add to Daily Log' is under way: the button waits, so one click adds once. */
  adding?: boolean;
  /** While 'Discard' is under way. */
  discarding?: boolean;
}) {
  const hints = mealHints(meal.foodItems, meal.totalProtein);
  return (
    <section className={cardClass} aria-labelledby="analysis-title">
      <h2 id="analysis-title" className="text-lg font-semibold">
        Analysis Complete
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="analysis-logged">
        This meal is already in today's log. Correct any food below, or discard it if it is not yours to count.
      </p>
      <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
        {hints.highProtein && (
          <span className="rounded-full bg-red-100 px-2.5 py-1 text-red-800 dark:bg-red-900/40 dark:text-red-200">
            <Icon node={Dumbbell} className={hintIcon} /> High-protein foods
          </span>
        )}
        {hints.plantProtein && (
          <span className="rounded-full bg-green-100 px-2.5 py-1 text-green-800 dark:bg-green-900/40 dark:text-green-200">
            <Icon node={Sprout} className={hintIcon} /> Plant protein
          </span>
        )}
        {hints.dairyProtein && (
          <span className="rounded-full bg-sky-100 px-2.5 py-1 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200">
            <Icon node={Milk} className={hintIcon} /> Dairy protein
          </span>
        )}
      </div>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {meal.foodItems.map((item) => (
          <FoodRow key={item.id} meal={meal} item={item} onMeal={onMeal} />
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-lg font-bold dark:border-slate-700">
        <span>Total protein</span>
        <span data-testid="analysis-total">{meal.totalProtein.toFixed(1)}g</span>
      </p>
      {hints.boost && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <strong>Boost Your Protein:</strong> add Greek yogurt (+15g), a boiled egg (+6g) or a handful of nuts (+5-8g)
          to reach 20g+ per meal.
        </p>
      )}
      {hints.excellent && (
        <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-700/20 dark:text-brand-100">
          <strong>Excellent protein content!</strong> This meal gives you a solid share of your daily goal.
        </p>
      )}
      <div className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto]">
        <button type="button" onClick={onFinish} disabled={adding || discarding} className={`w-full ${primaryButton}`}>
          {adding ? "Adding..." : "Add to Daily Log"}
        </button>
        <button type="button" onClick={onDiscard} disabled={adding || discarding} className={secondaryButton}>
          {discarding ? "Discarding..." : "Discard"}
        </button>
      </div>
    </section>
  );
}
