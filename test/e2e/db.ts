import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";

/**
 * Reads the local D1 database of the app under test (read-only), so browser tests can
 * check what was really stored, e.g. that a migration stored each meal exactly once.
 */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: (string | number)[]): T[] {
  const dir = join(inject("stateDir"), "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
