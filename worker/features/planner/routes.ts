import { Hono } from "hono";
import { plannerMealsQuerySchema } from "../../../domain/planner/schemas";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";

/** A day: the answer only changes with a deploy, and the key changes with the data. */
const CACHE_TTL_SECONDS = 24 * 60 * 60;

/** FNV-1a over the catalogue's JSON: a short fingerprint of the data this deploy ships. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The catalogue, loaded and built by an isolate's first planner read, not as the Worker starts
 * (sparing startup CPU): most requests are not the planner's.
 */
const catalog = () => import("../../../domain/planner/catalog");

// Computed once per isolate. Keying the cache by it means a deploy with changed meals never
// reads an older deploy's answer, without anyone having to purge KV.
let dataVersion: string | undefined;

export async function plannerCacheKey(healthGoal = "all", mealType = "all"): Promise<string> {
  dataVersion ??= fingerprint(JSON.stringify((await catalog()).PLANNER_MEALS));
  return `planner:meals:${dataVersion}:${healthGoal}:${mealType}`;
}

/**
 * GET /api/planner/meals?healthGoal=&mealType=: the built-in suggestion meals, by
 * goal and meal type. Public: guests use the planner too, and nothing here is personal. The serialized answer
 * of each filter is kept in KV, so repeated reads across
 * isolates skip filtering and serialization and return the stored text as is.
 */
export const plannerRoutes = new Hono<AppEnv>().get("/meals", validate("query", plannerMealsQuerySchema), async (c) => {
  const { healthGoal, mealType } = c.req.valid("query");
  const key = await plannerCacheKey(healthGoal, mealType);
  const headers = { "Content-Type": "application/json; charset=UTF-8" };
  const cached = await c.env.CACHE.get(key);
  if (cached !== null) return c.body(cached, 200, headers);
  const body = JSON.stringify((await catalog()).plannerMeals({ healthGoal, mealType }));
  await c.env.CACHE.put(key, body, { expirationTtl: CACHE_TTL_SECONDS });
  return c.body(body, 200, headers);
});
