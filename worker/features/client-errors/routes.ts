import { Hono } from "hono";
import { clientErrorSchema } from "../../../domain/client-errors/schema";
import type { AppEnv } from "../../env";
import { log } from "../../lib/log";
import { validate } from "../../lib/validate";

/** Uncaught browser errors, logged beside the API's own lines (nothing is stored). */
export const clientErrorRoutes = new Hono<AppEnv>().post("/", validate("json", clientErrorSchema), (c) => {
  const report = c.req.valid("json");
  log("error", c.get("requestId"), "client error", { report, userAgent: c.req.header("User-Agent") });
  return c.body(null, 204);
});
