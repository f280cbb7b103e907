import { Hono } from "hono";
import { clientErrorSchema } from "../../../domain/client-errors/schema";
import type { AppEnv } from "../../env";
import { log } from "../../lib/log";
import { validate } from "../../lib/validate";

/**
 * Query values cut out of a browser's report: a page's or a request's URL can carry a
 * secret (Stripe returns to checkout with `setup_intent_client_secret=...`, a photo upload
 * URL carries its token). The parameter names stay, for debugging.
 */
const withoutQueryValues = (text: string | undefined) => text?.replace(/([?&][^=\s&#]+=)[^\s&#"'<>)]*/g, "$1[value]");

/** Uncaught browser errors, logged beside the API's own lines (nothing is stored). */
export const clientErrorRoutes = new Hono<AppEnv>().post("/", validate("json", clientErrorSchema), (c) => {
  const report = c.req.valid("json");
  log("error", c.get("requestId"), "client error", {
    report: {
      ...report,
      message: withoutQueryValues(report.message),
      stack: withoutQueryValues(report.stack),
      url: withoutQueryValues(report.url),
    },
    userAgent: c.req.header("User-Agent"),
  });
  return c.body(null, 204);
});
