// `npm run bench`: Proteo's performance budgets (DESIGN section 6), measured on the
// production bundle served by local workerd exactly as `npm start` serves it. It reports;
// it never fails. Later features add their endpoints to THROUGHPUT_CASES.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startApp } from "../test/support/server.ts";

const FIRST_LOAD_BUDGET_KB = 120;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface ThroughputCase {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const THROUGHPUT_CASES: ThroughputCase[] = [
  { name: "bare Hono route (baseline)", path: "/__bench/bare" },
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/planner/meals (KV)", path: "/api/planner/meals?healthGoal=maintain&mealType=lunch" },
];

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
    headers: c.headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const app = await startApp({ env: { BENCH: "1" } });
try {
  const js = await firstLoadJs(app.baseURL);
  const kb = js.gzipBytes / 1024;
  console.log("\nProteo benchmark (local workerd, production bundle)\n");
  console.log("First-load JavaScript for /");
  console.log(
    `  ${kb.toFixed(1)} KB gzip in ${js.files.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB): ${kb <= FIRST_LOAD_BUDGET_KB ? "within budget" : "OVER BUDGET"}`,
  );

  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  const rows: Record<string, string | number>[] = [];
  let baseline = 0;
  for (const c of THROUGHPUT_CASES) {
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
  console.log("Budget: an authenticated read holds at least 50 % of the bare route's throughput.");
} finally {
  await app.stop();
}
