import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "./client";

// The bench's baselines (worker/bench-routes.ts): the platform's hops with none of the app's code,
// served only to the bench.

async function get(path: string, bench: boolean) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`),
    { ...env, BENCH: bench ? "1" : undefined } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("the bench's baselines", () => {
  for (const path of ["/__bench/bare", "/__bench/d1", "/__bench/object", "/__bench/hops"]) {
    it(`${path} answers the bench, having made its hops`, async () => {
      const res = await get(path, true);
      expect(res.status).toBe(200);
      // The object call finds no photo: the object answered, and nothing was written.
      expect(await res.json()).toEqual({ ok: true });
    });

    it(`${path} is never served outside the bench`, async () => {
      // The path falls through to the app, which answers it as any unknown page.
      const res = await get(path, false);
      expect(res.headers.get("Content-Type")).not.toMatch(/json/);
      expect(await res.text()).not.toContain('"ok"');
    });
  }
});
