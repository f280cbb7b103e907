import { lazy, Suspense, useState } from "react";
import { Dialog } from "@/ui/dialog";
import type { FoodPickerProps } from "./food-picker";
import { FoodSearchField } from "./food-search-field";

// The picker (and the dialog's search) is loaded on first open, so it adds nothing to the
// first-load JavaScript (120 KB gzip budget).
const FoodPicker = lazy(() => import("./food-picker"));

/** The food picker, fetched when first opened; nothing is rendered while it is closed. */
export function LazyFoodPicker(props: FoodPickerProps) {
  if (!props.open) return null;
  return <OpenFoodPicker {...props} />;
}

/**
 * While the picker's code downloads, its dialog opens at once with the search box, and what is
 * typed there is handed to the picker: a tap on "Find a food" followed straight away by typing
 * loses no letter. Typed words replace any suggestions, as they do in the picker.
 */
function OpenFoodPicker(props: FoodPickerProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const fallback = (
    <Dialog open title={props.title} onClose={props.onClose}>
      {!props.food && <FoodSearchField query={typed ?? props.initialQuery ?? ""} onQuery={setTyped} />}
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Loading…
      </p>
    </Dialog>
  );
  return (
    <Suspense fallback={fallback}>
      <FoodPicker {...props} {...(typed === null ? {} : { initialQuery: typed, suggestions: [] })} />
    </Suspense>
  );
}
