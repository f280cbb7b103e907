#!/usr/bin/env node
// `npm start`: build, apply pending local D1 migrations, run the idempotent seed, then
// serve the production bundle on local workerd (http://localhost:8787, PORT overrides).
// Configuration: .dev.vars, overridden by the same names in the shell environment.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { localConfig } from "./config-keys.mjs";
import { prepareLocalDatabase } from "./d1-local.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);
const port = process.env.PORT || "8787";
// Tests and the bench point this at a scratch folder so they never touch your data.
const stateDir = process.env.PROTEO_STATE_DIR || join(root, ".wrangler", "state");
const skipBuild = process.env.PROTEO_SKIP_BUILD === "1";

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// Always the production bundle, even when started from a test runner that sets NODE_ENV=test.
if (!skipBuild) run(bin("vite"), ["build"], { ...process.env, NODE_ENV: "production" });

const prepared = prepareLocalDatabase(stateDir);
if (prepared !== 0) process.exit(prepared);

// The Origin check needs the address the app is really served at.
const config = localConfig(root, stateDir, `http://localhost:${port}`);

const args = [
  "dev",
  "--config",
  join(root, "dist", "proteo", "wrangler.json"),
  "--port",
  port,
  "--persist-to",
  stateDir,
  "--local",
  // GET /__scheduled runs the reminder cron (wrangler.jsonc triggers) on demand.
  "--test-scheduled",
];
// The bench's CPU profiler (scripts/profile-read.ts) attaches to V8's inspector on this port.
if (process.env.PROTEO_INSPECTOR_PORT) args.push("--inspector-port", process.env.PROTEO_INSPECTOR_PORT);
for (const [key, value] of Object.entries(config)) args.push("--var", `${key}:${value}`);

// No email leaves this machine (ADR 026): the local provider keeps every message in the
// local database, and this is where to read them (the verification and reset links).
console.log(
  `\nEmails are not sent locally. Read them at ${config.APP_ORIGIN}/api/dev/emails?to=<address> (newest first).\n`,
);

const server = spawn(bin("wrangler"), args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
