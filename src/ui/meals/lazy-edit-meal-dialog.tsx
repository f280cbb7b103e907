import type { Meal } from "@domain/meals/meal";
import { browserOnly } from "@/lib/browser-only";
import { onDemand } from "@/lib/on-demand";
import { OnDemandPiece } from "../on-demand-piece";

// The edit dialogs load when a meal is tapped, not with the first page (first-load budget).
const EditMealDialog = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./edit-meal-dialog")),
  (m) => m.EditMealDialog,
);
const GuestEditMealDialog = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("../guest/guest-edit-meal-dialog")),
  (m) => m.GuestEditMealDialog,
);

type Props = { meal: Meal | null; onClose: () => void };

/** The account's edit dialog, fetched the first time a meal is opened. */
export function LazyEditMealDialog({ meal, onClose }: Props) {
  if (!meal) return null;
  return (
    <OnDemandPiece onFailure={onClose}>
      <EditMealDialog meal={meal} onClose={onClose} />
    </OnDemandPiece>
  );
}

/** A guest's edit dialog (meals kept in this browser), fetched the same way. */
export function LazyGuestEditMealDialog({ meal, onClose }: Props) {
  if (!meal) return null;
  return (
    <OnDemandPiece onFailure={onClose}>
      <GuestEditMealDialog meal={meal} onClose={onClose} />
    </OnDemandPiece>
  );
}
