import { MEAL_TYPES, type MealType } from "@domain/meals/guest-meal";
import { CookingPot, Heart } from "lucide";
import { Link, useLocation, useSearch } from "wouter";
import { EmptyState } from "@/ui/empty-state";
import { inputClass, tapTarget } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { MEAL_TYPE_NAMES } from "@/ui/meal-type-label";
import { type RecipeFilter, useRecipes } from "./api";
import { RecipeCard } from "./recipe-card";
import { SignedInOnly } from "./signed-in-only";

function readFilter(search: string): RecipeFilter {
  const params = new URLSearchParams(search);
  const type = params.get("mealType");
  return {
    mealType: (MEAL_TYPES as readonly string[]).includes(type ?? "") ? (type as MealType) : null,
    favoritesOnly: params.get("favorites") === "true",
  };
}

function filterSearch(filter: RecipeFilter): string {
  const params = new URLSearchParams();
  if (filter.favoritesOnly) params.set("favorites", "true");
  if (filter.mealType) params.set("mealType", filter.mealType);
  const query = params.toString();
  return query ? `?${query}` : "";
}

const tabClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-semibold ${
    active
      ? "bg-brand-600 text-white"
      : "border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** The recipe list: reachable from the planner, with a favorites filter kept in the address. */
export function RecipesPage() {
  return (
    <SignedInOnly>
      <Recipes />
    </SignedInOnly>
  );
}

function Recipes() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readFilter(search);
  const recipes = useRecipes(filter);
  const setFilter = (patch: Partial<RecipeFilter>) =>
    navigate(`/recipes${filterSearch({ ...filter, ...patch })}`, { replace: true });

  return (
    <div className="space-y-6">
      <Link
        href="/planner"
        className={`${tapTarget} text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500`}
      >
        ← Back to Planner
      </Link>
      <header>
        <h1 className="text-2xl font-bold">Meal-Prep Recipes</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Cook once, eat well all week: high-protein recipes that keep in the fridge.
        </p>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <fieldset className="flex gap-2">
          <legend className="sr-only">Which recipes</legend>
          <button
            type="button"
            aria-pressed={!filter.favoritesOnly}
            className={tabClass(!filter.favoritesOnly)}
            onClick={() => setFilter({ favoritesOnly: false })}
          >
            All Recipes
          </button>
          <button
            type="button"
            aria-pressed={filter.favoritesOnly}
            className={tabClass(filter.favoritesOnly)}
            onClick={() => setFilter({ favoritesOnly: true })}
          >
            <Icon node={Heart} className="-mt-0.5 mr-1 inline size-4 align-middle" />
            Favorites
          </button>
        </fieldset>
        <label className="block w-full text-sm font-medium sm:w-56">
          Meal type
          <select
            className={inputClass}
            value={filter.mealType ?? ""}
            onChange={(e) => setFilter({ mealType: (e.target.value || null) as MealType | null })}
          >
            <option value="">All meal types</option>
            {MEAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {MEAL_TYPE_NAMES[type]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {recipes.isLoading ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading recipes"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <div key={n} className="h-52 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
      ) : recipes.error || !recipes.data ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-medium">The recipes could not be loaded.</p>
          <button
            type="button"
            onClick={() => void recipes.refetch()}
            className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white"
          >
            Try again
          </button>
        </div>
      ) : recipes.data.length === 0 ? (
        <EmptyState title={filter.favoritesOnly ? "No favorites yet" : "No recipes here yet"} icon={CookingPot}>
          {filter.favoritesOnly
            ? "Open a recipe and press Add to Favorites to keep it here."
            : "There are no recipes for this meal type yet."}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipes">
          {recipes.data.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </div>
  );
}
