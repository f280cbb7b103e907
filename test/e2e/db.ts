import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";
import { overOwnMealTables } from "../support/meal-tables";

function databaseFile(): string {
  const dir = join(inject("stateDir"), "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/**
 * Reads the local D1 database of the app under test (read-only), so browser tests can
 * check what was really stored, e.g. that a migration stored each meal exactly once.
 */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Reads the meals group of the user with this email, written as their own object will hold it
 * (no user_id, a `progress` row; test/support/meal-tables.ts): what a browser test checks was
 * stored, e.g. `queryOwnMeals(email, "select title from meals")`. No such user: no rows.
 */
export function queryOwnMeals<T = Record<string, unknown>>(
  email: string,
  sql: string,
  ...params: (string | number)[]
): T[] {
  const [user] = queryDb<{ id: string }>("select id from users where email = ?", email);
  return user ? queryDb<T>(overOwnMealTables(user.id, sql), ...params) : [];
}

/**
 * Changes a row of the app's local D1 database behind its back, for what no request can
 * arrange (a session half its 30 days old). One statement, committed at once.
 */
export function changeDb(sql: string, ...params: (string | number)[]): number {
  const db = new DatabaseSync(databaseFile());
  try {
    // The app may be writing at that moment: wait for its lock instead of failing at once.
    db.exec("PRAGMA busy_timeout = 5000");
    return Number(db.prepare(sql).run(...params).changes);
  } finally {
    db.close();
  }
}
