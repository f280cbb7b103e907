import { proteinText } from "@domain/format/protein";
import { formatMinutes, totalMinutes } from "@domain/recipes/normalize";
import { Heart, SearchX } from "lucide";
import { useLocation } from "wouter";
import { toast } from "@/lib/toast";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { MEAL_TYPE_EMOJI, MEAL_TYPE_NAMES } from "@/ui/meal-type-label";
import { type Recipe, useFavoriteIds, useRecipe, useToggleFavorite } from "./api";
import { LogServingButton } from "./log-serving";
import { DifficultyBadge } from "./recipe-badges";
import { SignedInOnly } from "./signed-in-only";

/** Keys from the text itself, numbered on repeats: stable across renders without list indexes. */
function keyed<T>(items: readonly T[], text: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}#${n}`, item };
  });
}

/** The recipe page at /recipe/{id}, for signed-in users. */
export function RecipePage({ id }: { id: string }) {
  return (
    <SignedInOnly>
      <RecipeDetail id={id} />
    </SignedInOnly>
  );
}

function RecipeDetail({ id }: { id: string }) {
  const recipe = useRecipe(id);
  if (recipe.isLoading) return <RecipeSkeleton />;
  // Any failure to load shows the not-found screen.
  if (recipe.error || !recipe.data) return <RecipeNotFound />;
  return <RecipeView recipe={recipe.data} />;
}

function RecipeSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading recipe" className="space-y-4">
      <div className="h-8 w-24 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="h-20 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className="h-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

function RecipeNotFound() {
  const [, navigate] = useLocation();
  return (
    <section className={`${cardClass} text-center`} aria-labelledby="recipe-not-found">
      <Icon node={SearchX} className="mx-auto size-10 text-slate-400 dark:text-slate-500" />
      <h1 id="recipe-not-found" className="mt-2 text-2xl font-bold">
        Recipe Not Found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        The recipe you're looking for doesn't exist or has been removed.
      </p>
      <button type="button" className={`mt-5 ${primaryButton}`} onClick={() => navigate("/recipes")}>
        Back to Recipes
      </button>
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-slate-100 p-3 text-center dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
      {detail && <dd className="text-xs text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const [, navigate] = useLocation();
  const favorites = useFavoriteIds();
  const { toggle, pending } = useToggleFavorite();
  // The favorites list decides; the recipe's own flag covers the first paint.
  const favorited = favorites.data ? favorites.data.has(recipe.id) : recipe.isFavorite;
  const total = totalMinutes(recipe);
  const perServing = recipe.servings > 0 ? Math.round(recipe.totalCalories / recipe.servings) : recipe.totalCalories;

  return (
    <article className="space-y-6" aria-labelledby="recipe-name">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={secondaryButton} onClick={() => navigate("/")}>
          <span aria-hidden="true">← </span>Back
        </button>
        <button
          type="button"
          aria-pressed={favorited}
          disabled={pending}
          onClick={() => void toggle(recipe.id, favorited)}
          className={
            favorited
              ? "rounded-lg bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
              : `${secondaryButton} disabled:opacity-60`
          }
        >
          <Icon
            node={Heart}
            className={`-mt-0.5 mr-1.5 inline size-4 align-middle${favorited ? " fill-current" : ""}`}
          />
          {favorited ? "Favorited" : "Add to Favorites"}
        </button>
      </div>

      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="recipe-name" className="text-3xl font-bold">
            {recipe.name}
          </h1>
          <DifficultyBadge difficulty={recipe.difficulty} />
        </div>
        <p className="text-slate-700 dark:text-slate-300">{recipe.description}</p>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat label="Meal Type" value={`${MEAL_TYPE_EMOJI[recipe.mealType]} ${MEAL_TYPE_NAMES[recipe.mealType]}`} />
        <Stat label="Protein" value={`${recipe.proteinPerServing}g`} detail="per serving" />
        <Stat
          label="Total Time"
          value={formatMinutes(total)}
          detail={`${recipe.prepTimeMinutes} min prep + ${recipe.cookTimeMinutes} min cook`}
        />
        <Stat label="Servings" value={String(recipe.servings)} />
        <Stat label="Calories" value={String(perServing)} detail={`per serving · ${recipe.totalCalories} total`} />
      </dl>

      {recipe.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-500"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() =>
            toast("Coming Soon!", { description: "Adding recipes to your meal plan is on its way in a future update." })
          }
        >
          Add to Meal Plan
        </button>
        <LogServingButton recipe={recipe} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <section className={cardClass} aria-labelledby="ingredients-title">
          <h2 id="ingredients-title" className="text-lg font-semibold">
            Ingredients
          </h2>
          {recipe.ingredients.length === 0 ? (
            <p className="mt-3 text-slate-500 dark:text-slate-400">No ingredients available</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
              {keyed(recipe.ingredients, (i) => `${i.amount} ${i.item}`).map(({ key, item: i }) => (
                <li key={key} className="flex items-baseline justify-between gap-3 py-2">
                  <span>
                    {i.amount && <span className="font-medium">{i.amount} </span>}
                    {i.item}
                  </span>
                  {i.protein !== null && i.protein > 0 && (
                    <span className="shrink-0 text-sm text-brand-700 dark:text-brand-500">
                      {proteinText(i.protein)} protein
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={cardClass} aria-labelledby="instructions-title">
          <h2 id="instructions-title" className="text-lg font-semibold">
            Instructions
          </h2>
          {recipe.instructions.length === 0 ? (
            <p className="mt-3 text-slate-500 dark:text-slate-400">No instructions available</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {keyed(recipe.instructions, (step) => step).map(({ key, item: step }, index) => (
                <li key={key} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="text-slate-700 dark:text-slate-300">{step}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </article>
  );
}
