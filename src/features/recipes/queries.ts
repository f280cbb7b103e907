import type { MealType } from "@domain/meals/guest-meal";
import { normalizeRecipe, type RecipeInput, type RecipeView } from "@domain/recipes/normalize";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api";
import { toast } from "@/lib/toast";

/** A recipe as the API sends it; `isFavorite` is Proteo's addition for the reader. */
export type RecipeResponse = RecipeInput & { isFavorite?: boolean };
export type Recipe = RecipeView & { isFavorite: boolean };

const toRecipe = (r: RecipeResponse): Recipe => ({ ...normalizeRecipe(r), isFavorite: r.isFavorite === true });

export const FAVORITES_KEY = ["/api/meal-prep/favorites"] as const;

export interface RecipeFilter {
  mealType: MealType | null;
  favoritesOnly: boolean;
}

export function recipesPath(filter: RecipeFilter): string {
  const params = new URLSearchParams();
  if (filter.mealType) params.set("mealType", filter.mealType);
  if (filter.favoritesOnly) params.set("favorites", "true");
  const query = params.toString();
  return `/api/meal-prep/recipes${query ? `?${query}` : ""}`;
}

export function useRecipes(filter: RecipeFilter) {
  return useQuery<RecipeResponse[], Error, Recipe[]>({
    queryKey: [recipesPath(filter)],
    select: (list) => list.map(toRecipe),
  });
}

export function useRecipe(id: string) {
  return useQuery<RecipeResponse, Error, Recipe>({
    queryKey: ["/api/meal-prep/recipes", encodeURIComponent(id)],
    select: toRecipe,
  });
}

/** The reader's favorites; the recipe page toggles by this list (spec section 4). */
export function useFavoriteIds() {
  return useQuery<RecipeResponse[], Error, Set<string>>({
    queryKey: FAVORITES_KEY,
    select: (list) => new Set(list.map((r) => r.id)),
  });
}

/** Adds the recipe to favorites or removes it, by whether it is in the list now. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function toggle(recipeId: string, isFavorite: boolean) {
    setPending(true);
    try {
      if (isFavorite) await apiRequest("DELETE", `/api/meal-prep/favorites/${encodeURIComponent(recipeId)}`);
      else await apiRequest("POST", "/api/meal-prep/favorites", { recipeId });
      // Every recipe read carries the favorite flag, so all of them are refreshed.
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith("/api/meal-prep/"),
      });
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
