import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countOwnMealRows, countRows, ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { get, json, logMeal, setTimezone } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

describe("protein goals", () => {
  it("starts at the spec's defaults, with dailyProteinGoal too", async () => {
    const a = await signUp();
    expect(await json(await get(a.cookie, "/api/protein-goals"))).toEqual({
      dailyGoal: 100,
      weeklyGoal: 700,
      monthlyGoal: 3000,
      dailyProteinGoal: 100,
      // No weight known yet: nothing to say per kg (ADR 066).
      weightKg: null,
      gramsPerKg: null,
    });
  });

  it("saves valid goals and refuses bad ones without changing anything", async () => {
    const a = await signUp();
    const put = (body: unknown) =>
      call("/api/protein-goals", { method: "PUT", json: body, headers: { Cookie: a.cookie } });
    expect((await put({ dailyGoal: 140, weeklyGoal: 980, monthlyGoal: 4200 })).status).toBe(200);
    for (const bad of [
      { dailyGoal: 0, weeklyGoal: 980, monthlyGoal: 4200 },
      { dailyGoal: 12.5, weeklyGoal: 980, monthlyGoal: 4200 },
      { dailyGoal: 140, weeklyGoal: 99999, monthlyGoal: 4200 },
      { dailyGoal: "lots", weeklyGoal: 980, monthlyGoal: 4200 },
      { dailyGoal: 140 },
    ]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message.length).toBeGreaterThan(5);
    }
    expect(await json(await get(a.cookie, "/api/protein-goals"))).toMatchObject({
      dailyGoal: 140,
      weeklyGoal: 980,
      monthlyGoal: 4200,
    });
  });
});

describe("XP, goal bonus, badges and streaks", () => {
  it("awards +10 a meal, +50 once a day when the goal is met, and each badge once", async () => {
    const a = await signUp();
    await call("/api/protein-goals", {
      method: "PUT",
      json: { dailyGoal: 50, weeklyGoal: 350, monthlyGoal: 1500 },
      headers: { Cookie: a.cookie },
    });
    await logMeal(a.cookie, { title: "Omelette", totalProtein: "30", mealType: "breakfast" });
    await logMeal(a.cookie, { title: "Chicken", totalProtein: "30" });
    await logMeal(a.cookie, { title: "Shake", totalProtein: "25" });
    const goalRows = await countOwnMealRows(a.id, "xp_events", "reason = 'daily_goal_met'");
    expect(goalRows).toBe(1);
    expect(await countOwnMealRows(a.id, "user_badges", "badge_id = 'first_meal'")).toBe(1);
    const badges = await json<{ earned: { badgeId: string }[]; available: unknown[] }>(
      await get(a.cookie, "/api/gamification/badges"),
    );
    expect(badges.available.length).toBeGreaterThanOrEqual(12);
    const earnedIds = badges.earned.map((b) => b.badgeId);
    expect(new Set(earnedIds).size).toBe(earnedIds.length);
    const [ledger] = await ownMealSql<{ xp: number }>(a.id, "select coalesce(sum(xp),0) as xp from xp_events");
    const stats = await json<{ xp: number; level: number }>(await get(a.cookie, "/api/gamification/stats"));
    expect(stats.xp).toBe(ledger?.xp);
    expect(stats.xp).toBeGreaterThanOrEqual(3 * 10 + 50);
  });

  it.each([
    ["America/Los_Angeles", ["2026-11-20T06:00:00Z", "2026-11-21T06:00:00Z"], "2026-11-21T20:00:00Z"],
    ["Australia/Brisbane", ["2026-11-19T15:00:00Z", "2026-11-20T15:00:00Z"], "2026-11-21T10:00:00Z"],
  ])("counts a streak in the user's days (%s), and loses it after a missed day", async (zone, loggedAt, checkAt) => {
    const a = await signUp();
    await setTimezone(a.cookie, zone);
    for (const when of loggedAt) {
      at(when);
      await logMeal(a.cookie, { title: "Eggs", totalProtein: "12" });
    }
    at(checkAt);
    expect(await json(await get(a.cookie, "/api/gamification/stats"))).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
    });
    at("2026-11-24T20:00:00Z");
    expect(await json(await get(a.cookie, "/api/gamification/stats"))).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
    });
  });
});

