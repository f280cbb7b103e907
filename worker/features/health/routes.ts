import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { readsNoSession } from "../../middleware/session";
import { aiProviderName, billingMode } from "../../providers/config";

/** Liveness and configuration at a glance: is the database reachable, which providers run. */
// One D1 round trip, its own probe: the health check reads no session (readsNoSession).
export const healthRoutes = new Hono<AppEnv>().get("/", readsNoSession, async (c) => {
  const row = await c.env.DB.prepare("select 1 as ok").first<{ ok: number }>();
  return c.json(
    {
      status: "ok" as const,
      database: row?.ok === 1 ? ("ok" as const) : ("unavailable" as const),
      ai: aiProviderName(c.env),
      // "off" when payments are not configured here (a deployed Worker without Stripe).
      billing: billingMode(c.env, c.req.url),
    },
    200,
  );
});
