import { formatMinutes, totalMinutes } from "@domain/recipes/normalize";
import { Heart } from "lucide";
import { Link } from "wouter";
import { Icon } from "@/ui/icon";
import { MealTypeIcon } from "@/ui/meal-type-icon";
import { MEAL_TYPE_NAMES } from "@/ui/meal-type-label";
import type { RecipeSummary } from "./api";
import { DifficultyBadge } from "./recipe-badges";

/** One recipe in the list: a link to its page with the numbers that decide a choice. */
export function RecipeCard({ recipe }: { recipe: RecipeSummary }) {
  return (
    <li>
      <Link
        href={`/recipe/${encodeURIComponent(recipe.id)}`}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold">{recipe.name}</h2>
          {recipe.isFavorite && (
            <span className="shrink-0 text-rose-500" role="img" aria-label="Favorite">
              <Icon node={Heart} className="size-5 fill-current" />
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <span className="inline-flex items-center gap-1">
            <MealTypeIcon type={recipe.mealType} className="size-4" /> {MEAL_TYPE_NAMES[recipe.mealType]}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{recipe.description}</p>
        <dl className="mt-auto grid grid-cols-3 gap-2 text-center text-xs">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Protein</dt>
            <dd className="text-base font-bold text-brand-700 dark:text-brand-500">{recipe.proteinPerServing}g</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Time</dt>
            <dd className="text-base font-bold">{formatMinutes(totalMinutes(recipe))}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Servings</dt>
            <dd className="text-base font-bold">{recipe.servings}</dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}
