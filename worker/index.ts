import { Hono } from "hono";
import { createApp } from "./app";
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
    return app.fetch(request, env, ctx);
  },
  /** The Cron Trigger of wrangler.jsonc (every 15 minutes): reminders due on each user's clock. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runReminders(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<AppEnv["Bindings"]>;
