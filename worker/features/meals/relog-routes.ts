import { Hono, type MiddlewareHandler } from "hono";
import {
  copyDayParamSchema,
  copyDaySchema,
  copyMealSchema,
  copyYesterdaySchema,
  relogSchema,
} from "../../../domain/meals/relog";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { noApiRoute } from "../../lib/api-error";
import { savedMealList } from "../../lib/meals/saved-meal-view";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { idempotencyKey } from "./log-meal";
import { copyDay, copyMeal, copyYesterday, RELOG_WINDOW_MEALS, relog, relogChoicesFrom, yesterdayOf } from "./relog";

/** /api/meals/{id}/copy, with an id of the length a meal id can have. */
const MEAL_COPY_PATH = /^\/api\/meals\/([^/]{1,100})\/copy$/;

/** Lets a wildcard route serve only the paths of `pattern`; any other is no API route (404). */
const onlyPath =
  (pattern: RegExp): MiddlewareHandler =>
  async (c, next) => {
    if (!pattern.test(c.req.path)) throw noApiRoute(c.req.method, c.req.path);
    await next();
  };

/** One-tap re-logging (ADR 025), mounted beside the meal routes under /api/meals. */
export const relogRoutes = new Hono<AppEnv>()
  /**
   * One's own saved meals, recent and frequent meals and foods, and which of yesterday's meal
   * types can be copied: the newest meals and the saved meals from the user's own object (and,
   * when the saved meals name any, their USDA foods from D1).
   */
  .get("/recent", async (c) => {
    const user = userOf(c);
    const own = await movedUserData(c.env, user);
    const { choices: chosen, saved: savedRows } = await own.relogSources(
      RELOG_WINDOW_MEALS,
      yesterdayOf(user, Date.now()),
    );
    const choices = relogChoicesFrom(user.id, chosen);
    const saved = await savedMealList(getDb(c.env.DB), savedRows);
    // One's own saved meals come first in the lists; one missing a food it names is left out.
    const mine = saved.filter((meal) => meal.missingFoods === 0);
    return c.json({ ...choices, saved: mine }, 200);
  })
  .post("/relog", validate("json", relogSchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meal, created } = await relog(c.env, userOf(c), c.req.valid("json"), key);
    return c.json(meal, created ? 201 : 200);
  })
  .post("/copy-yesterday", validate("json", copyYesterdaySchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meals, created } = await copyYesterday(c.env, userOf(c), c.req.valid("json").mealType, key);
    return c.json({ meals }, created ? 201 : 200);
  });

/**
 * POST /api/meals/{id}/copy: the meal logged again on another day (not after today), 201 with
 * the new meal, its foods and photo. Registered as a wildcard: a parameter here, beside the
 * fixed /manual, /relog and /restore of the same method, would make Hono give up its
 * RegExpRouter for the slower TrieRouter on every request (ADR 034, ADR 062), and a wildcard may stand
 * beside fixed words. Mounted after every other route under /api/meals, so it sees only what
 * none of them serves; any other such path answers the API's usual 404.
 */
export const mealCopyRoutes = new Hono<AppEnv>().post(
  "/*",
  onlyPath(MEAL_COPY_PATH),
  validate("json", copyMealSchema),
  async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    // onlyPath let only such paths through: the id is there, 1 to 100 characters.
    const id = MEAL_COPY_PATH.exec(c.req.path)?.[1] ?? "";
    const { meal, created } = await copyMeal(c.env, userOf(c), id, c.req.valid("json"), key);
    return c.json(meal, created ? 201 : 200);
  },
);

/** A whole day's meals logged again on another day, mounted under /api/days. */
export const dayCopyRoutes = new Hono<AppEnv>().post(
  "/:date/copy",
  validate("param", copyDayParamSchema),
  validate("json", copyDaySchema),
  async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { date } = c.req.valid("param");
    const { meals, created } = await copyDay(c.env, userOf(c), date, c.req.valid("json").to, key);
    return c.json({ meals }, created ? 201 : 200);
  },
);
