// The idempotent seeds (seed/*.sql) in the order they apply: one list for the local database
// (`npm start`, `npm run dev`, scripts/d1-local.mjs) and production (scripts/seed-remote.mjs).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const dir = join(new URL("..", import.meta.url).pathname, "seed");

/** Absolute paths of seed/*.sql, sorted by name. */
export function seedFiles() {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => join(dir, f));
}
