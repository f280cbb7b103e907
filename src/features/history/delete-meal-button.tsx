import { Trash2 } from "lucide";
import { Icon } from "@/ui/icon";

/**
 * The delete button beside a meal in the history. On a phone it is a bin icon, so the meal's
 * name keeps the row's width; from a small tablet up it says "Delete". Either way it is named
 * for its meal ("Delete Lentil soup") and is a 44 px target.
 */
export function DeleteMealButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <button
      type="button"
      onClick={onDelete}
      aria-label={`Delete ${name}`}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-sm font-medium text-red-700 hover:bg-red-50 sm:px-3 dark:text-red-300 dark:hover:bg-red-950/40"
    >
      <Icon node={Trash2} className="size-5 sm:hidden" />
      <span className="hidden sm:inline">Delete</span>
    </button>
  );
}
