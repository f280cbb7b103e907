// The food search budget (ADR 024): p95 server time of GET /api/foods?q= over the full
// SR28 table at most 20 ms. Requests go one at a time to local workerd; the server time is the
// Worker's own, which it answers in a Server-Timing entry when the bench asks (worker/index.ts),
// and the time the bench sees (the server's plus the local proxy and loopback) is printed beside
// it. The queries mix everyday names, typos, British spellings, unfinished words and words that
// match nothing.

export const FOOD_SEARCH_P95_BUDGET_MS = 20;

const QUERIES = [
  "egg",
  "chicken breast",
  "chiken brest",
  "greek yoghurt",
  "salmn",
  "brocoli",
  "quino",
  "rice",
  "cheddar cheese",
  "ground beef 85",
  "almond milk",
  "peanut butter",
  "oats",
  "banana",
  "tofu",
  "lentils",
  "courgette",
  "whey protein",
  "cottage cheese",
  "sweet potato",
  "tuna canned in water",
  "unknownium stew",
  "pizza",
  "apple",
  "bread whole wheat",
];
const ROUNDS = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Asks the Worker to answer its own time for the request (BENCH=1 only). */
const ASK_SERVER_TIMING = { "X-Bench-Server-Timing": "1" };

/** The Worker's time from a Server-Timing header ("app;dur=3.21"), in ms. */
export function serverTimeOf(header: string | null): number {
  const dur = header?.match(/(?:^|,)\s*app;dur=([\d.]+)/)?.[1];
  if (dur === undefined) throw new Error(`no server time in Server-Timing: ${header}`);
  return Number(dur);
}

interface Timed {
  /** Sorted times as the bench sees them. */
  times: number[];
  /** Sorted server times, as the Worker answers them. */
  server: number[];
  errors: number;
}

/** Sorted request times of these paths, each requested ROUNDS times, one at a time. */
async function timeRequests(baseURL: string, paths: string[]): Promise<Timed> {
  const get = (path: string) => fetch(`${baseURL}${path}`, { headers: ASK_SERVER_TIMING });
  // One warm-up pass: the first request of an isolate compiles the route and loads the vocabulary.
  for (const path of paths) await get(path).then((r) => r.arrayBuffer());
  const times: number[] = [];
  const server: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      const start = performance.now();
      const res = await get(path);
      await res.arrayBuffer();
      times.push(performance.now() - start);
      server.push(serverTimeOf(res.headers.get("Server-Timing")));
      if (res.status !== 200) errors++;
    }
  }
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  return { times: sorted(times), server: sorted(server), errors };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function reportFoodSearch(baseURL: string) {
  // The same loop on GET /api/health shows what the machine itself adds (a loaded one adds a lot).
  const health = await timeRequests(
    baseURL,
    QUERIES.map(() => "/api/health"),
  );
  const { times, server, errors } = await timeRequests(
    baseURL,
    QUERIES.map((q) => `/api/foods?q=${encodeURIComponent(q)}`),
  );
  const p95 = percentile(server, 95);
  console.log(`\nFood search over the full SR28 table (${times.length} requests, one at a time)`);
  console.log(
    `  GET /api/foods?q= server time (whole ms, the Workers clock): p50 ${percentile(server, 50)} ms, p95 ${p95} ms (budget p95 <= ${FOOD_SEARCH_P95_BUDGET_MS} ms): ${p95 <= FOOD_SEARCH_P95_BUDGET_MS ? "within budget" : "OVER BUDGET"}${errors ? `, ${errors} errors` : ""}`,
  );
  console.log(
    `  as the bench sees it (plus the local proxy and loopback): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
  console.log(
    `  baseline GET /api/health: server p95 ${percentile(health.server, 95)} ms; as seen p50 ${ms(percentile(health.times, 50))}, p95 ${ms(percentile(health.times, 95))}`,
  );
}
