import { proteinText } from "@domain/format/protein";
import { type Meal, mealName } from "@domain/meals/meal";
import { useState } from "react";
import { Dialog } from "@/ui/dialog";
import { primaryButton, secondaryButton } from "@/ui/field";

/**
 * "Delete this meal?" for the meal in `meal` (closed while it is null): its name and protein,
 * and where it is removed from (`from`: an account's log, or a guest's device). While `onDelete`
 * runs, "Delete Meal" is disabled and says "Deleting...": a second tap would ask to delete a
 * meal that is already gone, and toast a failure after the success.
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
  onDelete: () => Promise<void>;
}) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={meal !== null} title="Delete this meal?" onClose={onKeep}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {meal ? `${mealName(meal)} (${proteinText(meal.totalProtein)}) will be removed from ${from}.` : ""}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" onClick={onKeep} className={secondaryButton}>
          Keep Meal
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={deleting}
          className={`${primaryButton} bg-red-600 hover:bg-red-700`}
        >
          {deleting ? "Deleting..." : "Delete Meal"}
        </button>
      </div>
    </Dialog>
  );
}
