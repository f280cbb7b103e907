#!/usr/bin/env node
// `npm run dev`: bring the local database up to date (migrations and seeds, as `npm start`
// does, in the same .wrangler/state), then run Vite with hot reload; the Worker runs in
// workerd through @cloudflare/vite-plugin (vite.config.ts). Arguments go to Vite, e.g.
// `npm run dev -- --port 3000`.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { prepareLocalDatabase } from "./d1-local.mjs";

const root = new URL("..", import.meta.url).pathname;
// The same folder vite.config.ts gives the plugin (PROTEO_STATE_DIR, else .wrangler/state).
const stateDir = process.env.PROTEO_STATE_DIR || join(root, ".wrangler", "state");

const prepared = prepareLocalDatabase(stateDir);
if (prepared !== 0) process.exit(prepared);

const vite = spawn(join(root, "node_modules", ".bin", "vite"), process.argv.slice(2), {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PROTEO_STATE_DIR: stateDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
