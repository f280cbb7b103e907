import { proteinText } from "@domain/format/protein";
import type { MealType } from "@domain/meals/guest-meal";
import type { Meal } from "@domain/meals/meal";
import { mealName } from "@domain/meals/meal";
import type { FrequentFood } from "@domain/meals/relog";
import { mealTypeForHour } from "@domain/planner/default-meal-type";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { deleteMeal } from "@/lib/meals/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, MealTypeSelect } from "@/ui/field";
import { MEAL_TYPE_NAMES } from "@/ui/meal-type-label";
import { copyYesterday, logSavedMeal, relogChoicesQuery, relogMeal } from "./api";

const chip =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-left text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800";

interface Choice {
  key: string;
  /** What it logs, in words: two choices with the same are one chip. */
  same: string;
  label: string;
  protein: number;
  /** Logs it again as a meal of this type. */
  log: (mealType: MealType) => Promise<Meal>;
}

const foodWords = (f: { name: string; portionSize: string | null; proteinContent: number }) =>
  `food:${f.name.trim().toLowerCase()}|${f.portionSize ?? ""}|${f.proteinContent}`;

const mealChoice = (meal: Meal): Choice => {
  const [only, ...more] = meal.foodItems;
  const named = mealName(meal);
  return {
    key: `meal:${meal.id}`,
    // A meal of one food named after it logs what that food's chip logs.
    same:
      only && more.length === 0 && named.toLowerCase() === only.name.trim().toLowerCase()
        ? foodWords(only)
        : `meal:${named.toLowerCase()}|${meal.totalProtein}`,
    label: named,
    protein: meal.totalProtein,
    log: (mealType) => relogMeal({ mealId: meal.id }, mealType),
  };
};
const foodChoice = ({ food }: FrequentFood): Choice => ({
  key: `food:${food.id}`,
  same: foodWords(food),
  label: food.portionSize ? `${food.name} (${food.portionSize})` : food.name,
  protein: food.proteinContent,
  log: (mealType) => relogMeal({ foodItemId: food.id }, mealType),
});

const SAVED = "saved:";

/** A saved meal of one's own as a chip: it logs the saved meal, whose protein the server works out. */
const savedChoice = (meal: { id: string; name: string; protein: number }): Choice => ({
  key: `${SAVED}${meal.id}`,
  same: `${SAVED}${meal.id}`,
  label: meal.name,
  protein: meal.protein,
  log: (mealType) => logSavedMeal(meal.id, mealType),
});

/** Each thing once: a choice that logs what an earlier one logs (recent before frequent) is left out. */
function once(lists: readonly Choice[][]): Choice[][] {
  const seen = new Set<string>();
  return lists.map((choices) =>
    choices.filter((c) => {
      if (seen.has(c.same)) return false;
      seen.add(c.same);
      return true;
    }),
  );
}

/**
 * "Log again": one's own saved meals first, then recent and frequent meals and foods, each
 * logged again today with one tap, and "Copy yesterday's {meal type}". A saved meal missing a
 * food (an own food deleted since) is not among them (the server leaves it out). The meal type is the page's when given
 * (Add Your Meal), else this card's own, set by the time of day and editable before the tap;
 * after it, the meal is edited like any other. Signed-in only: a guest's meals live in the
 * browser and are re-entered with Describe or Manual Entry. As a `row` (Add Your Meal, under
 * the camera) every choice sits in one line that scrolls sideways.
 */
export function QuickRelog({ mealType: pageMealType, row = false }: { mealType?: MealType; row?: boolean }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(relogChoicesQuery(true));
  const [ownMealType, setOwnMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [busy, setBusy] = useState<string | null>(null);
  const mealType = pageMealType ?? ownMealType;
  if (!data || (data.recent.length === 0 && data.yesterday.length === 0 && data.saved.length === 0)) return null;

  /** Takes back what one tap logged: the meals are deleted, with their XP and day totals. */
  async function undo(ids: readonly string[]) {
    try {
      for (const id of ids) await deleteMeal(id);
      const what = ids.length === 1 ? "The meal was" : `${ids.length} meals were`;
      toast.success("Undone", { description: `${what} removed from today's log.` });
    } catch (error) {
      toastError("Error", error, "Could not undo. Delete the meal from your history instead.");
    } finally {
      await refreshAfter(queryClient, "meal");
    }
  }

  async function run(key: string, action: () => Promise<Meal | { meals: Meal[] }>, done: string) {
    setBusy(key);
    try {
      const logged = await action();
      const ids = ("meals" in logged ? logged.meals : [logged]).map((meal) => meal.id);
      await refreshAfter(queryClient, "meal");
      // A mis-tap is taken back from the toast, without a trip to History.
      toast.success("Meal Added", { description: done, action: { label: "Undo", onClick: () => void undo(ids) } });
    } catch (error) {
      toastError("Error", error, "Failed to add meal. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  const [recent = [], frequent = []] = once([
    data.recent.map(mealChoice),
    [...data.frequentMeals.map((f) => mealChoice(f.meal)), ...data.frequentFoods.map(foodChoice)],
  ]);
  // In a row, chips keep their text on one line and the lists' names are for screen readers
  // (positioned inside the row, which clips them, or they would widen the page).
  const rowChip = row ? `${chip} shrink-0 whitespace-nowrap` : chip;
  const list = (title: string, choices: Choice[]) =>
    choices.length > 0 && (
      <div className={row ? "contents" : "mt-3"}>
        <h3 className={row ? "sr-only" : "text-sm font-semibold text-slate-600 dark:text-slate-400"}>{title}</h3>
        <ul className={row ? "flex shrink-0 gap-2" : "mt-2 flex flex-wrap gap-2"} aria-label={title}>
          {choices.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                className={rowChip}
                disabled={busy !== null}
                onClick={() => void run(c.key, () => c.log(mealType), `${c.label} was added to today's ${mealType}.`)}
              >
                {/* Named "Log {food} {protein}g again as {type}", the visible text inside the name (WCAG 2.5.3). */}
                <span>
                  <span className="sr-only">Log </span>
                  {c.label}
                </span>{" "}
                <span className="shrink-0 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                  {proteinText(c.protein)}
                </span>
                <span className="sr-only"> again as {MEAL_TYPE_NAMES[mealType].toLowerCase()}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <section className={cardClass} aria-labelledby="quick-relog-title">
      <h2 id="quick-relog-title" className="text-lg font-semibold">
        Log again
      </h2>
      {pageMealType === undefined && (
        <div className="mt-2 max-w-xs">
          <MealTypeSelect
            label="Log as"
            value={ownMealType}
            onChange={(e) => setOwnMealType(e.target.value as MealType)}
          />
        </div>
      )}
      <div className={row ? "relative -mx-5 mt-2 flex gap-2 overflow-x-auto px-5 pb-1" : "contents"}>
        {list("Your meals", data.saved.map(savedChoice))}
        {list("Recent", recent)}
        {list("Frequent", frequent)}
        {data.yesterday.length > 0 && (
          <div className={row ? "flex shrink-0 gap-2" : "mt-3 flex flex-wrap gap-2"}>
            {data.yesterday.map((type) => (
              <button
                key={type}
                type="button"
                className={rowChip}
                disabled={busy !== null}
                onClick={() =>
                  void run(`copy:${type}`, () => copyYesterday(type), `Yesterday's ${type} was added to today's log.`)
                }
              >
                Copy yesterday's {type}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
