import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningApp {
  baseURL: string;
  /** The local state folder (D1's SQLite files live under v3/d1/). */
  stateDir: string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${baseURL}/api/health within ${timeoutMs} ms`);
}

/**
 * Runs the app exactly as `npm start` does (scripts/start.mjs), on a free port and a
 * scratch state folder, so tests never touch a developer's local data.
 */
export async function startApp(options: { env?: Record<string, string>; build?: boolean } = {}): Promise<RunningApp> {
  return startLocal(
    "start.mjs",
    () => [],
    (port) => ({
      PORT: String(port),
      PROTEO_SKIP_BUILD: options.build === false ? "1" : "0",
      ...options.env,
    }),
  );
}

/**
 * How long a cold dev server may take to answer: it migrates a fresh database and seeds the
 * whole USDA table first, which took up to three minutes on a shared 2-core CI host with other
 * browser files running (150 s was once not enough). A patience, not a speed budget.
 */
export const DEV_START_TIMEOUT_MS = 300_000;

/**
 * Runs the app as `npm run dev` does (scripts/dev.mjs: Vite with hot reload, the Worker in
 * workerd), on a free port and a scratch state folder.
 */
export function startDevServer(): Promise<RunningApp> {
  return startLocal(
    "dev.mjs",
    (port) => ["--port", String(port), "--strictPort"],
    () => ({}),
    DEV_START_TIMEOUT_MS,
  );
}

async function startLocal(
  script: string,
  args: (port: number) => string[],
  env: (port: number) => Record<string, string>,
  startTimeoutMs = 150_000,
): Promise<RunningApp> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), "proteo-state-"));
  const baseURL = `http://localhost:${port}`;
  const root = new URL("../..", import.meta.url).pathname;
  const child = spawn(process.execPath, [join(root, "scripts", script), ...args(port)], {
    cwd: root,
    env: { ...process.env, PROTEO_STATE_DIR: stateDir, ...env(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  try {
    await waitForHealth(baseURL, child, startTimeoutMs);
  } catch (error) {
    process.kill(-(child.pid ?? 0), "SIGKILL");
    throw new Error(`${(error as Error).message}\n--- ${script} output ---\n${output}`);
  }
  return {
    baseURL,
    stateDir,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
