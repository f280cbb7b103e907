import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, localDate } from "../../domain/time/local-day";
import { userData } from "../../worker/lib/user-data";
import { signUp } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

/** The weight log (POST/GET/DELETE /api/weights), kept in each user's own Durable Object. */
const today = () => localDate(Date.now(), "UTC");
const post = (cookie: string, json: { date: string; kg: number }) => api.weights.$post({ json }, headers(cookie));
const list = async (cookie: string, days?: number) =>
  (await api.weights.$get({ query: days === undefined ? {} : { days: String(days) } }, headers(cookie))).json();
const remove = (cookie: string, date: string) => api.weights[":date"].$delete({ param: { date } }, headers(cookie));
const storedIn = (userId: string) => userData(env, userId).weights(null);

describe("the weight log", () => {
  it("stores one weight a day, a second one that day replacing it, with the smoothed trend", async () => {
    const a = await signUp();
    const [d0, d1, d2] = [addDays(today(), -8), addDays(today(), -1), today()];
    expect((await post(a.cookie, { date: d0, kg: 80 })).status).toBe(201);
    expect((await post(a.cookie, { date: d1, kg: 79 })).status).toBe(201);
    const first = await post(a.cookie, { date: d2, kg: 75 });
    const replaced = await post(a.cookie, { date: d2, kg: 78.04 });
    expect(first.status).toBe(201);
    expect(replaced.status).toBe(201);
    // 80; a week later 79 pulls it (1 - 0.9^7) = 52.2 % of the way: 79.478; the next day 78.0
    // pulls it 10 %: 79.478 - 0.1478 = 79.33.
    expect(await replaced.json()).toEqual({ date: d2, kg: 78, trend: 79.3 });
    expect(await list(a.cookie)).toEqual({
      entries: [
        { date: d0, kg: 80, trend: 80 },
        { date: d1, kg: 79, trend: 79.5 },
        { date: d2, kg: 78, trend: 79.3 },
      ],
      trend: 79.3,
      // The unit chosen in onboarding (lbs until then), for the app's words; the API speaks kg.
      unit: "lbs",
    });
    expect(await storedIn(a.id)).toHaveLength(3);
  });

  it("answers only the last N days, each with the trend of the whole history behind it", async () => {
    const a = await signUp();
    await post(a.cookie, { date: addDays(today(), -30), kg: 90 });
    await post(a.cookie, { date: today(), kg: 80 });
    const body = await list(a.cookie, 7);
    expect(body.entries).toEqual([{ date: today(), kg: 80, trend: 80.4 }]);
    expect(body.trend).toBe(80.4);
  });

  it("refuses a weight out of range, a day after today or no date at all, storing nothing", async () => {
    const a = await signUp();
    const cases: [unknown, string][] = [
      [{ date: today(), kg: 19.9 }, "Weight must be at least 20 kg."],
      [{ date: today(), kg: 400.1 }, "Weight must be at most 400 kg."],
      [{ date: today(), kg: "80" }, "Weight must be a number of kilograms."],
      [{ date: "2026-02-30", kg: 80 }, "The date must be a real date written as YYYY-MM-DD."],
      [{ kg: 80 }, "The date must be a real date written as YYYY-MM-DD."],
      [{ date: addDays(today(), 2), kg: 80 }, `Weight not saved: the date ${addDays(today(), 2)} is after today.`],
    ];
    for (const [json, message] of cases) {
      const res = await call("/api/weights", { method: "POST", json, headers: headers(a.cookie).headers });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).message).toBe(message);
    }
    expect(await storedIn(a.id)).toEqual([]);
    const badDays = await call("/api/weights?days=0", { headers: headers(a.cookie).headers });
    expect(badDays.status).toBe(400);
  });

  it("deletes a day's weight, and says so when the day has none", async () => {
    const a = await signUp();
    await post(a.cookie, { date: today(), kg: 70 });
    const gone = await remove(a.cookie, today());
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ date: today(), trend: null });
    const again = await remove(a.cookie, today());
    expect(again.status).toBe(404);
    expect((await errorBody(again)).message).toBe(`There is no weight logged on ${today()}.`);
    expect((await remove(a.cookie, "yesterday")).status).toBe(400);
  });

  it("keeps each user's weights to themselves", async () => {
    const [a, b] = [await signUp(), await signUp()];
    await post(a.cookie, { date: today(), kg: 70 });
    expect((await list(b.cookie)).entries).toEqual([]);
    expect((await remove(b.cookie, today())).status).toBe(404);
    expect(await storedIn(a.id)).toEqual([{ date: today(), kg: 70 }]);
    expect((await call("/api/weights")).status).toBe(401);
  });

  it("stores one entry for a day when two weights for it are sent at once", async () => {
    const a = await signUp();
    const answers = await Promise.all([71, 72, 73].map((kg) => post(a.cookie, { date: today(), kg })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const stored = await storedIn(a.id);
    expect(stored).toHaveLength(1);
    // The trend copied to the users row is the one of the last write the object ran.
    const row = await env.DB.prepare("select trend_kg from users where id = ?")
      .bind(a.id)
      .first<{ trend_kg: number }>();
    expect(row?.trend_kg).toBe(stored[0]?.kg);
  });

  it("is in the JSON export and leaves with the account", async () => {
    const a = await signUp();
    await post(a.cookie, { date: today(), kg: 64.5 });
    const exported = await (await call("/api/account/export", { headers: headers(a.cookie).headers })).json();
    expect(exported).toMatchObject({ weights: [{ date: today(), kg: 64.5, trend: 64.5 }] });
    const res = await api.account.$delete({ json: { password: a.password } }, headers(a.cookie));
    expect(res.status).toBe(200);
    expect(await storedIn(a.id)).toEqual([]);
  });
});
