import type { MealType } from "@domain/meals/guest-meal";
import { type Meal, mealName } from "@domain/meals/meal";
import { checkMealEdit } from "@domain/meals/protein-text";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { refreshGuestMeals, updateGuestMeal } from "@/lib/guest/guest-meals";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { MealTypeSelect, primaryButton, secondaryButton, TextField } from "@/ui/field";

/**
 * The dashboard's meal edit (spec section 5) for a guest's local meal: same fields, same
 * rule (checkMealEdit, as the server's), saved in this browser instead of by PATCH.
 */
export function GuestEditMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  return (
    <Dialog open={meal !== null} title="Edit meal" onClose={onClose}>
      {meal && <GuestEditForm key={meal.id} meal={meal} onDone={onClose} />}
    </Dialog>
  );
}

function GuestEditForm({ meal, onDone }: { meal: Meal; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(mealName(meal));
  const [protein, setProtein] = useState(String(meal.totalProtein));
  const [mealType, setMealType] = useState<MealType>(meal.mealType);

  async function save(event: FormEvent) {
    event.preventDefault();
    const check = checkMealEdit(name, protein);
    if (!check.ok) {
      toast.error(check.problem, { description: check.message });
      return;
    }
    updateGuestMeal(meal.id, { title: check.name, totalProtein: check.protein, mealType });
    await refreshGuestMeals(queryClient);
    toast.success("Meal Updated! ✅");
    onDone();
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4">
      <TextField label="Meal name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Protein (g)"
        type="number"
        min={0}
        step={0.1}
        inputMode="decimal"
        value={protein}
        onChange={(e) => setProtein(e.target.value)}
      />
      <MealTypeSelect value={mealType} onChange={(e) => setMealType(e.target.value as MealType)} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" className={primaryButton}>
          Save
        </button>
      </div>
    </form>
  );
}
