import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: every state-changing API request must carry an
 * `Origin` equal to the app's own origin: `APP_ORIGIN` when configured, or the origin the
 * request was addressed to (so http://127.0.0.1:8787 works as well as localhost locally).
 * A browser always sends `Origin` on cross-site and on same-origin non-GET fetches, so a
 * missing header is refused too. `exempt` lists the paths that are called by other sites
 * by design (Apple's form_post callback, Stripe's webhook) and authenticate otherwise.
 */
export const originCheck = (exempt: readonly string[] = []) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const origin = c.req.header("Origin");
    const allowed = new Set([new URL(c.req.url).origin]);
    if (c.env.APP_ORIGIN) allowed.add(c.env.APP_ORIGIN.replace(/\/$/, ""));
    if (!origin || !allowed.has(origin)) {
      throw new ApiError(403, "This request did not come from the Proteo app and was refused.", {
        code: "BAD_ORIGIN",
      });
    }
    return next();
  });
