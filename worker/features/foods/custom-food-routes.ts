import { Hono } from "hono";
import { customFoodInputSchema } from "../../../domain/custom-foods/schemas";
import { z } from "../../../domain/zod";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/api-error";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { validate } from "../../lib/validate";
import { signedIn, userOf } from "../../middleware/session";
import { createCustomFood, customFoodView, deleteCustomFood, updateCustomFood } from "./custom-foods";

const idParam = z.object({ id: z.string().uuid("That food does not exist.") });
const NOT_YOURS = "That food does not exist.";

/**
 * /api/foods/custom: foods a user entered from a label. Private: they are rows of the signed-in
 * user's own object, so another user's id reads as not found. Every route answers a signed-out
 * caller 401 before looking at its body (signedIn).
 */
export const customFoodRoutes = new Hono<AppEnv>()
  .get("/", signedIn, async (c) => {
    const rows = await (await movedUserData(c.env, userOf(c))).ownFoods();
    return c.json({ foods: rows.map(customFoodView) }, 200);
  })
  .post("/", signedIn, validate("json", customFoodInputSchema), async (c) => {
    const row = await createCustomFood(c.env, userOf(c), c.req.valid("json"));
    return c.json(customFoodView(row), 201);
  })
  // One food: its id is checked first (400), then the object's row.
  .get("/:id", signedIn, validate("param", idParam), async (c) => {
    const row = await (await movedUserData(c.env, userOf(c))).ownFood(c.req.valid("param").id);
    if (!row) throw notFound(NOT_YOURS);
    return c.json(customFoodView(row), 200);
  })
  .put("/:id", signedIn, validate("param", idParam), validate("json", customFoodInputSchema), async (c) => {
    const row = await updateCustomFood(c.env, userOf(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(customFoodView(row), 200);
  })
  .delete("/:id", signedIn, validate("param", idParam), async (c) => {
    const deleted = await deleteCustomFood(c.env, userOf(c), c.req.valid("param").id);
    if (!deleted) throw notFound(NOT_YOURS);
    return c.body(null, 204);
  });
