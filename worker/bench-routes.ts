import { Hono } from "hono";
import type { AppEnv } from "./env";

/** The object `/__bench/hops` calls: a name no user id can take (ids are UUIDs). */
const BENCH_OBJECT = "__bench";

/**
 * What `npm run bench` measures the app against, with none of the app's middleware or code.
 * Served only when the bench sets BENCH=1 (worker/index.ts), so production never serves it.
 * - `/__bench/bare`: a bare Hono route, the baseline every throughput ratio is taken of.
 * - `/__bench/d1`: the same route after D1's smallest round trip (`select 1`).
 * - `/__bench/object`: after one call to a Durable Object that looks a photo up by its key
 *   and finds none, the smallest thing a read of the user's data asks their object.
 * - `/__bench/hops`: after both, one after the other, as every read of the user's data makes
 *   them (the session in D1, then their object): what the platform alone costs such a read.
 */
export const benchRoutes = new Hono<AppEnv>()
  .get("/__bench/bare", (c) => c.json({ ok: true }))
  .get("/__bench/d1", async (c) => {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  })
  .get("/__bench/object", async (c) => c.json({ ok: (await benchObject(c.env).photo("none")) === null }))
  .get("/__bench/hops", async (c) => {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: (await benchObject(c.env).photo("none")) === null });
  });

function benchObject(env: AppEnv["Bindings"]) {
  return env.USER_DATA.get(env.USER_DATA.idFromName(BENCH_OBJECT));
}
