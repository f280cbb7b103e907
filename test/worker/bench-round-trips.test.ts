import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROUND_TRIPS_HEADER, ROUND_TRIPS_REQUEST_HEADER } from "../../worker/db/round-trip-headers";
import worker from "../../worker/index";
import { signUp } from "./accounts";
import { ORIGIN } from "./client";

// `npm run bench` counts D1 round trips only for a request that asks: its
// throughput runs measure the app without the counting wrapper, as production serves it.

/** GET /api/auth/user through the Worker's own entry, under the given variables. */
async function userRead(cookie: string, vars: Record<string, string | undefined>, ask: boolean) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Cookie: cookie };
  if (ask) headers[ROUND_TRIPS_REQUEST_HEADER] = "1";
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/auth/user`, { headers }),
    { ...env, D1_ROUND_TRIPS: undefined, ...vars } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return res.headers.get(ROUND_TRIPS_HEADER);
}

describe("the bench's round-trip count", () => {
  it("answers a bench request that asks, and counts its one trip", async () => {
    const a = await signUp();
    expect(await userRead(a.cookie, { BENCH: "1" }, true)).toBe("1");
  });

  it("leaves a bench request that does not ask uncounted", async () => {
    const a = await signUp();
    expect(await userRead(a.cookie, { BENCH: "1" }, false)).toBeNull();
  });

  it("is never answered outside the bench, even when asked", async () => {
    const a = await signUp();
    expect(await userRead(a.cookie, { BENCH: undefined }, true)).toBeNull();
  });

  it("still counts every request where the worker tests switch it on", async () => {
    const a = await signUp();
    expect(await userRead(a.cookie, { D1_ROUND_TRIPS: "1" }, false)).toBe("1");
  });
});
