import { and, asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { RecipeInput, RecipeSummaryInput } from "../../../domain/recipes/normalize";
import type { Db } from "../../db/client";
import { builtOnce, builtOncePerShape } from "../../db/prepared";
import { favorites, recipes } from "../../db/schema";
import { notFound } from "../../lib/api-error";
import { liveSessionUserId } from "../../lib/session";

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

/** The reader's favorite row for each recipe, joined on the (user, recipe) primary key. */
const favoriteOf = (userId: string | SQL) => and(eq(favorites.recipeId, recipes.id), eq(favorites.userId, userId));

type RecipeFilter = { mealType?: MealType; favoritesOnly: boolean };

/** Recipes by name, optionally of one meal type and only the favorites, for the live session's user. */
const recipeList = builtOncePerShape(
  (f: RecipeFilter) => `${f.mealType ? 1 : 0}${f.favoritesOnly ? 1 : 0}`,
  (db, filter) => {
    const conditions: SQL[] = [];
    if (filter.mealType) conditions.push(eq(recipes.mealType, sql.placeholder("mealType")));
    if (filter.favoritesOnly) conditions.push(sql`${favorites.userId} is not null`);
    return db
      .select({ recipe: summaryColumns, favoriteUser: favorites.userId })
      .from(recipes)
      .leftJoin(favorites, favoriteOf(liveSessionUserId))
      .where(and(...conditions))
      .orderBy(asc(recipes.name))
      .prepare();
  },
);

/** GET /api/meal-prep/recipes' read, for a batch with the session lookup (readWithSession). */
export const recipeListRead = (db: Db, filter: RecipeFilter) =>
  [recipeList(db, filter), { mealType: filter.mealType }] as const;

export type RecipeSummaryListRow = { recipe: RecipeSummaryRow; favoriteUser: string | null };
export const toRecipeSummaries = (rows: RecipeSummaryListRow[]): RecipeSummaryBody[] =>
  rows.map((r) => ({ ...r.recipe, tags: list(r.recipe.tags), isFavorite: r.favoriteUser !== null }));

type RecipeListRow = { recipe: RecipeRow; favoriteUser: string | null };

/** One recipe with whether the live session's user keeps it as a favorite, built once (readWithSession). */
const recipeById = builtOnce((db) =>
  db
    .select({ recipe: recipes, favoriteUser: favorites.userId })
    .from(recipes)
    .leftJoin(favorites, favoriteOf(liveSessionUserId))
    .where(eq(recipes.id, sql.placeholder("recipeId")))
    .prepare(),
);

/** GET /api/meal-prep/recipes/{id}'s read, for a batch with the session lookup; pass its rows to recipeOf. */
export const recipeRead = (db: Db, recipeId: string) => [recipeById(db), { recipeId }] as const;

/** The recipe of recipeRead's rows, or 404. */
export function recipeOf(rows: readonly RecipeListRow[]): RecipeBody {
  const row = rows[0];
  if (!row) throw notFound("Recipe not found");
  return toBody(row.recipe, row.favoriteUser !== null);
}

/** The live session's user's favorite recipes, the most recently added first (readWithSession). */
const favoriteList = builtOnce((db) =>
  db
    .select({ recipe: recipes })
    .from(favorites)
    .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
    .where(eq(favorites.userId, liveSessionUserId))
    .orderBy(desc(favorites.createdAt), asc(recipes.name))
    .prepare(),
);

export const favoriteListRead = (db: Db) => [favoriteList(db), {}] as const;
export const toFavoriteBodies = (rows: { recipe: RecipeRow }[]) => rows.map((r) => toBody(r.recipe, true));

/** Adds a favorite; adding it again changes nothing. Returns whether a row was created. */
export async function addFavorite(db: Db, userId: string, recipeId: string): Promise<boolean> {
  const recipe = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).get();
  if (!recipe) throw notFound("Recipe not found");
  const inserted = await db
    .insert(favorites)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning({ recipeId: favorites.recipeId });
  return inserted.length > 0;
}

/** Removes the user's own favorite only; removing one that is not there changes nothing. */
export async function removeFavorite(db: Db, userId: string, recipeId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.recipeId, recipeId)));
}
