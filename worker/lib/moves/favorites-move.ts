import { and, asc, eq, sql } from "drizzle-orm";
import { favorites, users } from "../../db/schema";
import { userData } from "../user-data";
import { flipped, type GroupMove } from "./group-move";

const GROUP = 1;

/** The favourites' keys in one text, in the order SQLite's `ORDER BY recipe_id` gives (bytes). */
const keysText = (ids: string[]) =>
  ids.length === 0 ? null : [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join("\n");

/**
 * The recipe favourites' move from D1's `favorites` into the user's object: the object's copy
 * becomes exactly D1's rows (at most one per recipe, a few dozen, so one batch), checked recipe
 * by recipe and kept time, then the flag and the D1 rows change in one D1 transaction that holds
 * only while D1's rows are the ones copied.
 */
export const favoritesMove: GroupMove = {
  group: GROUP,
  name: "favorites",
  async copy(env, db, userId) {
    const [flag, rows] = await db.batch([
      db.select({ moved: users.movedGroups }).from(users).where(eq(users.id, userId)),
      db
        .select({ recipeId: favorites.recipeId, createdAt: favorites.createdAt })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.recipeId)),
    ]);
    const fingerprint = keysText(rows.map((r) => r.recipeId));
    if ((flag[0]?.moved ?? GROUP) >= GROUP) return { moved: true, live: false, same: true, fingerprint };
    const { live, held } = await userData(env, userId).copyFavorites(rows);
    const key = (r: { recipeId: string; createdAt: Date }) => `${r.recipeId}@${new Date(r.createdAt).getTime()}`;
    const same = held.length === rows.length && rows.map(key).sort().join() === held.map(key).sort().join();
    return { moved: false, live, same, fingerprint };
  },
  stillAsCopied: (userId, fingerprint) =>
    sql`(SELECT group_concat(recipe_id, char(10)) FROM (SELECT ${favorites.recipeId} AS recipe_id FROM ${favorites} WHERE ${favorites.userId} = ${userId} ORDER BY ${favorites.recipeId})) IS ${fingerprint}`,
  deleteFromD1: (db, userId) => [db.delete(favorites).where(and(eq(favorites.userId, userId), flipped(userId, GROUP)))],
};
