import type { Meal } from "@domain/meals/meal";
import { type BandCounts, bandSummary } from "@domain/meals/protein-band";
import { type ComponentType, useState } from "react";
import { Link } from "wouter";
import { isOptimistic, useAnalyzingMeals, withAnalyzing } from "@/lib/meals/meal-cache";
import { cardClass, tapTarget } from "@/ui/field";
import { LazyEditMealDialog } from "@/ui/meals/lazy-edit-meal-dialog";
import { MealRow } from "@/ui/meals/meal-row";

const RECENT_MEALS = 3;

type Editor = ComponentType<{ meal: Meal | null; onClose: () => void }>;

/**
 * Latest 3 meals, meals still being analysed on top, each with where its protein sits against
 * the per-meal band, and today's count of meals in the band; tapping one opens the edit dialog;
 * 'View All' opens history. A guest's local meals pass their own `Editor`, which saves in the
 * browser.
 */
export function RecentMeals({
  meals: logged,
  today,
  Editor = LazyEditMealDialog,
}: {
  meals: Meal[];
  /** Today's logged meals by band. */
  today: BandCounts;
  Editor?: Editor;
}) {
  const [editing, setEditing] = useState<Meal | null>(null);
  const meals = withAnalyzing(logged, useAnalyzingMeals()).slice(0, RECENT_MEALS);
  return (
    <section className={cardClass} aria-labelledby="recent-meals-title">
      <div className="flex items-center justify-between">
        <h2 id="recent-meals-title" className="text-lg font-semibold">
          Recent Meals
        </h2>
        <Link
          href="/history"
          className={`${tapTarget} text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500`}
        >
          View All
        </Link>
      </div>
      {bandSummary(today) && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="band-today">
          {`Today: ${bandSummary(today)}`}
        </p>
      )}
      {meals.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          No meals logged yet. Your latest meals will show here.
        </p>
      ) : (
        <ul className="mt-2">
          {meals.map((meal) => (
            <li key={meal.id}>
              <MealRow meal={meal} band onOpen={isOptimistic(meal) ? undefined : () => setEditing(meal)} />
            </li>
          ))}
        </ul>
      )}
      <Editor meal={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
