import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import worker from "../../worker/index";
import { LONGEST_WINDOW_MS, takeAttempt } from "../../worker/lib/rate-limit";

// The rate-limit rows of every address and email that ever tried would stay in D1 for good;
// once a day the cron deletes those that count nothing any more (worker/lib/rate-limit.ts).

const HOUR = 60 * 60 * 1000;

/** Runs the Cron Trigger as Cloudflare would at `at`, and waits for everything it started. */
async function cron(at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const put = (key: string, windowStart: number, blockedUntil: number | null, strikes = 0) =>
  env.DB.prepare(
    "insert into rate_limits (key, count, window_start, strikes, blocked_until) values (?, 3, ?, ?, ?)",
  ).bind(key, windowStart, strikes, blockedUntil);

const keys = async (prefix: string) =>
  (
    await env.DB.prepare("select key from rate_limits where key like ? order by key")
      .bind(`${prefix}%`)
      .all<{ key: string }>()
  ).results.map((r) => r.key);

describe("rate-limit rows that count nothing any more", () => {
  it("are deleted by the day's 03:00 UTC cron run; a window or a block still running stays", async () => {
    const at = Date.parse("2026-11-23T03:00:00Z");
    await env.DB.batch([
      put("prune:calm-two-days", at - 2 * 24 * HOUR, null),
      put("prune:block-ended-two-days-ago", at - 2 * 24 * HOUR, at - 2 * 24 * HOUR, 2),
      put("prune:window-this-hour", at - 10 * 60_000, null),
      put("prune:blocked-for-another-hour", at + HOUR, at + HOUR, 3),
      put("prune:calm-since-yesterday", at - 23 * HOUR, null),
    ]);
    // Not the day's run: nothing goes.
    await cron("2026-11-23T02:45:00Z");
    expect(await keys("prune:")).toHaveLength(5);
    await cron("2026-11-23T03:00:00Z");
    expect(await keys("prune:")).toEqual([
      "prune:blocked-for-another-hour",
      "prune:calm-since-yesterday",
      "prune:window-this-hour",
    ]);
  });

  it("refuses a limit with a window longer than the one pruning assumes", async () => {
    const db = getDb(env.DB);
    await expect(takeAttempt(db, [{ key: "prune:long", max: 1, windowMs: LONGEST_WINDOW_MS + 1 }])).rejects.toThrow(
      /longer than LONGEST_WINDOW_MS/,
    );
    expect(await keys("prune:long")).toEqual([]);
  });
});
