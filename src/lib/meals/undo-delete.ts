import { type Meal, mealName } from "@domain/meals/meal";
import type { QueryClient } from "@tanstack/react-query";
import { deleteGuestMeal, refreshGuestMeals } from "../guest/guest-meals";
import { refreshAfter } from "../query-keys";
import { toast, toastError } from "../toast";
import { deleteMeal, restoreMeal } from "./api";

/** What a toast's Undo of a removed meal needs: how to put it back and what to read again after. */
export interface UndoRemoval {
  /** The meal's name, for the toast that confirms it is back. */
  name: string;
  restore: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** After a successful restore: a screen may show the meal again. */
  onRestored?: () => void;
}

/** The toast of a removed meal (deleted or discarded), with Undo for as long as it shows. */
export function toastUndoableRemoval(title: string, description: string, undo: UndoRemoval): void {
  async function run() {
    try {
      await undo.restore();
      undo.onRestored?.();
      toast.success("Undone", { description: `${undo.name} is back in your log.` });
    } catch (error) {
      toastError("Error", error, "Could not undo. Please log the meal again.");
    } finally {
      await undo.refresh();
    }
  }
  toast.success(title, { description, action: { label: "Undo", onClick: () => void run() } });
}

/**
 * An account's meal: Undo puts it back on the server exactly as it was (its foods, XP and the
 * day's total), within minutes of the deletion.
 */
export const serverUndo = (
  queryClient: QueryClient,
  meal: { id: string; name: string },
  onRestored?: () => void,
): UndoRemoval => ({
  name: meal.name,
  restore: () => restoreMeal(meal.id),
  refresh: () => refreshAfter(queryClient, "meal"),
  onRestored,
});

/** Deletes an account's meal, refreshes what shows it, and toasts "Meal Deleted" with Undo. */
export async function deleteWithUndo(queryClient: QueryClient, meal: Meal): Promise<void> {
  await deleteMeal(meal.id);
  await refreshAfter(queryClient, "meal");
  const name = mealName(meal);
  toastUndoableRemoval(
    "Meal Deleted",
    `${name} was removed from your log.`,
    serverUndo(queryClient, { id: meal.id, name }),
  );
}

/** The same for a guest's meal kept in this browser: Undo puts it and its photo back. */
export async function deleteGuestWithUndo(queryClient: QueryClient, meal: Meal): Promise<void> {
  const restore = await deleteGuestMeal(meal.id);
  await refreshGuestMeals(queryClient);
  const name = mealName(meal);
  toastUndoableRemoval("Meal Deleted", `${name} was removed from your log.`, {
    name,
    restore,
    refresh: () => refreshGuestMeals(queryClient),
  });
}
