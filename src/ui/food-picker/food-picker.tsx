import { amountOf, type PickedAmount, type PickedFood, pickFood } from "@domain/foods/picker";
import type { FoodDto } from "@domain/foods/schemas";
import { proteinText } from "@domain/format/protein";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { foodSearchQuery } from "@/lib/foods/api";
import { inputClass, primaryButton, secondaryButton } from "@/ui/field";
import { NutrientLine } from "@/ui/nutrient-line";
import { CustomFoodForm } from "./custom-food-form";
import { FoodFacts, FoodSource } from "./food-facts";
import { FoodSearchField } from "./food-search-field";

/** Wait this long after the last key before searching: one request per pause, not per letter. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export interface FoodPickerProps {
  open: boolean;
  /** The dialog's title: "Search foods", or "Swap {food}" when replacing one. */
  title: string;
  /** What the search box starts with, e.g. the name of the food being swapped. */
  initialQuery?: string;
  /** Foods to offer before anything is typed: Describe's suggestions for a word it did not know. */
  suggestions?: FoodDto[];
  /** A food already found (a scanned barcode, one's own food): the picker opens on its amount. */
  food?: FoodDto | null;
  /** The button that hands the amount back: "Use this food", or "Log it" where picking logs. */
  pickLabel?: string;
  /** Offer "Create a food" for a food the search lacks (signed in: one's own foods are private). */
  canCreate?: boolean;
  /** The food being swapped: picking the same food again opens at the amount it was logged with. */
  current?: { foodId: string | null; portionSize: string | null; grams: number | null };
  onPick: (food: PickedFood) => void;
  onClose: () => void;
}

/** What the picker's content takes: its dialog (title, open) is drawn by lazy-food-picker. */
export type FoodPickerContentProps = Omit<FoodPickerProps, "open" | "title">;

/**
 * The food picker: search the USDA SR28 table (and one's own
 * foods) as you type, or start from a scanned food; see its values and where they come from,
 * choose one of its portions or grams, and hand back the food with its protein for that amount.
 * The dialog's content, loaded on demand inside a dialog already open (lazy-food-picker), which
 * draws it anew for another food or query.
 */
export default function FoodPicker({
  initialQuery = "",
  suggestions = [],
  food: startFood = null,
  pickLabel = "Use this food",
  canCreate = false,
  current,
  onPick,
  onClose,
}: FoodPickerContentProps) {
  const [query, setQuery] = useState(initialQuery);
  const [food, setFood] = useState<FoodDto | null>(startFood);
  const [creating, setCreating] = useState(false);
  if (food) {
    return (
      <AmountStep
        food={food}
        start={current && current.foodId === food.id ? amountOf(food, current) : null}
        pickLabel={pickLabel}
        // A food the picker was opened with has no search to go back to.
        onBack={startFood ? onClose : () => setFood(null)}
        backLabel={startFood ? "Cancel" : "Back"}
        onPick={(picked) => {
          onPick(picked);
          onClose();
        }}
      />
    );
  }
  if (creating) {
    // A food the table lacks, from its label: saved as one's own, then picked like any other.
    return (
      <CustomFoodForm
        barcode={null}
        initialName={query.trim()}
        onSaved={(saved) => {
          setCreating(false);
          setFood(saved);
        }}
        onCancel={() => setCreating(false)}
      />
    );
  }
  return (
    <SearchStep
      query={query}
      onQuery={setQuery}
      onOpen={setFood}
      // The suggestions stand for the untouched query; typing searches instead.
      suggestions={query === initialQuery ? suggestions : []}
      onCreate={canCreate ? () => setCreating(true) : undefined}
    />
  );
}

