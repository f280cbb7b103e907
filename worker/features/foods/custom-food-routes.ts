import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { customFoodInputSchema } from "../../../domain/custom-foods/schemas";
import { getDb } from "../../db/client";
import { customFoods } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/api-error";
import { validate } from "../../lib/validate";
import { signedIn, userOf } from "../../middleware/session";
import { createCustomFood, customFoodView, deleteCustomFood, listCustomFoods, updateCustomFood } from "./custom-foods";

const idParam = z.object({ id: z.string().uuid("That food does not exist.") });
const NOT_YOURS = "That food does not exist.";

/**
 * /api/foods/custom: foods a user entered from a label (issue 20). Private: every query
 * names the signed-in user, so another user's id reads as not found.
 */
export const customFoodRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const rows = await listCustomFoods(getDb(c.env.DB), userOf(c).id);
    return c.json({ foods: rows.map(customFoodView) }, 200);
  })
  .post("/", validate("json", customFoodInputSchema), async (c) => {
    const row = await createCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("json"));
    return c.json(customFoodView(row), 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const row = await getDb(c.env.DB)
      .select()
      .from(customFoods)
      .where(and(eq(customFoods.id, c.req.valid("param").id), eq(customFoods.userId, userOf(c).id)))
      .get();
    if (!row) throw notFound(NOT_YOURS);
    return c.json(customFoodView(row), 200);
  })
  .put("/:id", validate("param", idParam), validate("json", customFoodInputSchema), async (c) => {
    const row = await updateCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(customFoodView(row), 200);
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const deleted = await deleteCustomFood(getDb(c.env.DB), userOf(c).id, c.req.valid("param").id);
    if (!deleted) throw notFound(NOT_YOURS);
    return c.body(null, 204);
  });
