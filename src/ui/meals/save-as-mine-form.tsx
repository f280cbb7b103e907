import { type Meal, mealName } from "@domain/meals/meal";
import { useState } from "react";
import { type SavedFoodInput, saveMeal } from "@/lib/meals/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { TextField } from "@/ui/field";
import { MealActionForm } from "./meal-action-form";

/**
 * "Save as my meal": the meal's foods and grams kept under a name, to log again from "Log again"
 * in one tap. One idempotency key per form, so a double tap saves it once.
 */
export function SaveAsMineForm({ meal, foods, onDone }: { meal: Meal; foods: SavedFoodInput[]; onDone: () => void }) {
  const [name, setName] = useState(() => mealName(meal));
  const [key] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | undefined>();

  async function save() {
    if (!name.trim()) {
      setProblem("Give the meal a name.");
      return null;
    }
    await saveMeal({ name: name.trim(), foods }, key);
    return { title: "Saved as your meal", description: `${name.trim()} is first in "Log again" now.` };
  }

  return (
    <MealActionForm
      act={save}
      label="Save my meal"
      pendingLabel="Saving..."
      failure={{ title: "Save Failed", fallback: "The meal could not be saved. Please try again." }}
      onDone={onDone}
    >
      <TextField
        label="Name of your meal"
        value={name}
        maxLength={200}
        error={problem}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(undefined);
        }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Its {foods.length === 1 ? "food" : `${foods.length} foods`} and their grams are kept; the protein is worked out
        from the table each time you log it.
      </p>
    </MealActionForm>
  );
}
