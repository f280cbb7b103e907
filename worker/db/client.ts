import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The drizzle client over the request's D1 binding (cheap: no connection to open). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof getDb>;
