import { Hono } from "hono";
import { logSavedMealSchema, savedMealIdParamSchema, savedMealSchema } from "../../../domain/meals/saved-meal";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { savedMealList } from "../../lib/meals/saved-meal-view";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { idempotencyKey } from "../meals/log-meal";
import { createSavedMeal, deleteSavedMeal, logSavedMeal, updateSavedMeal } from "./saved-meals";

/** Saved meals of one's own, under /api/saved-meals. */
export const savedMealRoutes = new Hono<AppEnv>()
  /**
   * The user's saved meals, oldest first, each with its foods named and its protein: the meals
   * and their own foods in one call to the user's object, then the USDA foods they name from D1.
   */
  .get("/", async (c) => {
    const saved = await (await movedUserData(c.env, userOf(c))).savedMeals();
    return c.json({ savedMeals: await savedMealList(getDb(c.env.DB), saved) }, 200);
  })
  .post("/", validate("json", savedMealSchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meal, created } = await createSavedMeal(c.env, getDb(c.env.DB), userOf(c), c.req.valid("json"), key);
    return c.json(meal, created ? 201 : 200);
  })
  .put("/:id", validate("param", savedMealIdParamSchema), validate("json", savedMealSchema), async (c) => {
    const meal = await updateSavedMeal(c.env, getDb(c.env.DB), userOf(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(meal, 200);
  })
  .delete("/:id", validate("param", savedMealIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteSavedMeal(c.env, userOf(c), id);
    return c.json({ id, deleted: true }, 200);
  })
  .post("/:id/log", validate("param", savedMealIdParamSchema), validate("json", logSavedMealSchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meal, created } = await logSavedMeal(
      c.env,
      getDb(c.env.DB),
      userOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      key,
    );
    return c.json(meal, created ? 201 : 200);
  });
