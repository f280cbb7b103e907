import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, localDate } from "../../domain/time/local-day";
import { MOVED_GROUPS } from "../../worker/db/moved-groups";
import { aiUsageMove } from "../../worker/lib/moves/ai-usage-move";
import { type MoveStep, moveUser, moveWaitingUsers } from "../../worker/lib/moves/move-user";
import { userData } from "../../worker/lib/user-data";
import { countOwnRows, objectSql, signUp } from "./accounts";
import { headers } from "./api";
import { call } from "./client";
import { answer, fakeVision } from "./fake-vision";
import { uploadPhoto } from "./photos";

/**
 * An account from before the move keeps its AI analyses a day in D1 until they move into its own
 * object (ADR 067), on its first request that needs them or by the cron. The day's count goes on
 * from where it was, whatever step a move stops at: a move can never hand back spent analyses.
 */
let restore: (() => void) | undefined;
afterEach(() => restore?.());

const today = () => localDate(Date.now(), "UTC");

/** A signed-up account set back to before the AI usage moved, with `days` days of analyses and 2 today. */
async function legacyUsage(days = 3) {
  const account = await signUp();
  await env.DB.batch([
    // Every group before the AI usage moved, the AI usage not yet.
    env.DB.prepare("update users set moved_groups = ? where id = ?").bind(aiUsageMove.group - 1, account.id),
    // One statement for any number of days: D1 binds at most 100 parameters.
    env.DB.prepare(
      `insert into ai_usage (user_id, local_date, count)
       select ?1, date(?2, '-' || value || ' days'), case when value = 0 then 2 else 1 + value % 3 end
       from json_each(?3)`,
    ).bind(account.id, today(), JSON.stringify(Array.from({ length: days }, (_, i) => i))),
  ]);
  return account;
}

const d1Days = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from ai_usage where user_id = ?").bind(userId).first<{ n: number }>())?.n;
const movedGroups = async (userId: string) =>
  (await env.DB.prepare("select moved_groups as m from users where id = ?").bind(userId).first<{ m: number }>())?.m;
const quota = async (cookie: string) => {
  const res = await call("/api/analyze-meal/quota", { headers: headers(cookie).headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { used: number; remaining: number };
};

describe("moving AI usage from D1 into the user's own object", () => {
  it("moves on the first request that needs it: today's count goes on, every day kept, none left in D1", async () => {
    const a = await legacyUsage(730);
    expect(await quota(a.cookie)).toMatchObject({ used: 2, remaining: 1 });
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await d1Days(a.id)).toBe(0);
    expect(await countOwnRows(a.id, "ai_usage")).toBe(730);
    const exported = (await (await call("/api/account/export", { headers: headers(a.cookie).headers })).json()) as {
      aiAnalysesPerDay: { date: string; count: number }[];
    };
    expect(exported.aiAnalysesPerDay).toHaveLength(730);
    expect(exported.aiAnalysesPerDay.at(-1)).toEqual({ date: today(), count: 2 });
    expect(exported.aiAnalysesPerDay[0]?.date).toBe(addDays(today(), -729));
  });

  for (const step of ["copy", "verify", "flip"] as MoveStep[]) {
    it(`a move stopped after its ${step} step leaves the count readable and the last analysis takeable, once`, async () => {
      restore = fakeVision(() => ({
        content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
      })).restore;
      const a = await legacyUsage();
      const stop = (at: MoveStep, group: string) => {
        if (at === step && group === "ai-usage") throw new Error(`stopped after ${step}`);
      };
      await expect(moveUser(env, a.id, stop)).rejects.toThrow(`stopped after ${step}`);
      expect(await d1Days(a.id)).toBe(step === "flip" ? 0 : 3);
      expect(await quota(a.cookie)).toMatchObject({ used: 2, remaining: 1 });
      const analyze = async () =>
        (
          await call("/api/analyze-meal", {
            json: { imageUrl: await uploadPhoto(a.cookie), mealType: "lunch" },
            headers: headers(a.cookie).headers,
          })
        ).status;
      expect(await analyze()).toBe(201);
      // The free plan's third of the day was the last: the moved count holds.
      expect(await analyze()).toBe(429);
      await moveUser(env, a.id);
      expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
      expect(await d1Days(a.id)).toBe(0);
      expect(await objectSql(a.id, "select count from ai_usage where local_date = ?", today())).toEqual([{ count: 3 }]);
    });
  }

  it("does not flip when D1's count changed after the copy, and the next move takes the change", async () => {
    const a = await legacyUsage();
    const takeInD1 = async (at: MoveStep, group: string) => {
      if (at === "verify" && group === "ai-usage")
        await env.DB.prepare("update ai_usage set count = count + 1 where user_id = ? and local_date = ?")
          .bind(a.id, today())
          .run();
    };
    await expect(moveUser(env, a.id, takeInD1)).rejects.toThrow(/changed during the move/);
    expect(await movedGroups(a.id)).toBe(aiUsageMove.group - 1);
    await moveUser(env, a.id);
    expect(await quota(a.cookie)).toMatchObject({ used: 3, remaining: 0 });
  });

  it("a slower move's copy cannot put back an older count once an analysis was taken in the object", async () => {
    const a = await legacyUsage(1);
    await moveUser(env, a.id);
    expect(await userData(env, a.id).takeAnalysis(today(), 3)).toBe(true);
    const late = await userData(env, a.id).copyAiUsage([{ localDate: today(), count: 2 }]);
    expect(late.live).toBe(true);
    expect(await quota(a.cookie)).toMatchObject({ used: 3 });
  });

  it("the cron's background move moves accounts still waiting", async () => {
    const [a, b] = [await legacyUsage(1), await legacyUsage(5)];
    await moveWaitingUsers(env, 10_000, (id, error) => {
      throw new Error(`${id}: ${String(error)}`);
    });
    for (const [account, days] of [
      [a, 1],
      [b, 5],
    ] as const) {
      expect(await movedGroups(account.id)).toBe(MOVED_GROUPS);
      expect(await d1Days(account.id)).toBe(0);
      expect(await countOwnRows(account.id, "ai_usage")).toBe(days);
    }
  });
});
