import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema, D1Database>>;

/**
 * One drizzle client per D1 binding. Building it walks the whole schema to set up the
 * relational query helpers, which measurably cost every request when a request built it
 * twice (session lookup, then the route); the binding object lives as long as the isolate.
 */
const clients = new WeakMap<D1Database, Db>();

/** The drizzle client over the request's D1 binding. */
export function getDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
  }
  return db;
}
