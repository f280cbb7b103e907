import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

/** One log line per API request, with the request id the response carries. */
export const requestLog = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    await next();
    log(c.res.status >= 500 ? "error" : "info", c.get("requestId"), "request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    });
  });
