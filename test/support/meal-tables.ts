/**
 * Tests read one user's meals group (ADR 068) the way that user's own object will hold it: each
 * table without its user_id, plus a one-row `progress` table with the progress the users row
 * caches today. The tables still live in D1, so this puts a WITH clause before the query that
 * narrows each table to the user under its own name; a CTE hides the D1 table of that name
 * within the statement, and `main.` reaches past it to the real one. When the group moves,
 * only this file changes: the same query then runs on the object as it is written.
 *
 * Reads only: a test that needs rows the API cannot make still writes D1 itself.
 */

/** The tables of the meals group, as a test names them in a query. */
const MEAL_TABLES = [
  "meals",
  "food_items",
  "day_totals",
  "xp_events",
  "user_badges",
  "deleted_meals",
  "daily_writes",
  "progress",
] as const;

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export type MealTable = (typeof MEAL_TABLES)[number];

/** `query`, read over the given user's meal tables only. */
export function overOwnMealTables(userId: string, query: string): string {
  const id = quoted(userId);
  const ownMeals = `SELECT id FROM main.meals WHERE user_id = ${id}`;
  return `WITH
    meals AS (SELECT * FROM main.meals WHERE user_id = ${id}),
    food_items AS (SELECT * FROM main.food_items WHERE meal_id IN (${ownMeals})),
    day_totals AS (SELECT * FROM main.day_totals WHERE user_id = ${id}),
    xp_events AS (SELECT * FROM main.xp_events WHERE user_id = ${id}),
    user_badges AS (SELECT * FROM main.user_badges WHERE user_id = ${id}),
    deleted_meals AS (SELECT * FROM main.deleted_meals WHERE user_id = ${id}),
    daily_writes AS (SELECT * FROM main.daily_writes WHERE user_id = ${id}),
    progress AS (
      SELECT xp_total, streak_end_date, streak_length, longest_streak FROM main.users WHERE id = ${id}
    )
  ${query}`;
}
