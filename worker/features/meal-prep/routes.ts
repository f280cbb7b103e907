import { Hono } from "hono";
import { favoriteBodySchema, recipeIdParamSchema, recipesQuerySchema } from "../../../domain/recipes/schemas";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import {
  addFavorite,
  favoriteListRead,
  recipeListRead,
  recipeOf,
  recipeRead,
  removeFavorite,
  toFavoriteBodies,
  toRecipeSummaries,
} from "./repository";

/**
 * Meal-prep recipes and favorites, for signed-in users only. Every
 * favorite query is scoped by the reader's id, so no one sees or changes another's list.
 */
export const mealPrepRoutes = new Hono<AppEnv>()
  .get("/recipes", readsOwnSession, validate("query", recipesQuerySchema), async (c) => {
    const { mealType, favorites } = c.req.valid("query");
    const read = recipeListRead(getDb(c.env.DB), { mealType, favoritesOnly: favorites });
    const {
      results: [rows],
    } = await readWithSession(c, [read] as const);
    return c.json(toRecipeSummaries(rows), 200);
  })
  .get("/recipes/:id", readsOwnSession, validate("param", recipeIdParamSchema), async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [recipeRead(getDb(c.env.DB), c.req.valid("param").id)] as const);
    return c.json(recipeOf(rows), 200);
  })
  .get("/favorites", readsOwnSession, async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [favoriteListRead(getDb(c.env.DB))] as const);
    return c.json(toFavoriteBodies(rows), 200);
  })
  .post("/favorites", validate("json", favoriteBodySchema), async (c) => {
    const user = userOf(c);
    const { recipeId } = c.req.valid("json");
    const created = await addFavorite(getDb(c.env.DB), user.id, recipeId);
    return c.json({ recipeId, isFavorite: true }, created ? 201 : 200);
  })
  .delete("/favorites/:id", validate("param", recipeIdParamSchema), async (c) => {
    const user = userOf(c);
    const recipeId = c.req.valid("param").id;
    await removeFavorite(getDb(c.env.DB), user.id, recipeId);
    return c.json({ recipeId, isFavorite: false }, 200);
  });
