import type { Meal } from "@domain/meals/meal";
import { useQueryClient } from "@tanstack/react-query";
import { refreshGuestMeals, updateGuestMeal } from "@/lib/guest/guest-meals";
import { deleteGuestWithUndo } from "@/lib/meals/undo-delete";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { DeleteMealLink } from "@/ui/meals/delete-meal-link";
import { checkedMealEdit, MealEditForm, useMealEdit } from "@/ui/meals/meal-edit-form";

/**
 * The dashboard's meal edit for a guest's local meal: same fields, same
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
  const edit = useMealEdit(meal);

  async function save() {
    const checked = checkedMealEdit(edit);
    if (!checked) return;
    updateGuestMeal(meal.id, { title: checked.name, totalProtein: checked.protein, mealType: checked.mealType });
    await refreshGuestMeals(queryClient);
    toast.success("Meal Updated! ✅");
    onDone();
  }

  /** Deleted from this browser with its photo; the toast's Undo puts both back. */
  async function remove() {
    await deleteGuestWithUndo(queryClient, meal);
    onDone();
  }

  return (
    <MealEditForm
      edit={edit}
      onSave={() => void save()}
      onCancel={onDone}
      after={<DeleteMealLink onDelete={remove} />}
    />
  );
}