describe("GET /api/dashboard", () => {
  it("answers everything the dashboard shows in one response", async () => {
    const a = await signUp();
    for (const [title, protein] of [
      ["Greek yogurt", "15"],
      ["Chicken breast", "31"],
      ["Greek yogurt", "15"],
      ["Lentil soup", "18"],
    ] as const) {
      await logMeal(a.cookie, { title, totalProtein: protein });
    }
    const d = await json<
      Record<string, unknown> & { recentMeals: { title: string }[]; week: { totalProtein: number }[] }
    >(await get(a.cookie, "/api/dashboard"));
    expect(d).toMatchObject({
      totalProtein: 79,
      goals: { dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 },
      streak: { current: 1, longest: 1 },
      favoriteFood: { name: "Greek yogurt", protein: 15 },
      // The account's first day: the average is over that one day.
      weeklyAverage: 79,
    });
    expect(d.recentMeals.map((m) => m.title)).toEqual(["Lentil soup", "Greek yogurt", "Chicken breast"]);
    expect(d.week).toHaveLength(7);
    expect(d.week.at(-1)?.totalProtein).toBe(79);
  });

  it("takes the usual food from each meal's own foods, or the meal itself when it has none", async () => {
    const a = await signUp();
    const oats = (protein: number) => ({
      title: "Breakfast bowl",
      totalProtein: String(protein + 20),
      source: "describe",
      foodItems: [
        { name: "Oats", grams: 80, proteinContent: protein, confidence: 0.9 },
        { name: "Whey", grams: 30, proteinContent: 20, confidence: 0.9 },
      ],
    });
    const favorite = async () =>
      (await json<{ favoriteFood: unknown }>(await get(a.cookie, "/api/dashboard"))).favoriteFood;
    // Two tuna meals without foods count as "Tuna" twice; the bowl's foods once each.
    await logMeal(a.cookie, { title: "Tuna", totalProtein: "30" });
    await logMeal(a.cookie, oats(10));
    await logMeal(a.cookie, { title: "Tuna", totalProtein: "34" });
    expect(await favorite()).toEqual({ name: "Tuna", protein: 32 });
    // A second and third bowl: its foods (Oats first, logged first in each bowl) now lead.
    await logMeal(a.cookie, oats(12));
    await logMeal(a.cookie, oats(14));
    expect(await favorite()).toEqual({ name: "Oats", protein: 12 });
  });

  // The dashboard reads a range of days wide enough for every zone before it knows the
  // user's (it is batched with the session lookup); these users sit at the zones' edges.
  type Dash = { date: string; totalProtein: number; month: { start: string; total: number }; week: { date: string }[] };

  it("counts the month from the user's own first day, a day behind UTC", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, "Pacific/Pago_Pago"); // UTC-11
    at("2026-09-30T12:00:00Z"); // 01:00 on Sep 30 locally: last month
    await logMeal(a.cookie, { title: "Eggs", totalProtein: "12" });
    at("2026-10-01T12:00:00Z"); // 01:00 on Oct 1 locally: the first of this month
    await logMeal(a.cookie, { title: "Tuna", totalProtein: "25" });
    at("2026-11-01T05:00:00Z"); // Oct 31, 18:00 locally, while UTC is already in November
    const d = await json<Dash>(await get(a.cookie, "/api/dashboard"));
    expect(d.date).toBe("2026-10-31");
    expect(d.month).toMatchObject({ start: "2026-10-01", total: 25 });
  });

  it("counts today and the week from the user's own day, a day ahead of UTC", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, "Pacific/Kiritimati"); // UTC+14
    at("2026-11-25T09:00:00Z"); // Nov 25, 23:00 locally: before this week
    await logMeal(a.cookie, { title: "Steak", totalProtein: "40" });
    at("2026-11-30T12:00:00Z"); // Dec 1, 02:00 locally
    await logMeal(a.cookie, { title: "Tofu", totalProtein: "20" });
    at("2026-12-01T10:00:00Z"); // Dec 2, 00:00 locally
    await logMeal(a.cookie, { title: "Skyr", totalProtein: "17" });
    at("2026-12-01T10:30:00Z");
    const d = await json<Dash>(await get(a.cookie, "/api/dashboard"));
    expect(d.date).toBe("2026-12-02");
    expect(d.totalProtein).toBe(17);
    expect(d.month).toMatchObject({ start: "2026-12-01", total: 37 });
    expect(d.week.map((w) => w.date)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("answers 401 without a session, and with an expired one", async () => {
    const a = await signUp();
    expect((await get("", "/api/dashboard")).status).toBe(401);
    await env.DB.prepare("update sessions set expires_at = 0 where user_id = ?").bind(a.id).run();
    const res = await get(a.cookie, "/api/dashboard");
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(0);
  });

  it("averages the week over the days since the first meal while that is under 7", async () => {
    const a = await signUp();
    at("2026-11-21T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: "40" });
    at("2026-11-23T12:00:00Z");
    await logMeal(a.cookie, { title: "Chicken", totalProtein: "83.6" });
    // 21st to 23rd is 3 days: (40 + 0 + 83.6) / 3 = 41.2
    expect(await json(await get(a.cookie, "/api/dashboard"))).toMatchObject({ weeklyAverage: 41.2 });
    at("2026-11-29T12:00:00Z");
    // On the 29th the week is the 23rd to the 29th; the 21st has left it: 83.6 / 7 = 11.94
    expect(await json(await get(a.cookie, "/api/dashboard"))).toMatchObject({ weeklyAverage: 11.9 });
  });

  it("is empty, not invented, for a new user", async () => {
    const a = await signUp();
    expect(await json(await get(a.cookie, "/api/dashboard"))).toMatchObject({
      totalProtein: 0,
      recentMeals: [],
      favoriteFood: null,
      weeklyAverage: 0,
      xp: 0,
      level: 1,
    });
  });
});

describe("GET /api/stats/period", () => {
  it("is Pro: a free account hears why, with no data", async () => {
    const a = await signUp();
    const res = await get(a.cookie, "/api/stats/period?period=month");
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: "PRO_REQUIRED" });
  });

  it("gives a Pro account its month by day and its year by month", async () => {
    const a = await signUp();
    await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(a.id).run();
    at("2026-11-10T12:00:00Z");
    await logMeal(a.cookie, { title: "Steak", totalProtein: "40" });
    at("2026-11-12T12:00:00Z");
    const month = await json<{ goal: number; buckets: { key: string; totalProtein: number }[] }>(
      await get(a.cookie, "/api/stats/period?period=month"),
    );
    expect(month.goal).toBe(100);
    expect(month.buckets).toHaveLength(12);
    expect(month.buckets.find((b) => b.key === "2026-11-10")?.totalProtein).toBe(40);
    const year = await json<{ goal: number; buckets: { key: string; totalProtein: number }[] }>(
      await get(a.cookie, "/api/stats/period?period=year"),
    );
    expect(year.goal).toBe(3000);
    expect(year.buckets.map((b) => b.key)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(year.buckets.at(-1)?.totalProtein).toBe(40);
    expect((await get(a.cookie, "/api/stats/period?period=decade")).status).toBe(400);
  });
});
