import type { DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import type * as schema from "./schema";

/**
 * The object's drizzle database over its storage (`$client`). Writes run its statements inside
 * the storage's own transaction (transaction.ts), so no helper needs a transaction object.
 */
export type Db = DrizzleSqliteDODatabase<typeof schema> & { $client: DurableObjectStorage };
