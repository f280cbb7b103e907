import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { get, json, logMeal, setTimezone } from "./meals-helpers";

// /api/tracking/* and /api/stats/period read the session and their totals in one D1 batch,
// before the user's time zone is known (ADR 010): they read every day that is today somewhere
// and keep the user's own. These fail if that range is narrowed or the trimming is dropped.

const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));
const todayIn = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());

async function proUserIn(zone: string) {
  const a = await signUp();
  expect((await setTimezone(a.cookie, zone)).status).toBe(200);
  await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(a.id).run();
  return a;
}

const monthTotal = (body: { buckets: { totalProtein: number }[] }) =>
  body.buckets.reduce((sum, b) => sum + b.totalProtein, 0);

describe("tracking and stats reads in one round trip, at both edges of the zones", () => {
  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12"])(
    "counts today's meal in %s: daily, days, month and year",
    async (zone) => {
      const a = await proUserIn(zone);
      expect((await logMeal(a.cookie, { title: "Tofu", totalProtein: "42" })).status).toBe(201);
      const today = todayIn(zone);

      const daily = await get(a.cookie, "/api/tracking/daily");
      expect(await json(daily)).toEqual({ date: today, totalProtein: 42 });
      expect(trips(daily)).toBe(1);

      const days = await get(a.cookie, `/api/tracking/days?from=${today}&to=${today}`);
      expect(await json(days)).toEqual([{ date: today, totalProtein: 42, meals: 1 }]);
      expect(trips(days)).toBe(1);

      for (const period of ["month", "year"]) {
        const res = await get(a.cookie, `/api/stats/period?period=${period}`);
        expect(res.status).toBe(200);
        expect(trips(res), period).toBe(1);
        const body = await json<{ buckets: { key: string; totalProtein: number }[] }>(res);
        expect(monthTotal(body), period).toBe(42);
        expect(body.buckets.at(-1)?.key, period).toBe(period === "month" ? today : today.slice(0, 7));
      }
    },
  );

  it("leaves out a meal dated after the user's today (logged on Kiritimati, read from Pago Pago)", async () => {
    const a = await proUserIn("Pacific/Kiritimati");
    // Kiritimati (UTC+14) is always one or two days ahead of Pago Pago (UTC-11).
    expect((await logMeal(a.cookie, { title: "Ahead", totalProtein: "30" })).status).toBe(201);
    expect((await setTimezone(a.cookie, "Pacific/Pago_Pago")).status).toBe(200);
    const today = todayIn("Pacific/Pago_Pago");
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toEqual({ date: today, totalProtein: 0 });
    for (const period of ["month", "year"]) {
      const body = await json<{ buckets: { totalProtein: number }[] }>(
        await get(a.cookie, `/api/stats/period?period=${period}`),
      );
      expect(monthTotal(body), period).toBe(0);
    }
  });

  it("still refuses month and year to a free user, and every read to a signed-out caller", async () => {
    const a = await signUp();
    const res = await get(a.cookie, "/api/stats/period?period=month");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("PRO_REQUIRED");
    for (const path of [
      "/api/tracking/daily",
      "/api/tracking/days?from=2026-01-01&to=2026-01-31",
      "/api/stats/period?period=year",
    ]) {
      expect((await get("proteo_session=expired-or-made-up", path)).status, path).toBe(401);
    }
  });
});
