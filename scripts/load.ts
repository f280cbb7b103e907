// `npm run test:load`: 50 virtual users against the app on local workerd, started exactly as
// `npm start` serves it (test/support/server.ts). Each user signs up, then mixes dashboard
// reads, meal logging (with an Idempotency-Key, some POSTs retried with the same key),
// edits, history pages and goal reads for LOAD_SECONDS (default 60). It prints throughput,
// p50/p95/p99 and errors per endpoint, then counts every user's meals through the API
// against what was sent. Exit 1 on any error or on a lost or doubled meal.
// Loopback only; the users are async loops in this process. See docs/reliability.md.
import { startApp } from "../test/support/server.ts";

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** One meal POST in RETRY_EVERY is sent again with the same key, as a client retry after a timeout. */
const RETRY_EVERY = 5;

interface Sample {
  ms: number[];
  errors: number;
}
const samples = new Map<string, Sample>();
const failures: string[] = [];

function record(endpoint: string, ms: number, ok: boolean, detail?: string) {
  let s = samples.get(endpoint);
  if (!s) {
    s = { ms: [], errors: 0 };
    samples.set(endpoint, s);
  }
  s.ms.push(ms);
  if (!ok) {
    s.errors += 1;
    if (failures.length < 20) failures.push(`${endpoint}: ${detail ?? "failed"}`);
  }
}

interface User {
  n: number;
  ip: string;
  cookie: string;
  /** meal id → the title sent, for every meal the server confirmed. */
  sent: Map<string, string>;
  keys: number;
  cursor: string | null;
}

let baseURL = "";

