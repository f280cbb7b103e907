import { describe, expect, it } from "vitest";
import { forEachLimited, limiter } from "./limiter";

describe("limiter", () => {
  it("never runs more than its slots, and runs every task", async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    let done = 0;
    const task = (ms: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, ms));
      running -= 1;
      done += 1;
    };
    const first = limit(task(10));
    const rest = [limit(task(10)), limit(task(10)), limit(task(10))];
    // One more, queued once the first is done, waits its turn behind the others.
    await first;
    rest.push(limit(task(10)));
    await Promise.all(rest);
    expect(most).toBe(2);
    expect(done).toBe(5);
  });

  it("frees the slot of a task that fails", async () => {
    const limit = limiter(1);
    await expect(limit(async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await limit(async () => "next")).toBe("next");
  });

  it("forEachLimited goes through every item, whatever one of them does", async () => {
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      if (n === 2) throw new Error("two");
      seen.push(n);
    });
    expect(seen.sort()).toEqual([1, 3, 4, 5]);
  });
});
