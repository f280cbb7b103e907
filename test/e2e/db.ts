import { readdirSync } from "node:fs";
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
