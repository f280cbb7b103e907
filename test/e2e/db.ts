import { createHash, createHmac } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";

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

/** The directory of the local workerd's Durable Object storage for the UserData class. */
function userDataDir(): string {
  const dir = join(inject("stateDir"), "v3", "do");
  const own = readdirSync(dir).find((d) => d.endsWith("-UserData"));
  if (!own) throw new Error(`no UserData objects under ${dir}`);
  return join(dir, own);
}

/**
 * The id `USER_DATA.idFromName(name)` gives, as workerd derives it: with the SHA-256 of the
 * namespace's unique key (the storage directory's name) as the key, an HMAC-SHA256 of the name
 * (its first 16 bytes), then an HMAC of those (the next 16), in hex.
 */
function objectIdFromName(uniqueKey: string, name: string): string {
  const key = createHash("sha256").update(uniqueKey).digest();
  const base = createHmac("sha256", key).update(name).digest().subarray(0, 16);
  const mac = createHmac("sha256", key).update(base).digest().subarray(0, 16);
  return Buffer.concat([base, mac]).toString("hex");
}

/**
 * Reads the meals group of the user with this email in their own object's SQLite (ADR 068):
 * each table without a user id, and a one-row `progress` table, e.g.
 * `queryOwnMeals(email, "select title from meals")`. No such user, or no object yet: no rows.
 */
export function queryOwnMeals<T = Record<string, unknown>>(
  email: string,
  sql: string,
  ...params: (string | number)[]
): T[] {
  const [user] = queryDb<{ id: string }>("select id from users where email = ?", email);
  if (!user) return [];
  const dir = userDataDir();
  const file = join(dir, `${objectIdFromName(dir.split("/").at(-1) ?? "", user.id)}.sqlite`);
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
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
