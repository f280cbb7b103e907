import { OPEN_FOOD_FACTS_SOURCE } from "@domain/barcode/food";
import type { PickedFood } from "@domain/foods/picker";
import type { FoodItem, Meal } from "@domain/meals/meal";
import { nutrientsOfItem } from "@domain/meals/nutrients";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { swapMealFood } from "@/lib/foods/api";
import { editMeal } from "@/lib/meals/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { FoodNutrients } from "./food-nutrients";
import { checkedMealEdit, MealEditForm, useMealEdit } from "./meal-edit-form";

/** Edit a meal's name, protein and meal type (protein not below 0, a non-empty name). */
export function EditMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  return (
    <Dialog open={meal !== null} title="Edit meal" onClose={onClose}>
      {meal && <EditMealForm key={meal.id} meal={meal} onDone={onClose} />}
    </Dialog>
  );
}

function EditMealForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const queryClient = useQueryClient();
  const edit = useMealEdit(meal);
  const [saving, setSaving] = useState(false);
  const [foods, setFoods] = useState<FoodItem[]>(meal.foodItems);
  const [swapping, setSwapping] = useState<FoodItem | null>(null);

  /** Swaps one of the meal's foods for a picked one; saved at once, the total follows. */
  async function swap(item: FoodItem, picked: PickedFood) {
    try {
      const updated = await swapMealFood(meal.id, item, picked);
      setFoods(updated.foodItems);
      edit.setProtein(String(updated.totalProtein));
      await refreshAfter(queryClient, "meal");
      toast.success("Food Updated", { description: "Protein content has been recalculated." });
    } catch (error) {
      toastError("Update Failed", error, "Failed to update food item. Please try again.");
    }
  }

  async function save() {
    const checked = checkedMealEdit(edit);
    if (!checked) return;
    setSaving(true);
    try {
      await editMeal(meal.id, { totalProtein: checked.protein, mealName: checked.name, mealType: checked.mealType });
      await refreshAfter(queryClient, "meal");
      toast.success("Meal Updated! ✅");
      onDone();
    } catch {
      toast.error("Error", { description: "Failed to update meal. Please try again." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <MealEditForm edit={edit} saving={saving} onSave={() => void save()} onCancel={onDone}>
      {foods.length > 0 && (
        <div>
          <p className="text-sm font-medium">Foods (tap one to swap it)</p>
          <ul aria-label="Foods in this meal" className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {foods.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setSwapping(item)}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-1 py-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="min-w-0">
                    <span className="block">
                      <span className="sr-only">Swap </span>
                      {item.name}
                    </span>
                    {item.portionSize && <span className="block text-xs text-slate-500">{item.portionSize}</span>}
                    <FoodNutrients value={nutrientsOfItem(item)} />
                    {/* Open Food Facts' licence (ODbL) asks for attribution wherever its data is shown. */}
                    {item.foodId?.startsWith("off:") && (
                      <span className="block text-xs text-slate-500">Source: {OPEN_FOOD_FACTS_SOURCE}</span>
                    )}
                  </span>
                  <span className="font-semibold text-brand-700 dark:text-brand-500">{item.proteinContent}g</span>
                </button>
              </li>
            ))}
          </ul>
          <LazyFoodPicker
            open={swapping !== null}
            title={swapping ? `Swap ${swapping.name}` : "Search foods"}
            initialQuery={swapping?.name ?? ""}
            canCreate
            onPick={(picked) => swapping && void swap(swapping, picked)}
            onClose={() => setSwapping(null)}
          />
        </div>
      )}
    </MealEditForm>
  );
}
