import { and, eq, sql } from "drizzle-orm";
import { dailyWrites, dayTotals, deletedMeals, foodItems, meals, userBadges, users, xpEvents } from "../../db/schema";
import type { Bindings } from "../../env";
import { mealsFingerprint } from "../../user-data/meals/fingerprint";
import type { MealsTableName } from "../../user-data/object";
import { newId } from "../ids";
import { userData } from "../user-data";
import { flipped, type GroupMove } from "./group-move";

const GROUP = 5;

/** Meals a page: with their foods (up to 50 a meal, usually two or three) well within one D1 answer. */
export const MEAL_PAGE = 500;
/** XP rows, day totals and Undo's copies a page. */
export const ROW_PAGE = 2000;

/** The user's meals group in D1 as counts and sums (user-data/meals/fingerprint.ts), with their progress on the users row. */
const d1Fingerprint = (userId: string) =>
  mealsFingerprint({
    own: sql`user_id = ${userId}`,
    ownFoods: sql`meal_id in (select id from meals where user_id = ${userId})`,
    progress: sql`(select json_array(xp_total, streak_end_date, streak_length, longest_streak) from users where id = ${userId})`,
  });

type Env = Pick<Bindings, "DB" | "USER_DATA">;

/** Rows as D1 answers them: column names, times in milliseconds, booleans as 0 and 1. */
type RawRow = Record<string, unknown>;

const all = async (env: Env, query: string, ...bindings: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...bindings)
      .all<RawRow>()
  ).results;

/**
 * Reads one table's rows of the user in pages, in its key order (each page after the last key
 * of the one before), and hands each page on. `keys` are the columns of the order.
 */
async function eachPage(
  env: Env,
  table: string,
  userId: string,
  keys: readonly string[],
  size: number,
  page: (rows: RawRow[]) => Promise<void>,
): Promise<void> {
  const order = keys.join(", ");
  let last: RawRow | undefined;
  for (;;) {
    const after = last ? ` AND (${order}) > (${keys.map(() => "?").join(", ")})` : "";
    const rows = await all(
      env,
      `SELECT * FROM ${table} WHERE user_id = ?${after} ORDER BY ${order} LIMIT ${size}`,
      userId,
      ...(last ? keys.map((k) => last?.[k]) : []),
    );
    if (rows.length > 0) await page(rows);
    if (rows.length < size) return;
    last = rows.at(-1);
  }
}

/**
 * The meals group's move from D1 (meals, food_items, day_totals, xp_events, user_badges,
 * deleted_meals, daily_writes and the progress cached on the users row) into the user's object
 * (ADR 068). A two-year history is about 2,200 meals, 4,400 foods and 2,900 XP rows, so D1 is
 * read in pages (a meal page with its foods in one batch) and each page is staged in the object;
 * the last call makes them all live in one transaction and answers the object's counts and sums,
 * which must equal those D1 gave with the flag before the first page.
 */
export const mealsMove: GroupMove = {
  group: GROUP,
  name: "meals",
  async copy(env, db, userId) {
    const [flag] = await db
      .select({
        moved: users.movedGroups,
        fingerprint: d1Fingerprint(userId),
        xpTotal: users.xpTotal,
        streakEndDate: users.streakEndDate,
        streakLength: users.streakLength,
        longestStreak: users.longestStreak,
      })
      .from(users)
      .where(eq(users.id, userId));
    const fingerprint = flag?.fingerprint ?? null;
    if (!flag || flag.moved >= GROUP) return { moved: true, live: false, same: true, fingerprint };
    const own = userData(env, userId);
    const token = newId();
    let pages = 0;
    const stage = async (table: MealsTableName, rows: RawRow[]) => {
      await own.stageMealsPage(token, pages++, table, rows);
    };
    await stage("progress", [
      {
        id: 1,
        xp_total: flag.xpTotal,
        streak_end_date: flag.streakEndDate,
        streak_length: flag.streakLength,
        longest_streak: flag.longestStreak,
      },
    ]);
    // The meals by the user's index order, each page with its foods in the same D1 batch.
    let last: RawRow | undefined;
    for (;;) {
      const after = last ? " AND (created_at, id) > (?, ?)" : "";
      const pageIds = `SELECT id FROM meals WHERE user_id = ?${after} ORDER BY created_at, id LIMIT ${MEAL_PAGE}`;
      const bound = [userId, ...(last ? [last.created_at, last.id] : [])];
      const [mealRows, foodRows] = await env.DB.batch<RawRow>([
        env.DB.prepare(`SELECT * FROM meals WHERE user_id = ?${after} ORDER BY created_at, id LIMIT ${MEAL_PAGE}`).bind(
          ...bound,
        ),
        env.DB.prepare(`SELECT * FROM food_items WHERE meal_id IN (${pageIds})`).bind(...bound),
      ]);
      const page = mealRows?.results ?? [];
      if (page.length > 0) await stage("meals", page);
      if ((foodRows?.results.length ?? 0) > 0) await stage("food_items", foodRows?.results ?? []);
      if (page.length < MEAL_PAGE) break;
      last = page.at(-1);
    }
    await eachPage(env, "xp_events", userId, ["reason", "reference"], ROW_PAGE, (rows) => stage("xp_events", rows));
    await eachPage(env, "day_totals", userId, ["local_date"], ROW_PAGE, (rows) => stage("day_totals", rows));
    await eachPage(env, "user_badges", userId, ["badge_id"], ROW_PAGE, (rows) => stage("user_badges", rows));
    await eachPage(env, "deleted_meals", userId, ["meal_id"], ROW_PAGE, (rows) => stage("deleted_meals", rows));
    await eachPage(env, "daily_writes", userId, ["kind"], ROW_PAGE, (rows) => stage("daily_writes", rows));
    const finished = await own.finishMealsCopy(token, pages);
    return { moved: false, live: finished.live, same: finished.fingerprint === fingerprint, fingerprint };
  },
  stillAsCopied: (userId, fingerprint) => sql`${d1Fingerprint(userId)} IS ${fingerprint}`,
  deleteFromD1: (db, userId) => {
    const moved = flipped(userId, GROUP);
    return [
      // The foods first: they hang off the meals (and would go with them, by the foreign key).
      db
        .delete(foodItems)
        .where(
          and(sql`${foodItems.mealId} IN (SELECT ${meals.id} FROM ${meals} WHERE ${meals.userId} = ${userId})`, moved),
        ),
      db.delete(meals).where(and(eq(meals.userId, userId), moved)),
      db.delete(dayTotals).where(and(eq(dayTotals.userId, userId), moved)),
      db.delete(xpEvents).where(and(eq(xpEvents.userId, userId), moved)),
      db.delete(userBadges).where(and(eq(userBadges.userId, userId), moved)),
      db.delete(deletedMeals).where(and(eq(deletedMeals.userId, userId), moved)),
      db.delete(dailyWrites).where(and(eq(dailyWrites.userId, userId), moved)),
      // The progress cached on the users row now lives in the object: D1 keeps no second copy.
      db
        .update(users)
        .set({ xpTotal: 0, streakEndDate: null, streakLength: 0, longestStreak: 0 })
        .where(and(eq(users.id, userId), moved)),
    ];
  },
};