function SearchStep({
  query,
  onQuery,
  onOpen,
  suggestions,
  onCreate,
}: {
  query: string;
  onQuery: (q: string) => void;
  onOpen: (food: FoodDto) => void;
  suggestions: FoodDto[];
  onCreate?: () => void;
}) {
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const q = suggestions.length > 0 ? "" : debounced;
  const search = useQuery(foodSearchQuery(q));
  const foods = suggestions.length > 0 ? suggestions : (search.data?.foods ?? []);
  return (
    <div>
      <FoodSearchField query={query} onQuery={onQuery} />
      <div aria-live="polite" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {search.isFetching && q ? "Searching…" : null}
        {search.isError ? (serverMessage(search.error) ?? "The food search failed. Please try again.") : null}
        {search.isSuccess && foods.length === 0
          ? `No food in the USDA table matches "${q}".${onCreate ? " You can create it from its label below." : ""}`
          : null}
      </div>
      {foods.length > 0 && (
        <ul aria-label="Foods" className="mt-2 max-h-[50vh] space-y-1 overflow-y-auto">
          {foods.map((food) => (
            <li key={food.id}>
              <button
                type="button"
                onClick={() => onOpen(food)}
                className="block min-h-11 w-full rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
              >
                <span className="block font-medium">{food.name}</span>
                {food.brand && <span className="block text-xs text-slate-500 dark:text-slate-400">{food.brand}</span>}
                <NutrientLine
                  protein={food.proteinPer100g}
                  kcal={food.kcalPer100g}
                  fat={food.fatPer100g}
                  carbs={food.carbsPer100g}
                  per="per 100 g"
                />
                <FoodSource food={food} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {onCreate && (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
          Not in the list?{" "}
          <button type="button" onClick={onCreate} className={`min-h-11 ${secondaryButton}`}>
            Create a food
          </button>
        </p>
      )}
    </div>
  );
}

function AmountStep({
  food,
  start,
  pickLabel,
  backLabel,
  onBack,
  onPick,
}: {
  food: FoodDto;
  /** Where the amount starts: the food's logged amount when it is being swapped for itself. */
  start: PickedAmount | null;
  pickLabel: string;
  backLabel: string;
  onBack: () => void;
  onPick: (picked: PickedFood) => void;
}) {
  const ids = useId();
  // The logged amount, else the food's first portion when it has one ("1 large", a label's
  // serving), else grams.
  const [unit, setUnit] = useState(
    start ? (start.kind === "grams" ? "grams" : String(start.index)) : food.portions.length > 0 ? "0" : "grams",
  );
  const [count, setCount] = useState(start?.kind === "portion" ? String(start.count) : "1");
  const [grams, setGrams] = useState(start?.kind === "grams" ? String(start.grams) : "100");
  const amount: PickedAmount =
    unit === "grams"
      ? { kind: "grams", grams: Number(grams) }
      : { kind: "portion", index: Number(unit), count: Number(count) };
  const picked = pickFood(food, amount);
  return (
    <div>
      <FoodFacts food={food} />
      <div className="mt-4 grid grid-cols-2 gap-3">
        {/* The label stands apart from the select, so the select is named "Portion" alone. */}
        <div>
          <label className="block text-sm font-medium" htmlFor={`${ids}-unit`}>
            Portion
          </label>
          <select
            id={`${ids}-unit`}
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
            className={`${inputClass} min-h-11`}
          >
            {food.portions.map((p, i) => (
              <option key={`${p.label}-${p.grams}`} value={String(i)}>
                {p.label} ({p.grams} g)
              </option>
            ))}
            <option value="grams">Grams</option>
          </select>
        </div>
        {unit === "grams" ? (
          <label className="block text-sm font-medium">
            Grams
            <input
              type="number"
              inputMode="decimal"
              min={1}
              max={5000}
              value={grams}
              onChange={(e) => setGrams(e.target.value)}
              className={`${inputClass} min-h-11`}
            />
          </label>
        ) : (
          <label className="block text-sm font-medium">
            How many
            <input
              type="number"
              inputMode="decimal"
              min={0.25}
              step={0.25}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              className={`${inputClass} min-h-11`}
            />
          </label>
        )}
      </div>
      <div aria-live="polite" className="mt-3" data-testid="picked-amount">
        {picked ? (
          <>
            <p className="text-lg font-semibold text-brand-700 dark:text-brand-500">
              {proteinText(picked.proteinContent)} protein in {picked.grams} g
            </p>
            <NutrientLine kcal={picked.kcal} fat={picked.fat} carbs={picked.carbs} />
          </>
        ) : (
          <p className="text-sm text-red-700 dark:text-red-300">Enter an amount between 1 and 5000 g.</p>
        )}
      </div>
      <div className="mt-4 flex gap-2">
        <button type="button" onClick={onBack} className={`min-h-11 ${secondaryButton}`}>
          {backLabel}
        </button>
        <button
          type="button"
          disabled={!picked}
          onClick={() => picked && onPick(picked)}
          className={`min-h-11 flex-1 ${primaryButton}`}
        >
          {pickLabel}
        </button>
      </div>
    </div>
  );
}
