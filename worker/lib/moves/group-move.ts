import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";

/** What a group's copy found and did. */
export interface Copied {
  /** The flag said the group had moved already when its D1 rows were read: nothing was copied. */
  moved: boolean;
  /** The object refused the copy: a write had reached it, so it holds the user's rows. */
  live: boolean;
  /** The object now holds exactly the D1 rows read. */
  same: boolean;
  /** The D1 rows read, as the flip checks they still are (a count and their keys in order). */
  fingerprint: string | null;
}

/** One table group's move from D1 into the user's own object (ADR 067). */
export interface GroupMove {
  /** Its place in the order of moves: the users row's `moved_groups` once it has moved. */
  group: number;
  name: string;
  /**
   * Reads the flag and the user's D1 rows of the group in one D1 batch (the flip and the delete
   * are one transaction, so rows read before the flip are all of them) and, unless the group had
   * moved, copies them into the object, replacing what it held unless it is live.
   */
  copy(env: Pick<Bindings, "DB" | "USER_DATA">, db: Db, userId: string): Promise<Copied>;
  /** A condition true while the user's D1 rows still have the fingerprint the copy read. */
  stillAsCopied(userId: string, fingerprint: string | null): SQL;
  /** Deletes the user's D1 rows of the group (a statement a table), only once the flag says the group moved. */
  deleteFromD1(db: Db, userId: string): BatchItem<"sqlite">[];
}

/**
 * True once the users row says `group` has moved: each group's D1 deletes are guarded by it, so
 * they delete only in the flip's own transaction (after its update) and never before.
 */
export const flipped = (userId: string, group: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.movedGroups} >= ${group})`;
