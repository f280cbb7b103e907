// `npm run bench`: Proteo's performance budgets, measured on the
// production bundle served by local workerd exactly as `npm start` serves it. It reports;
// it never fails. Add an endpoint by adding a row to the throughput list below, a section
// by adding it to SECTIONS.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startFakeVision } from "../test/support/fake-vision-server.ts";
import { type RunningApp, startApp } from "../test/support/server.ts";
import {
  OBJECT_CALLS_HEADER,
  ROUND_TRIPS_HEADER,
  ROUND_TRIPS_REQUEST_HEADER,
} from "../worker/db/round-trip-headers.ts";
import { account } from "./bench-account.ts";
import { reportFoodSearch } from "./bench-foods.ts";
import { keepLatestRun } from "./bench-latest.ts";
import { reportLighthouse } from "./bench-lighthouse.ts";
import { downscaleBytes, uploadAndAnalyze } from "./bench-photo.ts";
import { readFloorRows, readFloorSteps } from "./bench-read-floor.ts";
import { seedHistory } from "./bench-seed.ts";
import { reportWorker } from "./bench-worker.ts";
import { d1Local } from "./d1-local.mjs";

/** First-load JavaScript for `/` at most 130 KB gzip (React DOM is about 60 of it). */
const FIRST_LOAD_BUDGET_KB = 130;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface ThroughputCase {
  name: string;
  path: string;
  cookie?: string;
  /** A write: POSTed as the app would (JSON, its own Origin). */
  json?: unknown;
  /**
   * Send this many requests instead of running for a duration: a meal write is measured over
   * fewer writes than the day's bound of meals (300), so every one is stored, never a 429.
   */
  amount?: number;
}

/**
 * Requests each throughput case sends before it is measured: the first calls to a user's object
 * build its statements and the first runs of a route compile, which a 5 s read run hides and a
 * write run of a second or two would not.
 */
const WARM_UP_REQUESTS = 30;

/** Meal writes a write case measures: with its warm-up and its counted request, under the day's bound of 300. */
const WRITES_PER_RUN = 250;

/** Budget: an authenticated read holds at least this share of the bare route's throughput. */
const AUTHENTICATED_READ_SHARE = 0.5;
const BARE: ThroughputCase = { name: "bare Hono route (baseline)", path: "/__bench/bare" };

/**
 * ADR 021, ADR 068: a meal write takes at most this many D1 round trips (the session, and the
 * SR28 values of table foods it names), a read one; either makes one call to the user's object.
 */
const WRITE_ROUND_TRIPS = 2;
const READ_ROUND_TRIPS = 1;
const OBJECT_CALLS = 1;
/** ADR 068: logging a meal holds at least this share of the dashboard read's throughput. */
const WRITE_VS_DASHBOARD = 0.8;
const MEAL_WRITE = "POST /api/meals/manual, 2-year history";
const MEAL_WRITE_EMPTY = "POST /api/meals/manual, empty account";
/** The photo analysis route as bench-photo.ts names it in its round-trip counts. */
const ANALYSIS_ROUTE = "POST /api/analyze-meal";
const DASHBOARD_READ = "GET /api/dashboard, 2-year history";

const requestInit = (baseURL: string, c: ThroughputCase) => ({
  method: c.json === undefined ? "GET" : "POST",
  headers: {
    ...(c.cookie ? { Cookie: c.cookie } : {}),
    ...(c.json === undefined ? {} : { "Content-Type": "application/json", Origin: baseURL }),
  },
  body: c.json === undefined ? undefined : JSON.stringify(c.json),
});

/**
 * The D1 round trips and calls to users' objects one request of a case takes, as the worker
 * counts them for a request that asks (ROUND_TRIPS_REQUEST_HEADER); the throughput runs do not
 * ask, so nothing counts theirs.
 */
async function roundTrips(baseURL: string, c: ThroughputCase): Promise<{ trips: number; calls: number } | null> {
  const res = await sendOnce(baseURL, c, { [ROUND_TRIPS_REQUEST_HEADER]: "1" });
  const trips = res.headers.get(ROUND_TRIPS_HEADER);
  return trips === null ? null : { trips: Number(trips), calls: Number(res.headers.get(OBJECT_CALLS_HEADER)) };
}

/** The counts as table columns; blank for a request that was not counted. */
const tripColumns = (counted: { trips: number; calls: number } | null) => ({
  "D1 trips": counted?.trips ?? "",
  "object calls": counted?.calls ?? "",
});

