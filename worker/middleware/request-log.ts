import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

/** Requests slower than this are logged even when they succeed. */
const SLOW_MS = 1000;

/**
 * A log line, with the request id the response carries, for every API request that failed
 * on our side or was slow. Every invocation is already recorded by Workers observability; a
 * line per successful request only cost throughput (docs/benchmarks.md).
 */
export const requestLog = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    await next();
    const ms = Date.now() - started;
    if (c.res.status < 500 && ms < SLOW_MS) return;
    log(c.res.status >= 500 ? "error" : "warn", c.get("requestId"), "request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
    });
  });
