import type { MealType } from "../meals/guest-meal";
import { roundTo } from "../nutrition/round";
import { foodById } from "../nutrition/table";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** An ingredient as stored and served: amount, item and its protein in grams. */
export interface RecipeIngredient {
  amount: string;
  item: string;
  protein: number;
}

/** A meal-prep recipe with its list fields as arrays. */
export interface Recipe {
  id: string;
  name: string;
  description: string;
  difficulty: Difficulty;
  mealType: MealType;
  proteinPerServing: number;
  prepTimeMinutes: number;
  cookTimeMinutes: number;
  servings: number;
  /** kcal of the whole batch; a serving is totalCalories / servings. */
  totalCalories: number;
  tags: string[];
  ingredients: RecipeIngredient[];
  /** The steps in order, without numbers: the page numbers them. */
  instructions: string[];
}

/** An ingredient as the data files write it: a table food and its weight, or a seasoning. */
export interface IngredientDraft {
  amount: string;
  item: string;
  /** null for seasonings (spices, herbs, salt): too little to count. */
  foodId: string | null;
  grams: number;
}

export type RecipeDraft = Omit<Recipe, "proteinPerServing" | "totalCalories" | "ingredients"> & {
  ingredients: IngredientDraft[];
};

/**
 * A weighed ingredient. A household amount ("2 cups") gets its weight in brackets so the
 * protein can be checked against the label; an amount already in grams stays as written.
 */
export function food(foodId: string, grams: number, amount: string, item: string): IngredientDraft {
  const metric = /\d\s?k?g\b/.test(amount);
  return { foodId, grams, amount: metric ? amount : `${amount} (${grams} g)`, item };
}

/** Spices, herbs, salt and the like: listed for the cook, counted as no protein or energy. */
export function seasoning(amount: string, item: string): IngredientDraft {
  return { foodId: null, grams: 0, amount, item };
}

function nutrients(ingredient: IngredientDraft): { protein: number; kcal: number } {
  if (ingredient.foodId === null) return { protein: 0, kcal: 0 };
  const entry = foodById(ingredient.foodId);
  // The data tests name the recipe; at run time an unknown food is a programming error.
  if (!entry) throw new Error(`unknown food id "${ingredient.foodId}"`);
  return {
    protein: (entry.proteinPer100g * ingredient.grams) / 100,
    kcal: (entry.kcalPer100g * ingredient.grams) / 100,
  };
}

/** Completes a draft with its protein per ingredient and serving and its calories, all from the table. */
export function buildRecipe(draft: RecipeDraft): Recipe {
  let protein = 0;
  let kcal = 0;
  const ingredients = draft.ingredients.map((ingredient) => {
    const n = nutrients(ingredient);
    protein += n.protein;
    kcal += n.kcal;
    return { amount: ingredient.amount, item: ingredient.item, protein: roundTo(n.protein, 1) };
  });
  return {
    ...draft,
    ingredients,
    proteinPerServing: roundTo(protein / draft.servings, 1),
    totalCalories: Math.round(kcal),
  };
}