async function timed(
  endpoint: string,
  user: User | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  expected: number[] = [200],
): Promise<Response | null> {
  const headers: Record<string, string> = { ...init.headers };
  if (user) {
    headers.Cookie = user.cookie;
    headers["CF-Connecting-IP"] = user.ip;
  }
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    headers.Origin = baseURL;
  }
  const started = performance.now();
  try {
    const res = await fetch(`${baseURL}${path}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    // The body is part of the response time.
    const text = await res.text();
    const ms = performance.now() - started;
    const ok = expected.includes(res.status);
    record(endpoint, ms, ok, ok ? undefined : `${res.status} ${text.slice(0, 200)}`);
    return ok ? new Response(text, { status: res.status, headers: res.headers }) : null;
  } catch (error) {
    record(endpoint, performance.now() - started, false, String(error));
    return null;
  }
}

async function signUp(n: number): Promise<User> {
  const ip = `10.20.${(n >> 8) & 255}.${(n & 255) + 1}`;
  const user: User = { n, ip, cookie: "", sent: new Map(), keys: 0, cursor: null };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, "CF-Connecting-IP": ip },
    body: JSON.stringify({
      email: `load-${n}-${Date.now()}@example.com`,
      password: "Load-Lentils-1",
      firstName: "Load",
      lastName: `User${n}`,
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("proteo_session="));
  if (res.status !== 201 || !cookie) throw new Error(`sign-up ${n} failed: ${res.status} ${await res.text()}`);
  user.cookie = cookie.split(";")[0] ?? "";
  return user;
}

async function logMeal(user: User) {
  user.keys += 1;
  const key = `load-${user.n}-${user.keys}-${Math.random().toString(36).slice(2, 10)}`;
  const title = `Load meal ${user.n}.${user.keys}`;
  const body = { title, totalProtein: String(10 + (user.keys % 40)), mealType: "lunch", imageUrl: null };
  const res = await timed(
    "POST /api/meals/manual",
    user,
    "/api/meals/manual",
    { json: body, headers: { "Idempotency-Key": key } },
    [201],
  );
  if (!res) return;
  const meal = (await res.json()) as { id: string };
  user.sent.set(meal.id, title);
  if (user.keys % RETRY_EVERY === 0) {
    const again = await timed(
      "POST /api/meals/manual (retry, same key)",
      user,
      "/api/meals/manual",
      { json: body, headers: { "Idempotency-Key": key } },
      [200],
    );
    if (again) {
      const second = (await again.json()) as { id: string };
      if (second.id !== meal.id) failures.push(`retry of ${key} returned another meal: ${second.id} vs ${meal.id}`);
    }
  }
}

async function editMeal(user: User) {
  const ids = [...user.sent.keys()];
  const id = ids[Math.floor(Math.random() * ids.length)];
  if (!id) return logMeal(user);
  const title = `${user.sent.get(id)} (edited)`.slice(0, 200);
  const res = await timed("PATCH /api/meals/{id}/protein", user, `/api/meals/${id}/protein`, {
    method: "PATCH",
    json: { totalProtein: 20 + Math.round(Math.random() * 30), mealName: title },
  });
  if (res) user.sent.set(id, title);
}

async function historyPage(user: User) {
  const q = user.cursor ? `&cursor=${encodeURIComponent(user.cursor)}` : "";
  const res = await timed("GET /api/meals?limit=20", user, `/api/meals?limit=20${q}`);
  if (res) user.cursor = res.headers.get("X-Next-Cursor");
}

/** The mix: weights out of 100. */
async function step(user: User) {
  const r = Math.random() * 100;
  if (r < 30) await timed("GET /api/dashboard", user, "/api/dashboard");
  else if (r < 55) await logMeal(user);
  else if (r < 70) await editMeal(user);
  else if (r < 90) await historyPage(user);
  else await timed("GET /api/protein-goals", user, "/api/protein-goals");
}

/** Every meal the API lists for the user, following the cursor. */
async function listAll(user: User): Promise<{ id: string; title: string | null }[]> {
  const all: { id: string; title: string | null }[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const res: Response = await fetch(`${baseURL}/api/meals?limit=50${q}`, {
      headers: { Cookie: user.cookie, "CF-Connecting-IP": user.ip },
    });
    if (!res.ok) throw new Error(`listing meals for user ${user.n}: ${res.status}`);
    all.push(...((await res.json()) as { id: string; title: string | null }[]));
    cursor = res.headers.get("X-Next-Cursor");
    if (!cursor) return all;
  }
  throw new Error("history did not end");
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// LOAD_SKIP_BUILD=1 reuses an existing production build (dist/).
const app = await startApp({ env: { AI_PROVIDER: "none" }, build: process.env.LOAD_SKIP_BUILD !== "1" });
let exitCode = 0;
try {
  baseURL = app.baseURL;
  console.log(`\nProteo load run: ${USERS} virtual users, ${SECONDS} s, local workerd (${baseURL})\n`);
  const signUpStarted = performance.now();
  const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(i)));
  console.log(`${USERS} sign-ups in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`);

  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < deadline) await step(user);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const rows: Record<string, string | number>[] = [];
  let total = 0;
  let errors = 0;
  for (const [endpoint, s] of [...samples].sort()) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    total += s.ms.length;
    errors += s.errors;
    rows.push({
      endpoint,
      requests: s.ms.length,
      "req/s": Number((s.ms.length / elapsed).toFixed(1)),
      "p50 ms": Number(percentile(sorted, 50).toFixed(1)),
      "p95 ms": Number(percentile(sorted, 95).toFixed(1)),
      "p99 ms": Number(percentile(sorted, 99).toFixed(1)),
      errors: s.errors,
    });
  }
  console.log(`\nMixed traffic for ${elapsed.toFixed(1)} s: ${total} requests, ${(total / elapsed).toFixed(1)} req/s`);
  console.table(rows);

  // Nothing lost, nothing doubled: every confirmed meal is listed exactly once, and nothing else is.
  let sent = 0;
  let listed = 0;
  let lost = 0;
  let doubled = 0;
  let unexpected = 0;
  for (const user of users) {
    const meals = await listAll(user);
    sent += user.sent.size;
    listed += meals.length;
    const seen = new Map<string, number>();
    for (const m of meals) seen.set(m.id, (seen.get(m.id) ?? 0) + 1);
    for (const [id, title] of user.sent) {
      const count = seen.get(id) ?? 0;
      if (count === 0) lost += 1;
      if (count > 1) doubled += 1;
      const row = meals.find((m) => m.id === id);
      if (row && row.title !== title) failures.push(`user ${user.n}: meal ${id} reads "${row.title}", sent "${title}"`);
    }
    for (const id of seen.keys()) if (!user.sent.has(id)) unexpected += 1;
  }
  console.log(
    `\nMeals: ${sent} confirmed by the API, ${listed} listed afterwards; lost ${lost}, doubled ${doubled}, unexpected ${unexpected}`,
  );
  if (errors > 0 || lost > 0 || doubled > 0 || unexpected > 0 || failures.length > 0) {
    exitCode = 1;
    console.error(`\nFAIL: ${errors} request errors`);
    for (const f of failures) console.error(`  ${f}`);
  } else {
    console.log("\nPASS: no errors, no meal lost or doubled.");
  }
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  await app.stop();
}
process.exit(exitCode);
