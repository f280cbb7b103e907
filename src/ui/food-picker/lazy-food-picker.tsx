import { useState } from "react";
import { browserOnly } from "@/lib/browser-only";
import { onDemand } from "@/lib/on-demand";
import { Dialog, DialogLoading } from "@/ui/dialog";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import type { FoodPickerProps } from "./food-picker";
import { FoodSearchField } from "./food-search-field";

// The picker's content (and the dialog's search) is loaded on first open, so it adds nothing to
// the first-load JavaScript.
const FoodPicker = onDemand(() => (import.meta.env.SSR ? browserOnly() : import("./food-picker")));

/** The food picker; nothing is rendered while it is closed. */
export function LazyFoodPicker(props: FoodPickerProps) {
  if (!props.open) return null;
  return <OpenFoodPicker {...props} />;
}

/**
 * The picker inside a dialog already open (a meal's editor), in place of its content: one dialog,
 * never a second over the first. `title` heads it ("Swap Egg").
 */
export function InlineFoodPicker({ title, ...content }: Omit<FoodPickerProps, "open">) {
  return (
    <section aria-label={title}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      <OnDemandPiece onFailure={content.onClose} fallback={<DialogLoading />}>
        <FoodPicker key={`${content.food?.id ?? ""}\n${content.initialQuery ?? ""}`} {...content} />
      </OnDemandPiece>
    </section>
  );
}

/**
 * The dialog opens at the tap, with the search box, while the picker's code downloads; what is
 * typed there is handed to the picker, so typing straight after "Find a food" loses no letter.
 * Typed words replace any suggestions, as they do in the picker.
 */
function OpenFoodPicker({ open: _open, title, ...content }: FoodPickerProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Dialog open title={title} onClose={content.onClose}>
      <OnDemandPiece
        onFailure={content.onClose}
        fallback={
          <DialogLoading>
            {!content.food && <FoodSearchField query={typed ?? content.initialQuery ?? ""} onQuery={setTyped} />}
          </DialogLoading>
        }
      >
        <FoodPicker
          // Another food or query while open (a second scan) starts the picker afresh. A key, not
          // an effect: an effect would run after the box is already on screen in the open dialog
          // and could wipe what was typed into it.
          key={`${content.food?.id ?? ""}\n${content.initialQuery ?? ""}`}
          {...content}
          {...(typed === null ? {} : { initialQuery: typed, suggestions: [] })}
        />
      </OnDemandPiece>
    </Dialog>
  );
}
