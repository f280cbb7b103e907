import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { badgeById } from "../../domain/gamification/badges";
import { addDays } from "../../domain/time/local-day";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { guestMeal, importBatch, importedMeal, migrate } from "./history-helpers";
import { get, json, logMeal, setTimezone } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

describe("imported and migrated meals are dated on real days", () => {
  it("refuses an import with a row after the user's local today, naming the row, and stores none of it", async () => {
    const a = await signUp();
    // 09:00 UTC on 20 November is still the 19th in Pago Pago (UTC-11): the 20th is after today there.
    await setTimezone(a.cookie, "Pacific/Pago_Pago");
    at("2026-11-20T09:00:00Z");
    const res = await importBatch(a.cookie, {
      source: "myfitnesspal",
      meals: [importedMeal("2026-11-19", "Breakfast"), importedMeal("2026-11-20"), importedMeal("2099-01-01")],
    });
    expect(res.status).toBe(400);
    const body = await json<{ message: string; code: string; issues: unknown[] }>(res);
    expect(body.message).toBe(
      "Row 2: the date 2026-11-20 is after today. 1 more row has such a date. Nothing was imported.",
    );
    expect(body.code).toBe("INVALID_DATE");
    expect(body.issues).toEqual([
      { path: "meals.1.date", message: "Row 2: the date 2026-11-20 is after today." },
      { path: "meals.2.date", message: "Row 3: the date 2099-01-01 is after today." },
    ]);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    expect(await countOwnMealRows(a.id, "xp_events")).toBe(0);
  });

  it("takes an import from twenty years back, and refuses one a day older", async () => {
    const a = await signUp();
    at("2026-11-20T12:00:00Z");
    const tooOld = await importBatch(a.cookie, {
      source: "cronometer",
      meals: [importedMeal("2006-11-19")],
    });
    expect(tooOld.status).toBe(400);
    expect((await json<{ message: string }>(tooOld)).message).toBe(
      "Row 1: the date 2006-11-19 is more than 20 years ago. Nothing was imported.",
    );
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    const oldest = await importBatch(a.cookie, { source: "cronometer", meals: [importedMeal("2006-11-20")] });
    expect(await json(oldest)).toEqual({ imported: 1, skipped: 0 });
  });

  it("refuses a guest meal dated more than twenty years ago, naming it, and migrates none", async () => {
    const a = await signUp();
    at("2026-11-20T12:00:00Z");
    const res = await migrate(a.cookie, {
      guestMeals: [guestMeal("fine", "2026-11-20T08:00:00.000Z"), guestMeal("ancient", "1990-01-01T08:00:00.000Z")],
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: "Meal 2: the date 1990-01-01 is more than 20 years ago. Nothing was brought into your account.",
      code: "INVALID_DATE",
      issues: [{ path: "guestMeals.1.createdAt", message: "Meal 2: the date 1990-01-01 is more than 20 years ago." }],
    });
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });
});

describe("streaks run to the real local today", () => {
  it("ends the streak today even when an older write left a meal on a later day", async () => {
    const a = await signUp();
    at("2026-11-20T12:00:00Z");
    // A meal on the 25th, as a clock or time-zone change before these rules could leave one.
    await env.DB.batch([
      env.DB.prepare(
        "insert into meals (id, user_id, meal_type, title, total_protein, source, local_date, created_at, updated_at) values ('later', ?, 'lunch', 'Later', 10, 'manual', '2026-11-25', 0, 0)",
      ).bind(a.id),
      env.DB.prepare("insert into day_totals (user_id, local_date, total, meals) values (?, '2026-11-25', 10, 1)").bind(
        a.id,
      ),
    ]);
    at("2026-11-19T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: 12 });
    at("2026-11-20T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: 12 });
    expect(await json(await get(a.cookie, "/api/gamification/stats"))).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
    });
    expect(await ownMealSql(a.id, "select streak_end_date, streak_length from progress")).toEqual([
      { streak_end_date: "2026-11-20", streak_length: 2 },
    ]);
  });
});

describe("the stored streak", () => {
  it("is worked out again once the clock reaches a later day that already has a meal", async () => {
    const a = await signUp();
    at("2026-11-19T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: 12 });
    // A meal on the 21st, as a clock or time-zone change could leave one.
    await ownMealSql(
      a.id,
      "insert into meals (id, meal_type, title, total_protein, source, local_date, created_at, updated_at) values ('later', 'lunch', 'Later', 10, 'manual', '2026-11-21', 0, 0)",
    );
    await ownMealSql(a.id, "insert into day_totals (local_date, total, meals) values ('2026-11-21', 10, 1)");
    // A second meal the same day adds no day: the streak stored for the 19th stands.
    at("2026-11-19T13:00:00Z");
    await logMeal(a.cookie, { title: "Yogurt", totalProtein: 12 });
    at("2026-11-20T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: 12 });
    expect(await ownMealSql(a.id, "select streak_end_date, streak_length, streak_through from progress")).toEqual([
      { streak_end_date: "2026-11-20", streak_length: 2, streak_through: "2026-11-20" },
    ]);
    // The 21st had a meal already, so this one adds no day, but that day now counts: three in a row.
    at("2026-11-21T12:00:00Z");
    await logMeal(a.cookie, { title: "Eggs", totalProtein: 12 });
    expect(await ownMealSql(a.id, "select streak_end_date, streak_length, longest_streak from progress")).toEqual([
      { streak_end_date: "2026-11-21", streak_length: 3, longest_streak: 3 },
    ]);
    expect(await json(await get(a.cookie, "/api/gamification/stats"))).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
    });
    expect(await ownMealSql(a.id, "select badge_id from user_badges where badge_id = 'streak_3'")).toEqual([
      { badge_id: "streak_3" },
    ]);
  });
});

describe("imported history earns what logging those days would have", () => {
  it("adds to day totals and gives +10 per meal and +50 per goal day, and no streak badge for days apart", async () => {
    const a = await signUp();
    at("2026-11-20T12:00:00Z");
    // Seven goal days, every other day: no two consecutive.
    const days = Array.from({ length: 7 }, (_, i) => addDays("2026-10-01", i * 2));
    const res = await importBatch(a.cookie, {
      source: "myfitnesspal",
      meals: days.map((d) => importedMeal(d, "Dinner", 120)),
    });
    expect(await json(res)).toEqual({ imported: 7, skipped: 0 });
    expect(await countOwnMealRows(a.id, "day_totals", "total = 120 and meals = 1")).toBe(7);
    const ledger = await ownMealSql<{ reason: string; n: number; xp: number }>(
      a.id,
      "select reason, count(*) as n, sum(xp) as xp from xp_events group by reason order by reason",
    );
    const badges = (
      await ownMealSql<{ badge_id: string }>(a.id, "select badge_id from user_badges order by badge_id")
    ).map((b) => b.badge_id);
    // A 120 g meal is a big meal; seven goal days are seven, consecutive or not; no streak.
    expect(badges).toEqual(["big_meal_50", "first_meal", "goal_1", "goal_7"]);
    const badgeXp = badges.reduce((sum, id) => sum + (badgeById(id)?.xp ?? 0), 0);
    expect(ledger).toEqual([
      { reason: "badge_earned", n: 4, xp: badgeXp },
      { reason: "daily_goal_met", n: 7, xp: 350 },
      { reason: "meal_logged", n: 7, xp: 70 },
    ]);
    expect(await json(await get(a.cookie, "/api/gamification/stats"))).toMatchObject({
      currentStreak: 0,
      longestStreak: 1,
      xp: 70 + 350 + badgeXp,
    });
  });
});
