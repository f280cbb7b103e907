// Runs `wrangler d1 …` against the local database in a given state folder: one place for
// npm start's migrations and seeds, and the bench's direct writes.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** `wrangler d1 <args> --local --persist-to <stateDir>` with the project's config. */
export function d1Local(stateDir, args, options = {}) {
  return spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", ...args, "--local", "--persist-to", stateDir, "--config", join(root, "wrangler.jsonc")],
    { cwd: root, stdio: options.stdio ?? "pipe", encoding: "utf8", env: process.env },
  );
}
