import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getDb } from "../db/client";
import type { UserRow } from "../db/schema";
import type { AppEnv } from "../env";
import { readSession } from "../features/auth/session";
import { unauthenticated } from "../lib/api-error";

/** Loads the signed-in user (or null) once per request, for every API route. */
export const loadSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("user", await readSession(c, getDb(c.env.DB)));
    await next();
  });

/** The signed-in user, or a 401 in the API error shape. Every account route starts here. */
export function userOf(c: Context<AppEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}
