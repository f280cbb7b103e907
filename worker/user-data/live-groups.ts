import { eq } from "drizzle-orm";
import { liveGroups } from "./schema";
import type { Db } from "./types";

/**
 * From a group's first write in the object on, the object holds that group's rows, and a move's
 * copy from D1 (a slower of two moves, which read D1 before the flip) may no longer replace
 * them (ADR 067). Each write of a moved group marks it in its transaction.
 */
export const markLive = (db: Db, group: string) =>
  db.insert(liveGroups).values({ name: group }).onConflictDoNothing().run();

/** Whether the group took a write here: then a copy leaves it as it is. */
export const isLive = (db: Db, group: string) =>
  db.select().from(liveGroups).where(eq(liveGroups.name, group)).get() !== undefined;
