import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { MOVED_GROUPS } from "../../db/moved-groups";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";
import { aiUsageMove } from "./ai-usage-move";
import { favoritesMove } from "./favorites-move";
import type { GroupMove } from "./group-move";
import { mealsMove } from "./meals-move";
import { ownFoodsMove } from "./own-foods-move";
import { photosMove } from "./photos-move";

/** Every group that moves, in its order; `MOVED_GROUPS` is the last one's number. */
const MOVES: readonly GroupMove[] = [favoritesMove, ownFoodsMove, photosMove, aiUsageMove, mealsMove];

/** The steps of one group's move, named for the tests that stop a move after each. */
export type MoveStep = "copy" | "verify" | "flip";

/** A move that found D1 and the object apart, or D1 changed under it: nothing flipped; run it again. */
export class MoveIncomplete extends Error {
  override readonly name = "MoveIncomplete";
}

/**
 * Moves the user's per-user table groups that still live in D1 into their own object, one group
 * at a time, each in three steps:
 * 1. copy: the flag and the group's D1 rows read together, and the object's copy made exactly
 *    those rows; not when the flag says the group moved already, nor once a write has reached
 *    the object (a slower of two concurrent moves must not put back older rows);
 * 2. verify: the object holds the same rows as D1;
 * 3. flip: in one D1 transaction, the users row's `moved_groups` moves to the group, only while
 *    D1 still holds the rows copied, and the group's D1 rows are deleted.
 * Nothing writes a moved group's D1 table any more: until the flip, D1 holds the group and every
 * read and write of it waits for the move; after it, the object does. A move stopped anywhere
 * leaves one of the two whole, and running it again (the next request, or the cron) finishes
 * it. `after` lets tests stop it after a step.
 */
export async function moveUser(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  userId: string,
  after: (step: MoveStep, group: string) => void | Promise<void> = () => {},
): Promise<void> {
  const db = getDb(env.DB);
  for (const move of MOVES) {
    const copied = await move.copy(env, db, userId);
    if (copied.moved) continue;
    await after("copy", move.name);
    if (!copied.live && !copied.same) throw new MoveIncomplete(`The ${move.name} copy does not match D1.`);
    await after("verify", move.name);
    const [flipped] = await db.batch([
      db
        .update(users)
        .set({ movedGroups: move.group })
        .where(
          and(
            eq(users.id, userId),
            eq(users.movedGroups, move.group - 1),
            copied.live ? sql`1` : move.stillAsCopied(userId, copied.fingerprint),
          ),
        )
        .returning({ moved: users.movedGroups }),
      ...move.deleteFromD1(db, userId),
    ]);
    if (flipped.length === 0) {
      const now = await db.select({ moved: users.movedGroups }).from(users).where(eq(users.id, userId)).get();
      // Another request's move got there first: this one is done too.
      if (now && now.moved < move.group) throw new MoveIncomplete(`The ${move.name} rows changed during the move.`);
    }
    await after("flip", move.name);
  }
}

/** Whether the user's row says every group lives in their object. */
export const allMoved = (user: { movedGroups: number }) => user.movedGroups >= MOVED_GROUPS;

/** The cron's background move: up to `limit` accounts not yet moved, each on its own. Answers how many moved. */
export async function moveWaitingUsers(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  limit: number,
  onError: (userId: string, error: unknown) => void,
): Promise<number> {
  const waiting = await getDb(env.DB)
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.movedGroups} < ${MOVED_GROUPS}`)
    .limit(limit);
  let moved = 0;
  for (const { id } of waiting) {
    try {
      await moveUser(env, id);
      moved++;
    } catch (error) {
      onError(id, error);
    }
  }
  return moved;
}
