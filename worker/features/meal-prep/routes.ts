import { Hono } from "hono";
import { favoriteBodySchema, recipeIdParamSchema, recipesQuerySchema } from "../../../domain/recipes/schemas";
import { getDb } from "../../db/client";
import type { AppEnv, Bindings } from "../../env";
import { ensureMoved } from "../../lib/moves/ensure-moved";
import type { SessionUser } from "../../lib/session-user";
import { userData } from "../../lib/user-data";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import {
  allRecipesRead,
  recipeListRead,
  recipeOf,
  recipeRead,
  requireRecipe,
  toFavoriteBodies,
  toRecipeSummaries,
} from "./repository";

/** The reader's favourites, from their own object (ADR 067), moved there first if still in D1. */
async function keptBy(env: Bindings, user: SessionUser) {
  await ensureMoved(env, user);
  return userData(env, user.id).favorites();
}

const idsOf = (kept: { recipeId: string }[]) => new Set(kept.map((f) => f.recipeId));

/**
 * Meal-prep recipes and favorites, for signed-in users only. The recipes are shared (D1); each
 * user's favourites live in that user's own object, so no one sees or changes another's list.
 */
export const mealPrepRoutes = new Hono<AppEnv>()
  .get("/recipes", readsOwnSession, validate("query", recipesQuerySchema), async (c) => {
    const { mealType, favorites } = c.req.valid("query");
    const read = recipeListRead(getDb(c.env.DB), { mealType, favoritesOnly: favorites });
    const {
      user,
      results: [rows],
    } = await readWithSession(c, [read] as const);
    return c.json(toRecipeSummaries(rows, idsOf(await keptBy(c.env, user)), favorites), 200);
  })
  .get("/recipes/:id", readsOwnSession, validate("param", recipeIdParamSchema), async (c) => {
    const {
      user,
      results: [rows],
    } = await readWithSession(c, [recipeRead(getDb(c.env.DB), c.req.valid("param").id)] as const);
    return c.json(recipeOf(rows, idsOf(await keptBy(c.env, user))), 200);
  })
  .get("/favorites", readsOwnSession, async (c) => {
    const {
      user,
      results: [all],
    } = await readWithSession(c, [allRecipesRead(getDb(c.env.DB))] as const);
    return c.json(toFavoriteBodies(all, await keptBy(c.env, user)), 200);
  })
  .post("/favorites", validate("json", favoriteBodySchema), async (c) => {
    const user = userOf(c);
    const { recipeId } = c.req.valid("json");
    await requireRecipe(getDb(c.env.DB), recipeId);
    await ensureMoved(c.env, user);
    const created = await userData(c.env, user.id).addFavorite(recipeId);
    return c.json({ recipeId, isFavorite: true }, created ? 201 : 200);
  })
  .delete("/favorites/:id", validate("param", recipeIdParamSchema), async (c) => {
    const user = userOf(c);
    const recipeId = c.req.valid("param").id;
    await ensureMoved(c.env, user);
    await userData(c.env, user.id).removeFavorite(recipeId);
    return c.json({ recipeId, isFavorite: false }, 200);
  });
