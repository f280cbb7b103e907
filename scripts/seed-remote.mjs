#!/usr/bin/env node
// `npm run deploy` step: apply every idempotent seed (seed/*.sql) to the production D1,
// as `npm start` does locally, so a fresh deployment has its recipes.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { seedFiles } from "./seeds.mjs";

const root = new URL("..", import.meta.url).pathname;
for (const file of seedFiles()) {
  const args = [
    "d1",
    "execute",
    "DB",
    "--remote",
    "--env",
    "production",
    "--file",
    file,
    "--config",
    join(root, "wrangler.jsonc"),
  ];
  const result = spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
