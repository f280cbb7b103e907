import type { PickedFood } from "@domain/foods/picker";
import type { UnmatchedFragment } from "@domain/foods/schemas";
import { proteinText } from "@domain/format/protein";
import type { MealType } from "@domain/meals/guest-meal";
import type { Nutrients } from "@domain/meals/nutrients";
import { roundTo, roundToTenth } from "@domain/nutrition/round";
import { useEffect, useId, useState } from "react";
import { useLogPickedFoods } from "@/lib/foods/use-log-foods";
import { cardClass, inputClass, primaryButton } from "@/ui/field";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { FoodNutrients } from "@/ui/meals/food-nutrients";
import { VoiceButton } from "@/ui/voice-button";
import { parseMealText } from "./api";

/**
 * A parsed food, with a stable React key: the same food may appear twice. A picked food may
 * lack kcal, fat or carbs (SR28 has no value), so they may be null here.
 */
type ParseAnswer = Awaited<ReturnType<typeof parseMealText>>;
type ParsedFood = Omit<ParseAnswer["foodItems"][number], keyof Nutrients> & Nutrients & { uid?: string };

/** A value of `from` grams scaled to `to` grams: kcal to the unit, fat and carbs to 0.1 g. */
const scaled = (value: number | null, from: number, to: number, digits: 0 | 1) =>
  value === null || from <= 0 ? null : roundTo((value * to) / from, digits);

/**
 * Describe your meal: "2 eggs and 150 g greek yogurt" becomes foods
 * with protein from the nutrition table, offline and without AI; grams stay editable.
 * The meal type is the page's one picker.
 */
export function DescribeMeal({ mealType, isGuest = false }: { mealType: MealType; isGuest?: boolean }) {
  const [text, setText] = useState("");
  const textId = useId();
  const [parsed, setParsed] = useState<ParseAnswer | null>(null);
  const [items, setItems] = useState<ParsedFood[]>([]);
  const { log, pending } = useLogPickedFoods(mealType, isGuest);
  // The food being swapped (its uid), or a word not found, picked from the search instead.
  const [picking, setPicking] = useState<{ uid: string } | { unmatched: UnmatchedFragment } | null>(null);

  useEffect(() => {
    if (!text.trim()) {
      setParsed(null);
      setItems([]);
      return;
    }
    const id = setTimeout(() => {
      parseMealText(text)
        .then((answer) => {
          setParsed(answer);
          setItems(answer.foodItems.map((item) => ({ ...item, uid: crypto.randomUUID() })));
        })
        .catch(() => setParsed(null));
    }, 350);
    return () => clearTimeout(id);
  }, [text]);

  const setGrams = (index: number, grams: number) =>
    setItems((list) =>
      list.map((item, i) => {
        if (i !== index || !(grams >= 0)) return item;
        const perGram = item.grams > 0 ? item.proteinContent / item.grams : 0;
        return {
          ...item,
          grams,
          portionSize: `${grams} g`,
          proteinContent: roundToTenth(perGram * grams),
          kcal: scaled(item.kcal, item.grams, grams, 0),
          fat: scaled(item.fat, item.grams, grams, 1),
          carbs: scaled(item.carbs, item.grams, grams, 1),
        };
      }),
    );
  /** A picked food replaces the swapped one, or stands in for a word that was not found. */
  function onPick(food: PickedFood) {
    const item: ParsedFood = {
      name: food.name,
      foodId: food.foodId,
      grams: food.grams,
      portionSize: food.portionSize,
      proteinContent: food.proteinContent,
      confidence: 1,
      source: food.source,
      kcal: food.kcal,
      fat: food.fat,
      carbs: food.carbs,
      uid: crypto.randomUUID(),
    };
    if (picking && "uid" in picking) setItems((list) => list.map((i) => (i.uid === picking.uid ? item : i)));
    else {
      setItems((list) => [...list, item]);
      const fragment = picking?.unmatched;
      setParsed((p) => (p && fragment ? { ...p, unmatched: p.unmatched.filter((u) => u.text !== fragment.text) } : p));
    }
  }
  const swapping = picking && "uid" in picking ? items.find((i) => i.uid === picking.uid) : undefined;
  const total = roundToTenth(items.reduce((s, i) => s + i.proteinContent, 0));

  return (
    <section className={cardClass} aria-labelledby="describe-title">
      <h2 id="describe-title" className="text-lg font-semibold">
        Describe your meal
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Type what you ate; we look each food up in our USDA nutrition table.
      </p>
      <label htmlFor={textId} className="mt-3 block text-sm font-medium">
        What did you eat?
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={2}
          maxLength={2000}
          placeholder="e.g. 2 eggs, 150 g greek yogurt and a chicken breast"
          className={inputClass}
        />
        <span className="mt-1 shrink-0">
          <VoiceButton label="Say what you ate" value={text} onText={(said) => setText(said.slice(0, 2000))} />
        </span>
      </div>
      {items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" aria-label="Foods found">
          {items.map((item, i) => (
            <li key={item.uid} className="flex items-center gap-3 py-2">
              <button
                type="button"
                onClick={() => item.uid && setPicking({ uid: item.uid })}
                className="min-h-11 min-w-0 flex-1 rounded-lg px-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <span className="block font-medium">
                  <span className="sr-only">Swap </span>
                  {item.name}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {item.portionSize} · {item.source}
                </span>
                <FoodNutrients value={item} />
              </button>
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="number"
                  min={0}
                  step={1}
                  value={item.grams}
                  onChange={(e) => setGrams(i, Number(e.target.value))}
                  aria-label={`Grams of ${item.name}`}
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
                />
                g
              </label>
              <span className="w-16 text-right font-semibold text-brand-700 dark:text-brand-500">
                {proteinText(item.proteinContent)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {parsed && parsed.unmatched.length > 0 && (
        <div className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          {parsed.unmatched.some((u) => !u.meant) && (
            <p>
              Not found in our table (not counted):{" "}
              {parsed.unmatched
                .filter((u) => !u.meant)
                .map((u) => u.text)
                .join(", ")}
            </p>
          )}
          {/* A food found under another protein than typed is offered, not counted unasked. */}
          {parsed.unmatched
            .filter((u) => u.meant)
            .map((u) => (
              <p key={u.text}>
                Did you mean {u.meant} for “{u.text}”? Not counted until you pick it or another food.
              </p>
            ))}
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Pick what you meant">
            {parsed.unmatched.map((fragment) => (
              <li key={fragment.text}>
                <button
                  type="button"
                  onClick={() => setPicking({ unmatched: fragment })}
                  className="min-h-11 rounded-lg border border-amber-300 px-3 font-medium hover:bg-amber-50 dark:border-amber-700 dark:hover:bg-amber-950/40"
                >
                  Pick a food for “{fragment.text}”
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <LazyFoodPicker
        open={picking !== null}
        title={swapping ? `Swap ${swapping.name}` : "Search foods"}
        initialQuery={swapping?.name ?? (picking && "unmatched" in picking ? picking.unmatched.text : "")}
        suggestions={picking && "unmatched" in picking ? picking.unmatched.suggestions : []}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
      {items.length > 0 && (
        <div className="mt-3">
          <button
            type="button"
            onClick={() => void log(items, "describe").then((saved) => saved && setText(""))}
            disabled={pending || total <= 0}
            className={primaryButton}
          >
            {pending ? "Adding Meal..." : `Log ${proteinText(total)} of protein`}
          </button>
        </div>
      )}
    </section>
  );
}
