// Runs `wrangler d1 …` against the local database in a given state folder: one place for the
// migrations and seeds of `npm start` and `npm run dev`, and the bench's direct writes.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { seedFiles } from "./seeds.mjs";

const root = new URL("..", import.meta.url).pathname;

/** `wrangler d1 <args> --local --persist-to <stateDir>` with the project's config. */
export function d1Local(stateDir, args, options = {}) {
  return spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", ...args, "--local", "--persist-to", stateDir, "--config", join(root, "wrangler.jsonc")],
    { cwd: root, stdio: options.stdio ?? "pipe", encoding: "utf8", env: process.env },
  );
}

/**
 * Brings the local database in `stateDir` up to date: pending migrations, then every seed in
 * seed/ (idempotent). The exit status of the first wrangler call that failed, else 0.
 */
export function prepareLocalDatabase(stateDir) {
  const migrated = d1Local(stateDir, ["migrations", "apply", "DB"], { stdio: "inherit" });
  if (migrated.status !== 0) return migrated.status ?? 1;
  for (const file of seedFiles()) {
    const seeded = d1Local(stateDir, ["execute", "DB", "--file", file], { stdio: "inherit" });
    if (seeded.status !== 0) return seeded.status ?? 1;
  }
  return 0;
}
