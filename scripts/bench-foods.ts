// The food search budget (issue 17, ADR 024): p95 server time of GET /api/foods?q= over the full
// SR28 table at most 20 ms. Requests go one at a time to local workerd, so each one's time is the
// server's plus a loopback round trip; the queries mix everyday names, typos, British spellings,
// unfinished words and words that match nothing.

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

/** Sorted request times of these paths, each requested ROUNDS times, one at a time. */
async function timeRequests(baseURL: string, paths: string[]): Promise<{ times: number[]; errors: number }> {
  // One warm-up pass: the first request of an isolate compiles the route and loads the vocabulary.
  for (const path of paths) await fetch(`${baseURL}${path}`).then((r) => r.arrayBuffer());
  const times: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      const start = performance.now();
      const res = await fetch(`${baseURL}${path}`);
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) errors++;
    }
  }
  return { times: times.sort((a, b) => a - b), errors };
}

export async function reportFoodSearch(baseURL: string) {
  // The same loop on GET /api/health shows what the machine itself adds (a loaded one adds a lot).
  const health = await timeRequests(
    baseURL,
    QUERIES.map(() => "/api/health"),
  );
  const { times, errors } = await timeRequests(
    baseURL,
    QUERIES.map((q) => `/api/foods?q=${encodeURIComponent(q)}`),
  );
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`\nFood search over the full SR28 table (${times.length} requests, one at a time)`);
  console.log(
    `  baseline GET /api/health: p50 ${percentile(health.times, 50).toFixed(1)} ms, p95 ${percentile(health.times, 95).toFixed(1)} ms`,
  );
  console.log(
    `  GET /api/foods?q=: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 <= ${FOOD_SEARCH_P95_BUDGET_MS} ms): ${p95 <= FOOD_SEARCH_P95_BUDGET_MS ? "within budget" : "OVER BUDGET"}${errors ? `, ${errors} errors` : ""}`,
  );
}
