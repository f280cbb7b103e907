import type { MealType } from "@domain/meals/guest-meal";
import { type Meal, mealName } from "@domain/meals/meal";
import { checkMealEdit, MAX_MEAL_NAME } from "@domain/meals/protein-text";
import { type ReactNode, useState } from "react";
import { toast } from "@/lib/toast";
import { MealTypeSelect, primaryButton, secondaryButton, TextField } from "@/ui/field";

/** What a meal edit changes: the account's dialog and a guest's: protein not below 0, a non-empty name. */
export function useMealEdit(meal: Meal) {
  const [name, setName] = useState(mealName(meal));
  const [protein, setProtein] = useState(String(meal.totalProtein));
  const [mealType, setMealType] = useState<MealType>(meal.mealType);
  return { name, setName, protein, setProtein, mealType, setMealType };
}

export type MealEdit = ReturnType<typeof useMealEdit>;

/**
 * The edit's values as they are saved, or null after a toast in the product's exact wording (the rule
 * the server's mealEditSchema runs too: over 1000 g is refused here rather than by the server).
 */
export function checkedMealEdit(edit: MealEdit): { name: string; protein: number; mealType: MealType } | null {
  const check = checkMealEdit(edit.name, edit.protein);
  if (!check.ok) {
    toast.error(check.problem, { description: check.message });
    return null;
  }
  return { name: check.name, protein: check.protein, mealType: edit.mealType };
}

/**
 * The form both edits share. noValidate: the browser's own checks (min 0, step, bad input) would
 * block the form before the product's toasts could say what is wrong. The name stops at the length
 * the server keeps, so a long one cannot fail as a save that "failed, please try again".
 */
export function MealEditForm({
  edit,
  saving = false,
  onSave,
  onCancel,
  children,
  after,
}: {
  edit: MealEdit;
  saving?: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Between the protein and the meal type: the account's foods. */
  children?: ReactNode;
  /** Under Save and Cancel: the account's Delete. */
  after?: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
      className="space-y-4"
    >
      <TextField
        label="Meal name"
        value={edit.name}
        maxLength={MAX_MEAL_NAME}
        onChange={(e) => edit.setName(e.target.value)}
      />
      <TextField
        label="Protein (g)"
        type="number"
        min={0}
        step={0.1}
        inputMode="decimal"
        value={edit.protein}
        onChange={(e) => edit.setProtein(e.target.value)}
      />
      {children}
      <MealTypeSelect value={edit.mealType} onChange={(e) => edit.setMealType(e.target.value as MealType)} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
      {after}
    </form>
  );
}
