import { createApp } from "./app";
import { benchRoutes } from "./bench-routes";
import { getDb } from "./db/client";
import { ROUND_TRIPS_REQUEST_HEADER } from "./db/round-trip-headers";
import { countingD1, countingObjects, countRoundTrips } from "./db/round-trips";
import type { AppEnv } from "./env";
import { runReminders } from "./features/push/cron";
import { errorDetails } from "./lib/error-details";
import { log } from "./lib/log";
import { moveWaitingUsers } from "./lib/moves/move-user";
import { pruneAttempts } from "./lib/rate-limit";

/** Accounts the cron moves into their own object each run (every 15 minutes): 9,600 a day. */
const MOVES_PER_RUN = 100;

export { UserData } from "./user-data/object";

const app = createApp();

/** A bench request that asks for its server time (the food search budget, scripts/bench-foods.ts). */
const SERVER_TIMING_REQUEST_HEADER = "X-Bench-Server-Timing";

/**
 * The bench's view of server time (local only, BENCH=1, and only when the request asks, so the
 * throughput runs measure the app as it is): the Worker's own time for a request, from its
 * arrival to its answer, as a Server-Timing entry. Workers advance the clock only at
 * I/O, so this is the time spent waiting on D1 and the like plus the CPU up to the last of it.
 */
async function timed(run: () => Response | Promise<Response>): Promise<Response> {
  const start = performance.now();
  const res = await run();
  const answered = new Response(res.body, res);
  answered.headers.append("Server-Timing", `app;dur=${(performance.now() - start).toFixed(2)}`);
  return answered;
}

export default {
  fetch(request, env, ctx) {
    if (env.BENCH === "1") {
      // The bench's baselines, with none of the app's code (worker/bench-routes.ts).
      if (new URL(request.url).pathname.startsWith("/__bench/")) return benchRoutes.fetch(request, env, ctx);
      if (request.headers.has(SERVER_TIMING_REQUEST_HEADER)) return timed(() => serve(request, env, ctx));
      if (request.headers.has(ROUND_TRIPS_REQUEST_HEADER)) return counted(request, env, ctx);
    }
    return serve(request, env, ctx);
  },
  /**
   * The Cron Trigger of wrangler.jsonc (every 15 minutes): reminders due on each user's clock,
   * the background move of accounts whose rows still wait in D1 for their own object, and once
   * a day (the run at 03:00 UTC) the rate-limit rows that count nothing any more.
   */
  scheduled(controller, env, ctx) {
    const at = new Date(controller.scheduledTime);
    ctx.waitUntil(runReminders(env, at));
    if (at.getUTCHours() === 3 && at.getUTCMinutes() < 15) ctx.waitUntil(pruneAttempts(getDb(env.DB), at.getTime()));
    ctx.waitUntil(
      moveWaitingUsers(env, MOVES_PER_RUN, (userId, error) =>
        log("error", "cron", "A background move stopped; the next run tries again", {
          userId,
          error: errorDetails(error),
        }),
      ),
    );
  },
} satisfies ExportedHandler<AppEnv["Bindings"]>;

function serve(request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext): Response | Promise<Response> {
  // Local only (the worker tests): each response says how many D1 round trips it took.
  if (env.D1_ROUND_TRIPS === "1") return counted(request, env, ctx);
  return app.fetch(request, env, ctx);
}

/** The app's answer with the D1 round trips and object calls it took in its headers (ADR 021, ADR 068). */
function counted(request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext): Promise<Response> {
  const counting = { ...env, DB: countingD1(env.DB), USER_DATA: countingObjects(env.USER_DATA) };
  return countRoundTrips(async () => app.fetch(request, counting, ctx));
}
