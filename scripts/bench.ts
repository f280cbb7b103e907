// `npm run bench`: Proteo's performance budgets (DESIGN section 6), measured on the
// production bundle served by local workerd exactly as `npm start` serves it. It reports;
// it never fails. Add an endpoint by adding a row to the throughput list below.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startFakeVision } from "../test/support/fake-vision-server.ts";
import { startApp } from "../test/support/server.ts";
import { downscaleBytes, uploadAndAnalyze } from "./bench-photo.ts";
import { seedHistory } from "./bench-seed.ts";
import { d1Local } from "./d1-local.mjs";

const FIRST_LOAD_BUDGET_KB = 120;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface ThroughputCase {
  name: string;
  path: string;
  cookie?: string;
}

/** The JavaScript a first visit to / downloads before the app runs, gzipped. */
async function firstLoadJs(baseURL: string): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const srcs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs, gzipBytes };
}

async function measure(baseURL: string, c: ThroughputCase) {
  const result = await autocannon({
    url: `${baseURL}${c.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: c.cookie ? { Cookie: c.cookie } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A new account through the API; returns its session cookie and id. */
async function account(baseURL: string, label: string): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, "CF-Connecting-IP": `10.9.9.${label.length}` },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      password: "Bench-Lentils-1",
      firstName: "Bench",
      lastName: label,
    }),
  });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const body = (await res.json()) as { user: { id: string } };
  return { cookie, id: body.user.id };
}

function sql(stateDir: string, command: string) {
  d1Local(stateDir, ["execute", "DB", "--command", command]);
}

const vision = await startFakeVision();
const app = await startApp({
  env: { BENCH: "1", AI_PROVIDER: "openai", OPENAI_BASE_URL: `${vision.baseURL}/v1`, OPENAI_MODEL: "fake-vision" },
});
try {
  console.log("\nProteo benchmark (local workerd, production bundle)\n");
  const js = await firstLoadJs(app.baseURL);
  const kb = js.gzipBytes / 1024;
  console.log("First-load JavaScript for /");
  console.log(
    `  ${kb.toFixed(1)} KB gzip in ${js.files.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB): ${kb <= FIRST_LOAD_BUDGET_KB ? "within budget" : "OVER BUDGET"}`,
  );

  const empty = await account(app.baseURL, "empty");
  const veteran = await account(app.baseURL, "history");
  const seeded = seedHistory(app.stateDir, veteran.id);
  console.log(`\nSeeded ${seeded} meals (two years, 3 a day) for the "2-year history" user.`);

  const cases: ThroughputCase[] = [
    { name: "bare Hono route (baseline)", path: "/__bench/bare" },
    { name: "GET /api/health", path: "/api/health" },
    { name: "GET /api/planner/meals (KV)", path: "/api/planner/meals?healthGoal=maintain&mealType=lunch" },
    { name: "GET /api/dashboard, no history", path: "/api/dashboard", cookie: empty.cookie },
    { name: "GET /api/dashboard, 2-year history", path: "/api/dashboard", cookie: veteran.cookie },
    { name: "GET /api/meals, no history", path: "/api/meals", cookie: empty.cookie },
    { name: "GET /api/meals, 2-year history", path: "/api/meals", cookie: veteran.cookie },
  ];
  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  const rows: Record<string, string | number>[] = [];
  let baseline = 0;
  for (const c of cases) {
    const m = await measure(app.baseURL, c);
    if (!baseline) baseline = m.rps;
    rows.push({
      endpoint: c.name,
      "req/s": Math.round(m.rps),
      "p50 ms": m.p50,
      "p99 ms": m.p99,
      "vs bare": `${((m.rps / baseline) * 100).toFixed(0)} %`,
      errors: m.errors,
    });
  }
  console.table(rows);
  console.log(
    "Budget: an authenticated read holds at least 50 % of the bare route's throughput; reads must not slow with history.",
  );

  console.log("\nPhotos");
  const shrink = await downscaleBytes(app.baseURL);
  console.log(
    `  12-megapixel JPEG: ${(shrink.original / 1024).toFixed(0)} KB original → ${(shrink.uploaded / 1024).toFixed(0)} KB uploaded (${((shrink.uploaded / shrink.original) * 100).toFixed(1)} %, long side ${shrink.side} px)`,
  );
  sql(app.stateDir, `update users set subscription_status = 'active' where id = '${veteran.id}'`);
  const timing = await uploadAndAnalyze(app.baseURL, veteran.cookie);
  console.log(
    `  server time with a zero-latency fake model (median of 15): upload ${timing.uploadMs.toFixed(1)} ms, analysis ${timing.analyzeMs.toFixed(1)} ms`,
  );
} finally {
  await app.stop();
  await vision.stop();
}
