import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { authSecretProblem } from "../lib/auth-secret";
import { log } from "../lib/log";

/**
 * The API refuses to run without the configuration it cannot do without (ADR 014): a
 * Worker deployed without `AUTH_SECRET` answers every API request, /api/health included,
 * with a 500 and logs what to set, rather than quietly storing recovery codes unkeyed.
 */
export const requireConfig = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const problem = authSecretProblem(c.env.AUTH_SECRET);
    if (!problem) return next();
    log("error", c.get("requestId"), "server misconfigured", { problem });
    return c.json(
      { message: "Proteo is not set up correctly on the server. Please try again later.", code: "MISCONFIGURED" },
      500,
    );
  });
