import { useLayoutEffect, useRef } from "react";
import { SearchInput } from "@/ui/search-input";

/**
 * The picker's search box. It is drawn by the picker and, while the picker's code is still
 * downloading, in its place (lazy-food-picker), so what is typed in that moment is kept.
 */
export function FoodSearchField({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // Focus belongs in the search box: `data-autofocus` covers the dialog's opening (the dialog
  // focuses it once open), this a box drawn in a dialog already open (the picker arriving, or
  // "Back" from a food). Before the paint, in the task that puts the box in the page: a key
  // pressed just after it would go nowhere.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <SearchInput
      label="Food"
      ref={input}
      value={query}
      onValue={onQuery}
      placeholder="e.g. chicken breast"
      maxLength={100}
      data-autofocus
      className="min-h-11"
    />
  );
}
