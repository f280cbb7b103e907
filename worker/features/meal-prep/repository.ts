import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { RecipeInput, RecipeSummaryInput } from "../../../domain/recipes/normalize";
import type { Db } from "../../db/client";
import { builtOnce, builtOncePerShape } from "../../db/prepared";
import { recipes } from "../../db/schema";
import { notFound } from "../../lib/api-error";

type RecipeRow = typeof recipes.$inferSelect;

/** A recipe as the API serves it: the stored JSON lists as arrays, and whether it is a favorite of the reader. */
export type RecipeBody = RecipeInput & { isFavorite: boolean };

/** The stored JSON text as a list; text that does not parse is passed on for the client's normaliser. */
function list(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toBody(row: RecipeRow, isFavorite: boolean): RecipeBody {
  return {
    ...row,
    tags: list(row.tags),
    ingredients: list(row.ingredients),
    instructions: list(row.instructions),
    isFavorite,
  };
}

/** A recipe in the list: what a card shows, with the tags as a list and whether it is a favorite of the reader. */
export type RecipeSummaryBody = RecipeSummaryInput & { isFavorite: boolean };

// The list's columns: all but the ingredients and steps, most of a recipe's bytes, which only
// the recipe's own page shows. D1 wrote them out and the Worker parsed and wrote them again
// for all 24 recipes on every list read (ADR 034).
const { ingredients: _ingredients, instructions: _instructions, ...summaryColumns } = getTableColumns(recipes);
type RecipeSummaryRow = Omit<RecipeRow, "ingredients" | "instructions">;

type RecipeFilter = { mealType?: MealType; favoritesOnly: boolean };

/** Recipes by name, optionally of one meal type (the favourites come from the user's object). */
const recipeList = builtOncePerShape(
  (f: { mealType?: MealType }) => (f.mealType ? "1" : "0"),
  (db, filter) =>
    db
      .select(summaryColumns)
      .from(recipes)
      .where(filter.mealType ? eq(recipes.mealType, sql.placeholder("mealType")) : undefined)
      .orderBy(asc(recipes.name))
      .prepare(),
);

/** GET /api/meal-prep/recipes' read, for a batch with the session lookup (readWithSession). */
export const recipeListRead = (db: Db, filter: RecipeFilter) =>
  [recipeList(db, filter), { mealType: filter.mealType }] as const;

/** The recipes' cards, each with whether the reader keeps it, only the kept ones when asked. */
export const toRecipeSummaries = (
  rows: RecipeSummaryRow[],
  favoriteIds: ReadonlySet<string>,
  favoritesOnly: boolean,
): RecipeSummaryBody[] =>
  rows
    .filter((r) => !favoritesOnly || favoriteIds.has(r.id))
    .map((r) => ({ ...r, tags: list(r.tags), isFavorite: favoriteIds.has(r.id) }));

/** One recipe, built once (readWithSession). */
const recipeById = builtOnce((db) =>
  db
    .select()
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder("recipeId")))
    .prepare(),
);

/** GET /api/meal-prep/recipes/{id}'s read, for a batch with the session lookup; pass its rows to recipeOf. */
export const recipeRead = (db: Db, recipeId: string) => [recipeById(db), { recipeId }] as const;

/** The recipe of recipeRead's rows with whether the reader keeps it, or 404. */
export function recipeOf(rows: readonly RecipeRow[], favoriteIds: ReadonlySet<string>): RecipeBody {
  const row = rows[0];
  if (!row) throw notFound("Recipe not found");
  return toBody(row, favoriteIds.has(row.id));
}

/** Every recipe, for the favourites list (a few dozen rows), built once (readWithSession). */
const allRecipes = builtOnce((db) => db.select().from(recipes).prepare());

export const allRecipesRead = (db: Db) => [allRecipes(db), {}] as const;

/** The reader's favourite recipes, the most recently kept first, then by name. */
export function toFavoriteBodies(all: readonly RecipeRow[], kept: readonly { recipeId: string; createdAt: Date }[]) {
  const byId = new Map(all.map((r) => [r.id, r]));
  return kept
    .flatMap((f) => {
      const recipe = byId.get(f.recipeId);
      return recipe ? [{ recipe, at: new Date(f.createdAt).getTime() }] : [];
    })
    .sort((a, b) => b.at - a.at || a.recipe.name.localeCompare(b.recipe.name))
    .map((f) => toBody(f.recipe, true));
}

/** Whether a recipe exists, before it is kept as a favourite. */
export async function requireRecipe(db: Db, recipeId: string): Promise<void> {
  const recipe = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).get();
  if (!recipe) throw notFound("Recipe not found");
}
