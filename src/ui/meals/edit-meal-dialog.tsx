import { OPEN_FOOD_FACTS_SOURCE } from "@domain/barcode/food";
import type { PickedFood } from "@domain/foods/picker";
import { proteinText } from "@domain/format/protein";
import { type FoodItem, type Meal, mealName } from "@domain/meals/meal";
import { nutrientsOfItem } from "@domain/meals/nutrients";
import { roundToTenth } from "@domain/nutrition/round";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { swapMealFoods } from "@/lib/foods/api";
import { copyMealTo, editMeal, savedFoodsOf } from "@/lib/meals/api";
import { deleteWithUndo } from "@/lib/meals/undo-delete";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { TextField } from "@/ui/field";
import { InlineFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { CopyToForm } from "./copy-to-form";
import { DeleteMealLink } from "./delete-meal-link";
import { FoodNutrients } from "./food-nutrients";
import { checkedMealEdit, MealEditForm, useMealEdit } from "./meal-edit-form";
import { SaveAsMineForm } from "./save-as-mine-form";

/**
 * Edit a meal: its name, protein, meal type, time and foods (protein not below 0, a non-empty
 * name), copy it to another day, save it as one's own meal (when its foods are table foods),
 * or delete it.
 */
export function EditMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  return (
    <Dialog open={meal !== null} title="Edit meal" onClose={onClose}>
      {meal && <EditMealForm key={meal.id} meal={meal} onDone={onClose} />}
    </Dialog>
  );
}

/** A time as a date-and-time field holds it, in this browser's clock: "2026-12-04T12:30". */
function fieldTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The name a meal is given from its foods when it has no name of its own. */
const namedByFoods = (foods: readonly Pick<FoodItem, "name">[]) => foods.map((f) => f.name).join(", ");

/** A food of the meal as it will be once a swap is saved: the picked food's name, amount and values. */
const swapped = (item: FoodItem, picked: PickedFood): FoodItem => ({
  ...item,
  name: picked.name,
  originalName: item.originalName ?? item.name,
  proteinContent: picked.proteinContent,
  grams: picked.grams,
  portionSize: picked.portionSize,
  foodId: picked.foodId,
  source: "table",
  kcal: picked.kcal,
  fat: picked.fat,
  carbs: picked.carbs,
});

/**
 * Nothing is stored before Save: a swapped food shows as it will be, with the total and (for a
 * meal named by its foods, until a name is typed) the name following it; Save stores the swaps,
 * then the name, protein and type; Cancel leaves the meal as it was. The picker opens inside this
 * dialog, at the food's logged amount when the same food is picked. Delete removes the meal, with
 * Undo in its toast.
 */
function EditMealForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const queryClient = useQueryClient();
  const edit = useMealEdit(meal);
  const [saving, setSaving] = useState(false);
  const [foods, setFoods] = useState<FoodItem[]>(meal.foodItems);
  const [swaps, setSwaps] = useState<ReadonlyMap<string, { item: FoodItem; picked: PickedFood }>>(new Map());
  const [swapping, setSwapping] = useState<FoodItem | null>(null);
  const [copying, setCopying] = useState(false);
  const [keeping, setKeeping] = useState(false);
  // The meal as stored, as a saved meal's foods; null when a food is not from a table.
  const savable = savedFoodsOf(meal);
  const [eatenAt, setEatenAt] = useState(() => fieldTime(new Date(meal.createdAt)));
  // A meal without a name of its own is named by its foods, and keeps being so until one is typed.
  const [followsFoods] = useState(() => !meal.title?.trim() || meal.title.trim() === namedByFoods(meal.foodItems));

  function pick(item: FoodItem, picked: PickedFood) {
    const original = swaps.get(item.id)?.item ?? item;
    const next = foods.map((f) => (f.id === item.id ? swapped(original, picked) : f));
    setFoods(next);
    setSwaps(new Map(swaps).set(item.id, { item: original, picked }));
    const typed = Number(edit.protein);
    edit.setProtein(
      String(
        Number.isFinite(typed)
          ? roundToTenth(typed - item.proteinContent + picked.proteinContent)
          : roundToTenth(next.reduce((sum, f) => sum + f.proteinContent, 0)),
      ),
    );
    if (followsFoods && edit.name === namedByFoods(foods)) edit.setName(namedByFoods(next));
  }

  async function save() {
    const checked = checkedMealEdit(edit);
    if (!checked) return;
    setSaving(true);
    try {
      if (swaps.size > 0) await swapMealFoods(meal.id, [...swaps.values()]);
      // Sent only when changed: the field holds minutes, the meal's time has its seconds.
      const moved = eatenAt !== fieldTime(new Date(meal.createdAt)) && eatenAt !== "";
      await editMeal(meal.id, {
        totalProtein: checked.protein,
        mealName: checked.name,
        mealType: checked.mealType,
        ...(moved ? { eatenAt: new Date(eatenAt).toISOString() } : {}),
      });
      await refreshAfter(queryClient, "meal");
      toast.success("Meal Updated! ✅");
      onDone();
    } catch (error) {
      toastError("Error", error, "Failed to update meal. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    try {
      await deleteWithUndo(queryClient, meal);
      onDone();
    } catch (error) {
      toastError("Error", error, "Failed to delete meal. Please try again.");
    }
  }

  if (keeping && savable) return <SaveAsMineForm meal={meal} foods={savable} onDone={onDone} />;

  if (copying) {
    // The meal as it is stored: changes not saved yet are not part of the copy.
    return (
      <CopyToForm
        what={mealName(meal)}
        mealType={meal.mealType}
        onCopy={(date, mealType, key) => copyMealTo(meal.id, { date, ...(mealType ? { mealType } : {}) }, key)}
        onDone={onDone}
      />
    );
  }

  if (swapping) {
    return (
      <InlineFoodPicker
        title={`Swap ${swapping.name}`}
        initialQuery={swapping.name}
        current={swapping}
        canCreate
        onPick={(picked) => pick(swapping, picked)}
        onClose={() => setSwapping(null)}
      />
    );
  }

  return (
    <MealEditForm
      edit={edit}
      saving={saving}
      onSave={() => void save()}
      onCancel={onDone}
      after={
        <div className="flex flex-wrap items-center gap-x-6">
          <button
            type="button"
            onClick={() => setCopying(true)}
            disabled={saving}
            className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
          >
            Copy to…
          </button>
          {savable && (
            <button
              type="button"
              onClick={() => setKeeping(true)}
              disabled={saving}
              className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
            >
              Save as my meal
            </button>
          )}
          <DeleteMealLink onDelete={remove} disabled={saving} />
        </div>
      }
    >
      <TextField
        label="Date and time"
        type="datetime-local"
        value={eatenAt}
        max={fieldTime(new Date(new Date().setHours(23, 59, 0, 0)))}
        onChange={(e) => setEatenAt(e.target.value)}
      />
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
                    {swaps.has(item.id) && (
                      <span className="block text-xs font-medium text-amber-800 dark:text-amber-300">
                        Changed: saved with Save
                      </span>
                    )}
                  </span>
                  <span className="font-semibold text-brand-700 dark:text-brand-500">
                    {proteinText(item.proteinContent)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </MealEditForm>
  );
}
