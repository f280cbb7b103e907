import type { Db } from "./types";

/**
 * Runs `work` as one synchronous transaction of the object's storage: all of it or, when it
 * throws, none of it. Every statement of `db` runs inside it, built once or not. drizzle's own
 * `db.transaction` also builds a transaction database on every call, with a query builder for
 * each table of the schema: more CPU than a short write's statements take.
 */
export const inTransaction = <T>(db: Db, work: () => T): T => db.$client.transactionSync(work);
