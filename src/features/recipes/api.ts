import type { MealType } from "@domain/meals/guest-meal";
import {
  normalizeRecipe,
  normalizeRecipeSummary,
  type RecipeInput,
  type RecipeSummaryInput,
  type RecipeSummaryView,
  type RecipeView,
} from "@domain/recipes/normalize";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, param, read } from "@/lib/api";
import { queryKeys, refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";

/** A recipe as the reader shows it; `isFavorite` is Proteo's addition. */
export type Recipe = RecipeView & { isFavorite: boolean };

/** A recipe in the list: a card's fields, without the ingredients and steps (ADR 034). */
export type RecipeSummary = RecipeSummaryView & { isFavorite: boolean };

const toRecipe = (r: RecipeInput & { isFavorite?: boolean }): Recipe => ({
  ...normalizeRecipe(r),
  isFavorite: r.isFavorite === true,
});

const toSummary = (r: RecipeSummaryInput & { isFavorite?: boolean }): RecipeSummary => ({
  ...normalizeRecipeSummary(r),
  isFavorite: r.isFavorite === true,
});

export interface RecipeFilter {
  mealType: MealType | null;
  favoritesOnly: boolean;
}

const recipesQuery = (filter: RecipeFilter) =>
  queryOptions({
    queryKey: [...queryKeys.recipes, "list", filter],
    queryFn: () =>
      read(
        api["meal-prep"].recipes.$get({
          query: {
            ...(filter.mealType ? { mealType: filter.mealType } : {}),
            ...(filter.favoritesOnly ? { favorites: "true" as const } : {}),
          },
        }),
      ),
  });

const recipeQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.recipes, "one", id],
    queryFn: () => read(api["meal-prep"].recipes[":id"].$get({ param: { id: param(id) } })),
  });

const favoritesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.recipes, "favorites"],
    queryFn: () => read(api["meal-prep"].favorites.$get()),
  });

export function useRecipes(filter: RecipeFilter) {
  return useQuery({ ...recipesQuery(filter), select: (list) => list.map(toSummary) });
}

export function useRecipe(id: string) {
  return useQuery({ ...recipeQuery(id), select: toRecipe });
}

/** The reader's favorites; the recipe page toggles by this list: added if absent, removed if present. */
export function useFavoriteIds() {
  return useQuery({ ...favoritesQuery(), select: (list) => new Set(list.map((r) => r.id)) });
}

/** Adds the recipe to favorites or removes it, by whether it is in the list now. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function toggle(recipeId: string, isFavorite: boolean) {
    setPending(true);
    try {
      if (isFavorite) await read(api["meal-prep"].favorites[":id"].$delete({ param: { id: param(recipeId) } }));
      else await read(api["meal-prep"].favorites.$post({ json: { recipeId } }));
      // Every recipe read carries the favorite flag, so all of them are refreshed.
      await refreshAfter(queryClient, "favorite");
      if (isFavorite) toast.success("Removed from Favorites");
      else toast.success("Added to Favorites!");
    } catch {
      toast.error("Error", { description: "Failed to update favorites." });
    } finally {
      setPending(false);
    }
  }
  return { toggle, pending };
}
