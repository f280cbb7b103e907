import { Hono } from "hono";
import { z } from "zod";
import { customFoodInputSchema } from "../../../domain/custom-foods/schemas";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/api-error";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, signedIn, userOf } from "../../middleware/session";
import {
  createCustomFood,
  customFoodListRead,
  customFoodRead,
  customFoodView,
  deleteCustomFood,
  updateCustomFood,
} from "./custom-foods";

const idParam = z.object({ id: z.string().uuid("That food does not exist.") });
const NOT_YOURS = "That food does not exist.";

/**
 * /api/foods/custom: foods a user entered from a label. Private: every query
 * names the signed-in user, so another user's id reads as not found.
 */
export const customFoodRoutes = new Hono<AppEnv>()
  // The reads take the session and their rows in one D1 batch (ADR 010); the writes answer a
  // signed-out caller 401 before looking at their body (signedIn).
  .get("/", readsOwnSession, async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [customFoodListRead(getDb(c.env.DB))] as const);
    return c.json({ foods: rows.map(customFoodView) }, 200);
  })
  .post("/", signedIn, validate("json", customFoodInputSchema), async (c) => {
    const row = await createCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("json"));
    return c.json(customFoodView(row), 201);
  })
  // One food: its id is checked first (400), then the session and the row in one D1 batch.
  .get("/:id", readsOwnSession, validate("param", idParam), async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [customFoodRead(getDb(c.env.DB), c.req.valid("param").id)] as const);
    const row = rows[0];
    if (!row) throw notFound(NOT_YOURS);
    return c.json(customFoodView(row), 200);
  })
  .put("/:id", signedIn, validate("param", idParam), validate("json", customFoodInputSchema), async (c) => {
    const row = await updateCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(customFoodView(row), 200);
  })
  .delete("/:id", signedIn, validate("param", idParam), async (c) => {
    const deleted = await deleteCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("param").id);
    if (!deleted) throw notFound(NOT_YOURS);
    return c.body(null, 204);
  });
