import { useLayoutEffect, useRef } from "react";
import { inputClass } from "@/ui/field";

/**
 * The picker's search box. It is drawn by the picker and, while the picker's code is still
 * downloading, in its place (lazy-food-picker), so what is typed in that moment is kept.
 */
export function FoodSearchField({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // Focus belongs in the search box: `autoFocus` covers the dialog's opening, this a box drawn
  // in a dialog already open (the picker arriving, or "Back" from a food). Before the paint, in
  // the task that puts the box in the page: a key pressed just after it would go nowhere.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <label className="block text-sm font-medium">
      Food
      <input
        ref={input}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder="e.g. chicken breast"
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a food; focus belongs in its search box.
        autoFocus
        className={`${inputClass} min-h-11`}
      />
    </label>
  );
}
