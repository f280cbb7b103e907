import { proteinText } from "@domain/format/protein";
import { type Meal, mealName } from "@domain/meals/meal";
import { mealNutrients } from "@domain/meals/nutrients";
import { isOptimistic } from "@/lib/meals/meal-cache";
import { clockTime, useRenderTimeZone } from "@/lib/time-zone";
import { MealTypeIcon } from "../meal-type-icon";
import { FoodNutrients } from "./food-nutrients";
import { ProteinBandTag } from "./protein-band-tag";

/** The portion text a meal shows: its foods' portions, when known. */
export function portionText(meal: Meal): string | null {
  const portions = meal.foodItems.map((f) => f.portionSize).filter(Boolean);
  return portions.length > 0 ? portions.join(" · ") : null;
}

/**
 * One meal: photo (or its type's icon), name, portion, time, protein and type, and with `band`
 * where its protein sits against the per-meal band. An editable row looks like what it is, a
 * button: a tinted surface and a chevron.
 */
export function MealRow({ meal, onOpen, band = false }: { meal: Meal; onOpen?: () => void; band?: boolean }) {
  const timeZone = useRenderTimeZone();
  if (isOptimistic(meal)) return <AnalyzingRow meal={meal} />;
  const portion = portionText(meal);
  const content = (
    <>
      {meal.imageUrl ? (
        <img src={meal.imageUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <MealTypeIcon type={meal.mealType} className="size-7" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        {/* Long names wrap: "Shrimp and avocado salad" is read in full, never cut to "Shrimp an...". */}
        <span className="block font-medium break-words" data-testid="meal-name">
          {mealName(meal)}
        </span>
        {portion && <span className="block text-xs break-words text-slate-500 dark:text-slate-400">{portion}</span>}
        <FoodNutrients value={mealNutrients(meal)} />
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {`${clockTime(meal.createdAt, timeZone)} · `}
          <span className="uppercase tracking-wide">{meal.mealType}</span>
        </span>
        {/* A photo waiting for analysis has no protein yet, so no band either (ADR 019). */}
        {band && !meal.awaitingAnalysis && <ProteinBandTag protein={meal.totalProtein} />}
      </span>
      {meal.awaitingAnalysis ? (
        // A guest's photo not analysed yet is not a 0 g meal (ADR 019).
        <span className="shrink-0 text-right text-xs font-semibold text-amber-800 dark:text-amber-200">
          Waiting for analysis
        </span>
      ) : (
        <span className="shrink-0 text-right font-semibold text-brand-700 dark:text-brand-500">
          {proteinText(meal.totalProtein)}
        </span>
      )}
    </>
  );
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      className="my-1 flex min-h-11 w-full items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-2 text-left hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 active:bg-brand-100 dark:border-slate-700 dark:bg-slate-800/50 dark:hover:bg-slate-800"
    >
      {/* Named "Edit <meal> …" with the visible text inside the name (WCAG 2.5.3). */}
      <span className="sr-only">Edit </span>
      {content}
      <span aria-hidden="true" className="shrink-0 text-xl text-slate-400 dark:text-slate-500">
        ›
      </span>
    </button>
  ) : (
    <div className="flex items-center gap-3 p-2">{content}</div>
  );
}

/** The placeholder of a meal still being analysed: not editable. */
function AnalyzingRow({ meal }: { meal: Meal }) {
  return (
    <div className="flex items-center gap-3 p-2" aria-busy="true" data-testid="optimistic-meal">
      {meal.imageUrl ? (
        <img src={meal.imageUrl} alt="" className="size-14 shrink-0 animate-pulse rounded-xl object-cover" />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-700" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-medium">Analyzing meal...</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">...</span>
        <span className="block text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">ANALYZING</span>
      </span>
    </div>
  );
}
