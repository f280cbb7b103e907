import { and, asc, eq, sql } from "drizzle-orm";
import { customFoods, savedMeals, users } from "../../db/schema";
import type { OwnFoodsRows } from "../../user-data/own-foods";
import { userData } from "../user-data";
import { flipped, type GroupMove } from "./group-move";
import { rowsText } from "./rows-text";

const GROUP = 2;

/** Rows in id order, as SQLite's `ORDER BY id` gives them (byte order). */
const byId = <T extends { id: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Each row's id and last change, in id order (SQLite's byte order), as the flip's condition reads them. */
const keysText = (rows: OwnFoodsRows) => {
  const keys = (list: readonly { id: string; updatedAt: Date }[]) =>
    byId(list)
      .map((r) => `${r.id}:${r.updatedAt.getTime()}`)
      .join(",");
  return `${keys(rows.customFoods)}|${keys(rows.savedMeals)}`;
};

/**
 * The own foods' and saved meals' move from D1's `custom_foods` and `saved_meals` into the user's
 * object: a user keeps at most 500 foods and 200 saved meals, so one batch reads them all. The
 * object's copy is compared with D1's rows column by column; the flip holds only while D1's rows
 * still have the ids and change times copied.
 */
export const ownFoodsMove: GroupMove = {
  group: GROUP,
  name: "own-foods",
  async copy(env, db, userId) {
    const [flag, foodRows, mealRows] = await db.batch([
      db.select({ moved: users.movedGroups }).from(users).where(eq(users.id, userId)),
      db.select().from(customFoods).where(eq(customFoods.userId, userId)).orderBy(asc(customFoods.id)),
      db.select().from(savedMeals).where(eq(savedMeals.userId, userId)).orderBy(asc(savedMeals.id)),
    ]);
    const rows: OwnFoodsRows = {
      customFoods: foodRows.map(({ userId: _user, ...row }) => row),
      savedMeals: mealRows.map(({ userId: _user, ...row }) => row),
    };
    const fingerprint = keysText(rows);
    if ((flag[0]?.moved ?? GROUP) >= GROUP) return { moved: true, live: false, same: true, fingerprint };
    const { live, held } = await userData(env, userId).copyOwnFoods(rows);
    return {
      moved: false,
      live,
      same: rowsText([held.customFoods, held.savedMeals]) === rowsText([rows.customFoods, rows.savedMeals]),
      fingerprint,
    };
  },
  stillAsCopied: (userId, fingerprint) => {
    const keys = (table: typeof customFoods | typeof savedMeals) =>
      sql`coalesce((SELECT group_concat(k, ',') FROM (SELECT ${table.id} || ':' || ${table.updatedAt} AS k FROM ${table} WHERE ${table.userId} = ${userId} ORDER BY ${table.id})), '')`;
    return sql`(${keys(customFoods)} || '|' || ${keys(savedMeals)}) IS ${fingerprint}`;
  },
  deleteFromD1: (db, userId) => {
    const moved = flipped(userId, GROUP);
    return [
      db.delete(customFoods).where(and(eq(customFoods.userId, userId), moved)),
      db.delete(savedMeals).where(and(eq(savedMeals.userId, userId), moved)),
    ];
  },
};
