import { lazy, Suspense } from "react";
import type { FoodPickerProps } from "./food-picker";

// The picker (and the dialog's search) is loaded on first open, so it adds nothing to the
// first-load JavaScript (120 KB gzip budget).
const FoodPicker = lazy(() => import("./food-picker"));

/** The food picker, fetched when first opened; nothing is rendered while it is closed. */
export function LazyFoodPicker(props: FoodPickerProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <FoodPicker {...props} />
    </Suspense>
  );
}
