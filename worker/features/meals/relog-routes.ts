import { Hono } from "hono";
import { copyYesterdaySchema, relogSchema } from "../../../domain/meals/relog";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import { idempotencyKey } from "./log-meal";
import { copyYesterday, relog, relogChoicesOf, relogReads, unpackWindow, yesterdayOf } from "./relog";

/** One-tap re-logging (ADR 025), mounted beside the meal routes under /api/meals. */
export const relogRoutes = new Hono<AppEnv>()
  /** Recent and frequent meals and foods, and which of yesterday's meal types can be copied: one D1 round trip. */
  .get("/recent", readsOwnSession, async (c) => {
    const reads = relogReads(getDb(c.env.DB));
    const {
      user,
      results: [rows, items],
    } = await readWithSession(c, [
      [reads.rows, {}],
      [reads.items, {}],
    ] as const);
    return c.json(relogChoicesOf(user.id, unpackWindow(rows), items, yesterdayOf(user, Date.now())), 200);
  })
  .post("/relog", validate("json", relogSchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meal, created } = await relog(getDb(c.env.DB), userOf(c), c.req.valid("json"), key);
    return c.json(meal, created ? 201 : 200);
  })
  .post("/copy-yesterday", validate("json", copyYesterdaySchema), async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const { meals, created } = await copyYesterday(getDb(c.env.DB), userOf(c), c.req.valid("json").mealType, key);
    return c.json({ meals }, created ? 201 : 200);
  });