/** One request of a case, its body read to the end; `extra` adds headers (a bench request's asks). */
async function sendOnce(baseURL: string, c: ThroughputCase, extra: Record<string, string> = {}): Promise<Response> {
  const init = requestInit(baseURL, c);
  const res = await fetch(`${baseURL}${c.path}`, { ...init, headers: { ...init.headers, ...extra } });
  await res.arrayBuffer();
  return res;
}

/**
 * The seeded history is D1's, as an account's from before its meals moved (history-seed.ts):
 * its first request moves it into the user's own object (ADR 068), before anything is measured.
 */
async function moveSeeded(baseURL: string, cookie: string): Promise<void> {
  const res = await fetch(`${baseURL}/api/dashboard`, { headers: { Cookie: cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`moving the seeded history failed: ${res.status}`);
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

async function measure(baseURL: string, c: ThroughputCase, seconds = DURATION_S) {
  const init = requestInit(baseURL, c);
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${baseURL}${c.path}`,
        connections: CONNECTIONS,
        ...(c.amount === undefined ? { duration: seconds } : { amount: c.amount }),
        method: init.method as "GET" | "POST",
        headers: init.headers,
        body: init.body,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on("response", () => {
      lastAnswer = performance.now();
    });
  });
  return {
    // A run of a fixed amount is timed to its last answer: autocannon reports its duration on
    // its once-a-second tick, so 250 answers in 1.4 s or in 1.9 s would both be "125 req/s".
    rps: c.amount === undefined ? result.requests.average : result.requests.total / ((lastAnswer - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function sql(stateDir: string, command: string) {
  d1Local(stateDir, ["execute", "DB", "--command", command]);
}

async function reportFirstLoad(baseURL: string) {
  const js = await firstLoadJs(baseURL);
  const kb = js.gzipBytes / 1024;
  console.log("First-load JavaScript for /");
  console.log(
    `  ${kb.toFixed(1)} KB gzip in ${js.files.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB): ${kb <= FIRST_LOAD_BUDGET_KB ? "within budget" : "OVER BUDGET"}`,
  );
}

/**
 * A read for an account with two years of meals holds at least this share of the
 * same read for an empty account, measured side by side: reads must not slow with history.
 */
const HISTORY_VS_EMPTY = 0.83;

/** The UTC date `days` from today (bench accounts keep the default time zone, UTC). */
const utcDate = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A read of the history table: the same path for both accounts, or each account's own. */
interface HistoryRead {
  name: string;
  path: string | ((who: BenchAccount) => string);
}

/** A bench account and what it owns that a read names by id (its own food). */
interface BenchAccount {
  cookie: string;
  id: string;
  customFoodId: string;
}

/** A recipe of the seed, for the recipe page's read; each account's own food, for its page. */
async function readTargets(baseURL: string, who: { cookie: string; id: string }): Promise<BenchAccount> {
  const res = await fetch(`${baseURL}/api/foods/custom`, {
    method: "POST",
    headers: { Cookie: who.cookie, "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ name: "Bench protein bar", basis: "serving", protein: 20, servingGrams: 60 }),
  });
  if (res.status !== 201) throw new Error(`own food failed: ${res.status} ${await res.text()}`);
  // The API names own foods "custom:<uuid>"; the food's page takes the uuid.
  return { ...who, customFoodId: ((await res.json()) as { id: string }).id.slice("custom:".length) };
}

/**
 * Every authenticated read the app makes on load and on its main screens, each measured for an
 * empty account and for the two-year one. Downloads (CSV and account export) are
 * left out: their size is the history itself. Left out too: the food search (its own section,
 * rate limited per address), barcode lookups (Open Food Facts) and photo and upload reads.
 */
const historyReads = (recipeId: string): HistoryRead[] => [
  { name: "GET /api/auth/user", path: "/api/auth/user" },
  { name: "GET /api/dashboard", path: "/api/dashboard" },
  { name: "GET /api/gamification/badges", path: "/api/gamification/badges" },
  { name: "GET /api/gamification/stats", path: "/api/gamification/stats" },
  { name: "GET /api/protein-goals", path: "/api/protein-goals" },
  { name: "GET /api/meals (history page)", path: "/api/meals?limit=20" },
  { name: "GET /api/meals (today's meals)", path: `/api/meals?from=${utcDate()}&to=${utcDate()}&limit=50` },
  { name: "GET /api/meals/recent (re-log)", path: "/api/meals/recent" },
  { name: "GET /api/tracking/daily", path: "/api/tracking/daily" },
  { name: "GET /api/tracking/days (a week)", path: `/api/tracking/days?from=${utcDate(-6)}&to=${utcDate()}` },
  { name: "GET /api/stats/period?period=month", path: "/api/stats/period?period=month" },
  { name: "GET /api/stats/period?period=year", path: "/api/stats/period?period=year" },
  { name: "GET /api/analyze-meal/quota", path: "/api/analyze-meal/quota" },
  { name: "GET /api/meal-prep/recipes (24)", path: "/api/meal-prep/recipes" },
  { name: "GET /api/meal-prep/recipes/:id", path: `/api/meal-prep/recipes/${encodeURIComponent(recipeId)}` },
  { name: "GET /api/meal-prep/favorites", path: "/api/meal-prep/favorites" },
  { name: "GET /api/foods/custom", path: "/api/foods/custom" },
  { name: "GET /api/foods/custom/:id", path: (who) => `/api/foods/custom/${who.customFoodId}` },
  { name: "GET /api/billing/config", path: "/api/billing/config" },
  { name: "GET /api/notifications", path: "/api/notifications" },
  { name: "GET /api/auth/connections", path: "/api/auth/connections" },
];

const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const verdict = (met: boolean) => (met ? "met" : "BELOW BUDGET");

/**
 * The cases measured side by side: one-second slices of each in turn, DURATION_S rounds, so a
 * machine that gets busier or quieter during the run (other work on a shared machine) moves
 * every side of the ratios alike. Throughput is the mean over the slices, p99 the worst slice's.
 */
async function interleaved(baseURL: string, cases: ThroughputCase[]) {
  const sums = cases.map(() => ({ rps: 0, p50: 0, p99: 0, errors: 0 }));
  const rounds = Math.max(1, Math.round(DURATION_S));
  for (let round = 0; round < rounds; round++) {
    for (const [i, c] of cases.entries()) {
      const m = await measure(baseURL, c, 1);
      const sum = sums[i] as (typeof sums)[number];
      sum.rps += m.rps / rounds;
      sum.p99 = Math.max(sum.p99, m.p99);
      sum.errors += m.errors;
    }
  }
  return sums;
}

/** Each read for the empty and the two-year account, interleaved with the bare route. */
async function reportHistoryReads(baseURL: string, empty: BenchAccount, veteran: BenchAccount, recipeId: string) {
  console.log(
    `\nReads with two years of history vs an empty account (${CONNECTIONS} connections, ${DURATION_S} s each, in interleaved 1 s slices)`,
  );
  const rows: Record<string, string | number>[] = [];
  for (const read of historyReads(recipeId)) {
    const pathOf = (who: BenchAccount) => (typeof read.path === "string" ? read.path : read.path(who));
    const [bare, none, full] = (await interleaved(baseURL, [
      BARE,
      { name: read.name, path: pathOf(empty), cookie: empty.cookie },
      { name: read.name, path: pathOf(veteran), cookie: veteran.cookie },
    ])) as [Measured, Measured, Measured];
    const ofEmpty = full.rps / none.rps;
    const ofBare = full.rps / bare.rps;
    rows.push({
      read: read.name,
      ...tripColumns(await roundTrips(baseURL, { name: read.name, path: pathOf(veteran), cookie: veteran.cookie })),
      "bare req/s": Math.round(bare.rps),
      "empty req/s": Math.round(none.rps),
      "2-year req/s": Math.round(full.rps),
      "2-year p99 ms (worst 1 s)": full.p99,
      "x of empty": `${ofEmpty.toFixed(2)}x`,
      [`budget ${HISTORY_VS_EMPTY}x`]: verdict(ofEmpty >= HISTORY_VS_EMPTY),
      "x of bare": `${ofBare.toFixed(2)}x`,
      [`budget ${AUTHENTICATED_READ_SHARE}x`]: verdict(ofBare >= AUTHENTICATED_READ_SHARE),
      errors: bare.errors + none.errors + full.errors,
    });
  }
  console.table(rows);
  console.log(
    `Budget: with two years of meals (2,190) a read holds at least ${HISTORY_VS_EMPTY}x the same read for an empty account and ${AUTHENTICATED_READ_SHARE}x the bare route.`,
  );
}

/** The host's floor for any authenticated read (scripts/bench-read-floor.ts): not budgets. */
async function reportReadFloor(baseURL: string, cookie: string) {
  console.log(
    `\nThe host's floor for a read: steps from the bare route towards one, interleaved as above (not budgets)`,
  );
  const steps = readFloorSteps(cookie);
  const statuses = await Promise.all(steps.map(async (step) => (await sendOnce(baseURL, step)).status));
  const [bare, ...measured] = (await interleaved(baseURL, [BARE, ...steps])) as [Measured, ...Measured[]];
  console.table(readFloorRows(bare.rps, steps, measured, statuses));
  console.log(
    "No read of the user's data can hold more of the bare route than the platform's two hops with no app code (D1, then their object); through the app, a signed-in read holds no more than the session lookup, nor a read of the user's data more than the call to their object finding nothing. What it reads of its own comes out of the rest.",
  );
}

/** Throughput of reads; returns the account with two years of meals, for the photo figures. */
async function reportThroughput(baseURL: string, stateDir: string): Promise<void> {
  const empty = await account(baseURL, "empty");
  const veteran = await account(baseURL, "history");
  const seeded = seedHistory(stateDir, veteran.id);
  await moveSeeded(baseURL, veteran.cookie);
  console.log(`\nSeeded ${seeded} meals (two years, 3 a day) for the "2-year history" user.`);
  // Pro, both: the month and year views are Pro reads, and the free plan's three analyses a
  // day would cut the photo figures short.
  sql(stateDir, `update users set subscription_status = 'active' where id in ('${empty.id}', '${veteran.id}')`);
  const recipes = (await (
    await fetch(`${baseURL}/api/meal-prep/recipes`, { headers: { Cookie: veteran.cookie } })
  ).json()) as { id: string }[];
  const recipeId = recipes[0]?.id;
  if (!recipeId) throw new Error("the recipe seed is empty");
  await reportHistoryReads(baseURL, await readTargets(baseURL, empty), await readTargets(baseURL, veteran), recipeId);
  await reportReadFloor(baseURL, empty.cookie);

  const cases: ThroughputCase[] = [
    { name: "GET /api/health", path: "/api/health" },
    { name: "GET /api/planner/meals (KV)", path: "/api/planner/meals?healthGoal=maintain&mealType=lunch" },
    { name: DASHBOARD_READ, path: "/api/dashboard", cookie: veteran.cookie },
    // The same write for the account without history: whether history costs a write, or the
    // write's own commits (SQLite takes one writer at a time) do.
    {
      name: MEAL_WRITE_EMPTY,
      path: "/api/meals/manual",
      cookie: empty.cookie,
      json: { mealType: "snack", title: "Bench yogurt", totalProtein: "12", imageUrl: null, source: "manual" },
      amount: WRITES_PER_RUN,
    },
    {
      name: MEAL_WRITE,
      path: "/api/meals/manual",
      cookie: veteran.cookie,
      json: { mealType: "snack", title: "Bench yogurt", totalProtein: "12", imageUrl: null, source: "manual" },
      amount: WRITES_PER_RUN,
    },
  ];
  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  // Each case is compared with a bare run just before it, not with one run at the start, so
  // a machine that gets busier or quieter during the bench moves both sides of the ratio.
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    await measure(baseURL, { ...c, amount: WARM_UP_REQUESTS });
    const bare = await measure(baseURL, BARE);
    const m = await measure(baseURL, c);
    const counted = c.cookie ? await roundTrips(baseURL, c) : null;
    const tripBudget = c.json === undefined ? READ_ROUND_TRIPS : WRITE_ROUND_TRIPS;
    const within = counted !== null && counted.trips <= tripBudget && counted.calls <= OBJECT_CALLS;
    rows.push({
      endpoint: c.name,
      ...tripColumns(counted),
      "trips budget": counted === null ? "" : `${within ? "met" : "OVER"} (<= ${tripBudget} + ${OBJECT_CALLS} call)`,
      "req/s": Math.round(m.rps),
      "p50 ms": m.p50,
      "p99 ms": m.p99,
      "bare req/s": Math.round(bare.rps),
      "vs bare": share(m.rps, bare.rps),
      budget: c.cookie && c.json === undefined ? verdict(m.rps / bare.rps >= AUTHENTICATED_READ_SHARE) : "",
      errors: m.errors + bare.errors,
    });
  }
  console.table(rows);
  const rpsOf = (name: string) => Number(rows.find((r) => r.endpoint === name)?.["req/s"] ?? 0);
  const ratio = rpsOf(MEAL_WRITE) / rpsOf(DASHBOARD_READ);
  console.log(
    `Meal write vs dashboard read: ${ratio.toFixed(2)}x (${rpsOf(MEAL_WRITE)} vs ${rpsOf(DASHBOARD_READ)} req/s; budget at least ${WRITE_VS_DASHBOARD}x): ${ratio >= WRITE_VS_DASHBOARD ? "within budget" : "BELOW BUDGET"}`,
  );
  console.log(
    `Meal write with two years of history vs an empty account: ${(rpsOf(MEAL_WRITE) / rpsOf(MEAL_WRITE_EMPTY)).toFixed(2)}x (${rpsOf(MEAL_WRITE)} vs ${rpsOf(MEAL_WRITE_EMPTY)} req/s).`,
  );
  console.log(
    `Budget: a meal write takes at most ${WRITE_ROUND_TRIPS} D1 round trips, a read ${READ_ROUND_TRIPS}, and either ${OBJECT_CALLS} call to the user's own object (counted by the worker for one request that asks, ADR 021, ADR 068).`,
  );
  console.log(
    `Budget: an authenticated read (rows with a budget) holds at least ${AUTHENTICATED_READ_SHARE * 100} % of the bare route's throughput; reads must not slow with history.`,
  );
}

/**
 * Photo figures; the analysis is timed for a user with a long history, as real ones have: an
 * account of its own with the same two years of meals, since the throughput run leaves the
 * other at its daily limit of meal writes, which an analysis (a meal write) would meet.
 */
async function reportPhotos(baseURL: string, stateDir: string) {
  console.log("\nPhotos");
  const veteran = await account(baseURL, "photos");
  seedHistory(stateDir, veteran.id, 730, 3, (d, i) => `bench-photos-${d}-${i}`);
  await moveSeeded(baseURL, veteran.cookie);
  // Pro, so the 15 timed analyses are not refused by the free plan's daily three.
  sql(stateDir, `update users set subscription_status = 'active' where id = '${veteran.id}'`);
  const shrink = await downscaleBytes(baseURL);
  console.log(
    `  12-megapixel JPEG: ${(shrink.original / 1024).toFixed(0)} KB original → ${(shrink.uploaded / 1024).toFixed(0)} KB uploaded (${((shrink.uploaded / shrink.original) * 100).toFixed(1)} %, long side ${shrink.side} px)`,
  );
  const timing = await uploadAndAnalyze(baseURL, veteran.cookie);
  console.log(
    `  server time with a zero-latency fake model (median of 15): upload ${timing.uploadMs.toFixed(1)} ms, analysis ${timing.analyzeMs.toFixed(1)} ms`,
  );
  // Photo analysis is a meal write: at most WRITE_ROUND_TRIPS (ADR 021, 029). The upload's
  // two requests are printed for reference; they write photos, not meals.
  for (const [route, trips] of Object.entries(timing.trips)) {
    const verdict =
      route === ANALYSIS_ROUTE
        ? `(budget ${WRITE_ROUND_TRIPS}): ${trips <= WRITE_ROUND_TRIPS ? "met" : "OVER"}`
        : "(a photo write, no budget)";
    console.log(`  ${route}: at most ${trips} D1 round trips ${verdict}`);
  }
}

/** The sections, in order; `npm run bench -- --only=lighthouse` (or a comma list) runs some. */
const SECTIONS: Record<string, (app: RunningApp) => Promise<void>> = {
  "first-load": (app) => reportFirstLoad(app.baseURL),
  api: async (app) => {
    await reportThroughput(app.baseURL, app.stateDir);
    await reportPhotos(app.baseURL, app.stateDir);
  },
  foods: (app) => reportFoodSearch(app.baseURL),
  lighthouse: (app) => reportLighthouse(app.baseURL),
  // The Worker that `npm start` just built: startup CPU and gzip size.
  worker: async () => reportWorker(),
};

function chosenSections(): string[] {
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  if (!only) return Object.keys(SECTIONS);
  const names = only.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (unknown.length) {
    console.error(`Unknown bench section(s): ${unknown.join(", ")}. Known: ${Object.keys(SECTIONS).join(", ")}.`);
    process.exit(2);
  }
  return names;
}

const sections = chosenSections();
// A full run (no --only) is kept in docs/benchmarks-latest.md, which docs/benchmarks.md links.
const keepRun = process.argv.some((arg) => arg.startsWith("--only=")) ? null : keepLatestRun();
const vision = await startFakeVision();
const app = await startApp({
  env: {
    BENCH: "1",
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: `${vision.baseURL}/v1`,
    OPENAI_MODEL: "fake-vision",
  },
});
try {
  console.log("\nProteo benchmark (local workerd, production bundle)\n");
  for (const name of sections) await SECTIONS[name]?.(app);
  keepRun?.();
} finally {
  await app.stop();
  await vision.stop();
}
