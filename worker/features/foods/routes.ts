import { Hono } from "hono";
import { foodIdParamSchema, foodSearchQuerySchema } from "../../../domain/foods/schemas";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { foodByNdb, withInlinePortions } from "../../lib/foods/rows";
import { prepareSearch, searchHits } from "../../lib/foods/search";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { attemptPart, clientIp, judgeAttempts } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { readsNoSession, readsOwnSession, readWithOptionalSession } from "../../middleware/session";
import { customFoodView, ownFoodWords } from "./custom-foods";

/** A signed-in user's own foods shown first in a search. */
const OWN_FOODS_SHOWN = 5;

/** Foods a search returns. */
export const SEARCH_LIMIT = 20;

/**
 * Search as you type sends a request per pause: 600 a minute from one address is far more than a
 * person types, and stops anyone copying the table by brute force from one address (ADR 024).
 */
const searchLimit = (ip: string) => ({ key: `foods:ip:${ip}`, max: 600, windowMs: 60_000 });

/**
 * The USDA SR28 food table (ADR 024). Public like describe-your-meal: guests pick and
 * swap foods too, and nothing here is personal.
 */
export const foodRoutes = new Hono<AppEnv>()
  .get("/", readsOwnSession, validate("query", foodSearchQuerySchema), async (c) => {
    // One D1 round trip: the session, the rate-limit count and the search go as one batch. A
    // refused request still answers 429 and nothing else (the search only read). A signed-in
    // user's own foods, from their own object, come first; guests search the table only.
    const { q } = c.req.valid("query");
    const now = Date.now();
    const db = getDb(c.env.DB);
    const search = await prepareSearch(c.env.DB, q, true);
    const { user, results } = await readWithOptionalSession(
      c,
      () => [attemptPart(db, c.env.DB, searchLimit(clientIp(c)), now), ...search.parts] as const,
    );
    const [attempt, ...candidates] = results;
    judgeAttempts([attempt], now);
    const hits = searchHits(search.words, candidates, SEARCH_LIMIT);
    const words = ownFoodWords(q);
    const own =
      user && words.length > 0 ? await (await movedUserData(c.env, user)).searchOwnFoods(words, OWN_FOODS_SHOWN) : [];
    return c.json({ foods: [...own.map(customFoodView), ...withInlinePortions(hits)] }, 200);
  })
  // The public table: no session to read (readsNoSession), so one D1 round trip. Under /usda/
  // so that no API path has a parameter where another has a fixed word (/foods/custom,
  // /foods/barcode): Hono then routes with its RegExpRouter (ADR 034).
  .get("/usda/:ndb", readsNoSession, validate("param", foodIdParamSchema), async (c) => {
    const food = await foodByNdb(c.env.DB, c.req.valid("param").ndb);
    if (!food) throw new ApiError(404, "No food has this id.", { code: "FOOD_NOT_FOUND" });
    return c.json(food, 200);
  });
