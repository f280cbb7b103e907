import { type Meal, mealName } from "@domain/meals/meal";
import { Dialog } from "@/ui/dialog";
import { primaryButton, secondaryButton } from "@/ui/field";

/**
 * "Delete this meal?" for the meal in `meal` (closed while it is null): its name and protein,
 * and where it is removed from (`from`: an account's log, or a guest's device).
 */
export function DeleteMealDialog({
  meal,
  from,
  onKeep,
  onDelete,
}: {
  meal: Meal | null;
  from: string;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog open={meal !== null} title="Delete this meal?" onClose={onKeep}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {meal ? `${mealName(meal)} (${meal.totalProtein.toFixed(1)}g) will be removed from ${from}.` : ""}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" onClick={onKeep} className={secondaryButton}>
          Keep Meal
        </button>
        <button type="button" onClick={onDelete} className={`${primaryButton} bg-red-600 hover:bg-red-700`}>
          Delete Meal
        </button>
      </div>
    </Dialog>
  );
}
