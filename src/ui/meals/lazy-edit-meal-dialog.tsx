import type { Meal } from "@domain/meals/meal";
import { Suspense } from "react";
import { onDemand } from "@/lib/on-demand";

// The edit dialogs load when a meal is tapped, not with the first page (first-load budget).
const EditMealDialog = onDemand(() => import("./edit-meal-dialog").then((m) => ({ default: m.EditMealDialog })));
const GuestEditMealDialog = onDemand(() =>
  import("../guest/guest-edit-meal-dialog").then((m) => ({ default: m.GuestEditMealDialog })),
);

type Props = { meal: Meal | null; onClose: () => void };

/** The account's edit dialog, fetched the first time a meal is opened. */
export function LazyEditMealDialog({ meal, onClose }: Props) {
  if (!meal) return null;
  return (
    <Suspense fallback={null}>
      <EditMealDialog meal={meal} onClose={onClose} />
    </Suspense>
  );
}

/** A guest's edit dialog (meals kept in this browser), fetched the same way. */
export function LazyGuestEditMealDialog({ meal, onClose }: Props) {
  if (!meal) return null;
  return (
    <Suspense fallback={null}>
      <GuestEditMealDialog meal={meal} onClose={onClose} />
    </Suspense>
  );
}
