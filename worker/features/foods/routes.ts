import { Hono } from "hono";
import { foodIdParamSchema, foodSearchQuerySchema } from "../../../domain/foods/schemas";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { foodByNdb, withInlinePortions } from "../../lib/foods/rows";
import { searchFoodRows } from "../../lib/foods/search";
import { clientIp, takeAttempt } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { readsNoSession } from "../../middleware/session";
import { customFoodView, searchCustomFoods } from "./custom-foods";

/** Foods a search returns. */
export const SEARCH_LIMIT = 20;

/**
 * Search as you type sends a request per pause: 600 a minute from one address is far more than a
 * person types, and stops anyone copying the table by brute force from one address (ADR 024).
 */
const searchLimit = (ip: string) => ({ key: `foods:ip:${ip}`, max: 600, windowMs: 60_000 });

/**
 * The USDA SR28 food table (issue 17, ADR 024). Public like describe-your-meal: guests pick and
 * swap foods too, and nothing here is personal.
 */
export const foodRoutes = new Hono<AppEnv>()
  .get("/", validate("query", foodSearchQuerySchema), async (c) => {
    // The count and the search run side by side (one round trip of latency); a refused
    // request still answers 429 and nothing else, as the search only reads.
    // A signed-in user's own foods come first (issue 20); guests search the table only.
    const user = c.get("user");
    const { q } = c.req.valid("query");
    const [, { hits }, own] = await Promise.all([
      takeAttempt(getDb(c.env.DB), [searchLimit(clientIp(c))]),
      searchFoodRows(c.env.DB, q, SEARCH_LIMIT),
      user ? searchCustomFoods(getDb(c.env.DB), user.id, q) : Promise.resolve([]),
    ]);
    return c.json({ foods: [...own.map(customFoodView), ...withInlinePortions(hits)] }, 200);
  })
  // The public table: no session to read (readsNoSession), so one D1 round trip.
  .get("/:ndb", readsNoSession, validate("param", foodIdParamSchema), async (c) => {
    const food = await foodByNdb(c.env.DB, c.req.valid("param").ndb);
    if (!food) throw new ApiError(404, "No food has this id.", { code: "FOOD_NOT_FOUND" });
    return c.json(food, 200);
  });
