// The host's floor for an authenticated read, printed by `npm run bench` beside the
// reads' budgets, as ADR 048's page with no script is beside Lighthouse's: not a budget, a
// measure of what any read costs on this machine before it reads a row of its own. Each step
// is measured in the same interleaved slices as the bare route, so the table says where the share
// of the bare route goes: first to the platform's two hops with none of the app's code (D1, then
// the user's object), then, through the app, to its middleware, to one D1 round trip, to the
// session lookup every signed-in read makes, and to the call to the user's own object every read
// of their data makes after it.

/** One step towards an authenticated read; `cookie` signs it in. */
export interface FloorStep {
  name: string;
  path: string;
  cookie?: string;
}

/** The steps, each adding one cost to the one before; `cookie` is an account's without history. */
export function readFloorSteps(cookie: string): FloorStep[] {
  return [
    // The platform alone (worker/bench-routes.ts): a bare route after D1's smallest round trip,
    // after one object call finding no row, and after both, as every read of the user's data
    // makes them. No read through the app can hold more of the bare route than the last.
    { name: "no app code: one D1 round trip (select 1)", path: "/__bench/d1" },
    { name: "no app code: one object call, no row found", path: "/__bench/object" },
    { name: "no app code: both, one after the other", path: "/__bench/hops" },
    // Signed out: every middleware runs and the route answers 401 with no D1 query.
    { name: "the app's middleware, no D1 (GET /api/auth/user, signed out)", path: "/api/auth/user" },
    // No session: one `select 1`, the smallest round trip D1 can make.
    { name: "one D1 round trip (GET /api/health)", path: "/api/health" },
    // The session lookup alone: the route answers from the user it found.
    { name: "the session lookup, nothing else (GET /api/auth/user)", path: "/api/auth/user", cookie },
    // Then one call to the user's own object that finds no row: the floor of every read of
    // the user's data (ADR 068), since the object is found by the user id the session gives.
    {
      name: "and one call to the user's object, no row found (GET /api/analyze-meal/quota)",
      path: "/api/analyze-meal/quota",
      cookie,
    },
  ];
}

/** The table's rows: each step's throughput and its share of the bare route measured beside it. */
export function readFloorRows(
  bareRps: number,
  steps: readonly FloorStep[],
  measured: readonly { rps: number }[],
  statuses: readonly number[],
): Record<string, string | number>[] {
  if (measured.length !== steps.length || statuses.length !== steps.length) {
    throw new Error(`${steps.length} steps but ${measured.length} measurements and ${statuses.length} statuses`);
  }
  return [
    { step: "bare Hono route", status: 200, "req/s": Math.round(bareRps), "x of bare": "1.00x" },
    ...steps.map((step, i) => {
      const rps = measured[i]?.rps ?? 0;
      return {
        step: step.name,
        status: statuses[i] ?? 0,
        "req/s": Math.round(rps),
        "x of bare": bareRps > 0 ? `${(rps / bareRps).toFixed(2)}x` : "n/a",
      };
    }),
  ];
}
