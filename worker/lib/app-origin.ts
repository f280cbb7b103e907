import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The app's public origin (APP_ORIGIN, else the request's), for links in redirects and emails. */
export function appOrigin(c: Context<AppEnv>): string {
  return (c.env.APP_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, "");
}
