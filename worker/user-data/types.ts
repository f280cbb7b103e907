import type { DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import type * as schema from "./schema";

/** The object's drizzle database over its storage (`$client`), and a transaction of it. */
export type Db = DrizzleSqliteDODatabase<typeof schema> & { $client: DurableObjectStorage };
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
