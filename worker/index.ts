import { Hono } from "hono";
import { createApp } from "./app";
import { countingD1, countRoundTrips } from "./db/round-trips";
import type { AppEnv } from "./env";
import { runReminders } from "./features/push/cron";

const app = createApp();

/**
 * The bare Hono route `npm run bench` compares the API against: no middleware at all.
 * It exists only when the bench script sets BENCH=1, so production never serves it.
 */
const bare = new Hono().get("/__bench/bare", (c) => c.json({ ok: true }));

export default {
  fetch(request, env, ctx) {
    if (env.BENCH === "1" && new URL(request.url).pathname === "/__bench/bare") {
      return bare.fetch(request);
    }
    // Local only (worker tests, the bench): each response says how many D1 round trips it took.
    if (env.D1_ROUND_TRIPS === "1") {
      const counted = { ...env, DB: countingD1(env.DB) };
      return countRoundTrips(async () => app.fetch(request, counted, ctx));
    }
    return app.fetch(request, env, ctx);
  },
  /** The Cron Trigger of wrangler.jsonc (every 15 minutes): reminders due on each user's clock. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runReminders(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<AppEnv["Bindings"]>;
