// The headers of the local D1 round-trip and object-call counts (round-trips.ts, ADR 021), in a
// module of their own so that `npm run bench` (Node, without the Worker's types) names the same ones.

/** The response header that carries a request's D1 round trips. */
export const ROUND_TRIPS_HEADER = "X-D1-Round-Trips";

/** The response header that carries a request's calls to users' own objects (ADR 068). */
export const OBJECT_CALLS_HEADER = "X-Object-Calls";

/**
 * A bench request that asks for its round trips (BENCH=1). Only such requests are counted: the
 * wrapping costs every request it is on (a signed-out request through the middleware held
 * 0.77x of the bare route with it, 0.85x–1.10x in runs without it, ADR 021), and the throughput
 * runs measure the app as production serves it.
 */
export const ROUND_TRIPS_REQUEST_HEADER = "X-Bench-D1-Round-Trips";
