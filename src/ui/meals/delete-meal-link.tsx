import { useState } from "react";

/**
 * "Delete meal" under an edit form's buttons: quieter than Save, red, and "Deleting..." while
 * `onDelete` runs (its toast offers Undo, so it asks nothing first).
 */
export function DeleteMealLink({ onDelete, disabled = false }: { onDelete: () => Promise<void>; disabled?: boolean }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        setDeleting(true);
        void onDelete().finally(() => setDeleting(false));
      }}
      disabled={deleting || disabled}
      className="min-h-11 text-sm font-semibold text-red-700 underline-offset-2 hover:underline dark:text-red-400"
    >
      {deleting ? "Deleting..." : "Delete meal"}
    </button>
  );
}
