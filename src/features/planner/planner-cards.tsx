import { HEALTH_GOAL_LABELS, type HealthGoal } from "@domain/goals/formula";
import type { PlannerMeal } from "@domain/planner/meal";
import { formatAmount } from "@domain/stats/format-amount";
import { CookingPot, Sparkles } from "lucide";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cardClass } from "@/ui/field";
import { Icon } from "@/ui/icon";

export function GoalBadge({ goal }: { goal: HealthGoal }) {
  return (
    <span
      data-testid="goal-badge"
      className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
    >
      {HEALTH_GOAL_LABELS[goal]}
    </span>
  );
}

/** '{eaten}g of {goal}g', with '{remaining}g needed' while a gap remains. */
export function ProgressCard({ eaten, goal, remaining }: { eaten: number; goal: number; remaining: number }) {
  const percent = goal > 0 ? Math.min(100, Math.round((eaten / goal) * 100)) : 0;
  return (
    <section className={cardClass} aria-label="Today's protein">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold" data-testid="planner-progress">
          {formatAmount(eaten)}g of {goal}g
        </p>
        {remaining > 0 ? (
          <p className="font-medium text-brand-700 dark:text-brand-500" data-testid="planner-remaining">
            {formatAmount(remaining)}g needed
          </p>
        ) : (
          <p className="font-medium text-amber-600">Goal reached today</p>
        )}
      </div>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="progressbar"
        aria-label="Protein eaten today"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}

/** The selected meal: name, protein, calories, ingredients, instructions, Smart Match. */
export function SelectedMealCard({
  meal,
  smartMatch,
  action,
}: {
  meal: PlannerMeal;
  smartMatch: boolean;
  action: ReactNode;
}) {
  return (
    <article className={cardClass} aria-labelledby="planner-meal-name" data-testid="selected-meal">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="planner-meal-name" className="text-xl font-semibold">
          {meal.name}
        </h2>
        {smartMatch && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
            <Icon node={Sparkles} className="-mt-0.5 mr-1 inline size-4 align-middle" />
            Smart Match
          </span>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-brand-50 p-3 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Protein</dt>
          <dd className="text-2xl font-bold text-brand-700 dark:text-brand-500">{meal.proteinGrams}g</dd>
        </div>
        <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Calories</dt>
          <dd className="text-2xl font-bold">{meal.calories}</dd>
        </div>
      </dl>
      <h3 className="mt-5 font-semibold">Ingredients</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        {meal.ingredients.map((i) => (
          <li key={`${i.foodId}-${i.text}`}>{i.text}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold">Instructions</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{meal.instructions}</p>
      <div className="mt-6">{action}</div>
    </article>
  );
}

/** Shown while no meal is selected: how the planner works. */
export function PlannerIntro({ remaining, action }: { remaining: number; action: ReactNode }) {
  return (
    <section className={cardClass} aria-labelledby="planner-intro-title">
      <h2 id="planner-intro-title" className="text-lg font-semibold">
        Plan your next meal
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        <li>Pick the meal you are planning: breakfast, lunch, dinner or a snack.</li>
        <li>
          {remaining > 0
            ? `Choose a meal. Smart Suggestions come first: they are the closest to the ${formatAmount(remaining)}g you still need today.`
            : "Choose a meal. You have reached today's goal, so Smart Suggestions list the most protein first."}
        </li>
        <li>Check its ingredients and steps, then add it to today's log in one tap.</li>
      </ol>
      <div className="mt-6">{action}</div>
    </section>
  );
}

export function RecipesTeaser() {
  return (
    <section
      className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
      aria-labelledby="recipes-teaser-title"
    >
      <div>
        <h2 id="recipes-teaser-title" className="text-lg font-semibold">
          <Icon
            node={CookingPot}
            className="-mt-1 mr-1.5 inline size-5 align-middle text-brand-600 dark:text-brand-500"
          />
          Meal-Prep Recipes
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Batch-cook high-protein breakfasts, lunches, dinners and snacks for the week, and keep your favorites.
        </p>
      </div>
      <Link
        href="/recipes"
        className="inline-flex shrink-0 items-center justify-center rounded-lg border border-brand-600 px-4 py-2 text-center pointer-coarse:min-h-11 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-slate-800"
      >
        Browse Recipes
      </Link>
    </section>
  );
}
