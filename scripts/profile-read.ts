// `node scripts/profile-read.ts [path…]` (Node 22): where a read spends the Worker's CPU.
// Starts the app as the bench does (PROFILE_SKIP_BUILD=1 reuses dist/), seeds the bench's
// two-year user, then for each path takes a V8 CPU profile over the inspector (CDP
// Profiler.start/stop) while autocannon loads it, and prints the top self-time functions.
// PROFILE_EMPTY=1 profiles the empty account instead; PROFILE_BODY='{…}' POSTs that JSON to
// each path, as the app would (a meal write); PROFILE_INCLUSIVE=1 counts callees' time in
// each function's. A tool for measuring, not a budget. Self-times of
// small functions under the profiler are not their cost (ADR 030: the session token's SHA-256
// showed about 250 µs a request here, 3.7 µs in a timed loop): confirm a change with the bench.
import autocannon from "autocannon";
import { freePort, startApp } from "../test/support/server.ts";
import { account } from "./bench-account.ts";
import { seedHistory } from "./bench-seed.ts";
import { d1Local } from "./d1-local.mjs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 30);

/** A CDP session on the inspector's first target. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("no inspector target");
  // Miniflare's inspector proxy refuses a socket without a local Origin (undici takes headers here).
  const ws = new WebSocket(url, { headers: { Origin: "http://localhost" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      ws.send(JSON.stringify({ id: next, method, params }));
    });
  return { send, close: () => ws.close() };
}

const keyOf = (node: ProfileNode) => {
  const f = node.callFrame;
  const file = f.url.split("/").slice(-1)[0] ?? "";
  return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
};

/**
 * Each function's time: its own (self) or, with PROFILE_INCLUSIVE=1, its own and its callees'
 * (a sample counts once a function however deep it recurses), so a route's steps can be
 * compared whole: the session lookup, the object call, the answer.
 */
function functionTimes(profile: Profile, inclusive: boolean) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === "(idle)") return;
    all += dt;
    const keys = new Set<string>();
    for (let at: ProfileNode | undefined = node; at; at = byId.get(parent.get(at.id) ?? -1)) {
      keys.add(keyOf(at));
      if (!inclusive) break;
    }
    for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + dt);
  });
  return { all, top: [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP) };
}

const inspectorPort = await freePort();
const app = await startApp({
  build: process.env.PROFILE_SKIP_BUILD !== "1",
  env: { BENCH: "1", PROTEO_INSPECTOR_PORT: String(inspectorPort) },
});
try {
  const empty = await account(app.baseURL, "empty");
  const veteran = await account(app.baseURL, "history");
  seedHistory(app.stateDir, veteran.id);
  d1Local(app.stateDir, [
    "execute",
    "DB",
    "--command",
    `update users set subscription_status = 'active' where id in ('${empty.id}', '${veteran.id}')`,
  ]);
  const who = process.env.PROFILE_EMPTY === "1" ? empty : veteran;
  const cdp = await inspector(inspectorPort);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const path of process.argv.slice(2)) {
    const body = process.env.PROFILE_BODY;
    const headers: Record<string, string> = path.startsWith("/__bench/") ? {} : { Cookie: who.cookie };
    if (body) Object.assign(headers, { "Content-Type": "application/json", Origin: app.baseURL });
    const load = {
      url: `${app.baseURL}${path}`,
      connections: 10,
      headers,
      method: body ? "POST" : "GET",
      body,
    } as const;
    // Warm up, so the profile is of the steady state and not of the first builds.
    await autocannon({ ...load, duration: 1 });
    await cdp.send("Profiler.start");
    const result = await autocannon({ ...load, duration: SECONDS });
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const { all, top } = functionTimes(profile, process.env.PROFILE_INCLUSIVE === "1");
    const requests = result.requests.total;
    console.log(
      `\n${path}: ${result.requests.average} req/s, ${result.non2xx} non-2xx, active CPU ${(all / 1000 / requests).toFixed(3)} ms/request`,
    );
    for (const [name, us] of top) {
      console.log(
        `  ${((us / all) * 100).toFixed(1).padStart(5)} %  ${(us / requests).toFixed(0).padStart(5)} µs/req  ${name}`,
      );
    }
  }
  cdp.close();
} finally {
  await app.stop();
}
