import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { countOwnMealRows, objectSql, ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { answer, fakeVision } from "./fake-vision";
import { get, json, logMeal } from "./meals-helpers";
import { uploadPhoto } from "./photos";

// The meal write path (worker/features/meals/log-meal.ts, ADR 021, ADR 068): every way a meal
// is written counts the same, as one call to the user's own object after the session's D1
// round trip.

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** Analyses counted against a user's quota, over all days, in their own object (ADR 067). */
const analysesUsed = async (userId: string) =>
  (await objectSql<{ n: number }>(userId, "select coalesce(sum(count), 0) as n from ai_usage"))[0]?.n;

/** The D1 round trips a response took (worker/db/round-trips.ts; the worker tests switch it on). */
const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));
/** The calls to the user's own object a response took, counted the same way. */
const calls = (res: Response) => Number(res.headers.get("X-Object-Calls"));
/** The session's D1 round trip, then one call to the user's object: a write or a read of the meals group. */
const oneCall = (res: Response) => expect([trips(res), calls(res)]).toEqual([1, 1]);

const progressOf = async (userId: string) =>
  (
    await ownMealSql<{
      xp_total: number;
      streak_length: number;
      longest_streak: number;
      streak_end_date: string | null;
    }>(userId, "select xp_total, streak_length, longest_streak, streak_end_date from progress")
  )[0];

const badgesOf = async (userId: string) =>
  (await ownMealSql<{ badge_id: string }>(userId, "select badge_id from user_badges order by badge_id")).map(
    (r) => r.badge_id,
  );

describe("D1 round trips and object calls per route", () => {
  it("logs, replays, edits and deletes a meal in one call to the user's object each", async () => {
    const a = await signUp();
    const first = await logMeal(
      a.cookie,
      { title: "Eggs", totalProtein: "20", foodItems: [{ name: "Egg", proteinContent: 20, grams: 160 }] },
      { "Idempotency-Key": "trips-key-1" },
    );
    expect(first.status).toBe(201);
    // The session, then the meal with its foods, XP, day total and awards in one transaction.
    oneCall(first);
    const replay = await logMeal(a.cookie, { title: "Eggs", totalProtein: "20" }, { "Idempotency-Key": "trips-key-1" });
    expect(replay.status).toBe(200);
    oneCall(replay);
    const second = await logMeal(a.cookie, { title: "Apple", totalProtein: "1" });
    expect(second.status).toBe(201);
    oneCall(second);
    const { id } = await json<{ id: string }>(first);
    const edit = await call(`/api/meals/${id}/protein`, {
      method: "PATCH",
      json: { totalProtein: "25", mealName: "Eggs and toast" },
      headers: { Cookie: a.cookie },
    });
    expect(edit.status).toBe(200);
    oneCall(edit);
    const foods = await call(`/api/meals/${id}/food-items`, {
      method: "PUT",
      json: { foodItems: [{ id: `${id}_0`, name: "Tofu", grams: 200 }] },
      headers: { Cookie: a.cookie },
    });
    expect(foods.status).toBe(200);
    expect((await json<{ foodItems: { name: string }[] }>(foods)).foodItems.map((f) => f.name)).toEqual(["Tofu"]);
    // The session with any picked table foods, then the edit worked out and written in the object.
    oneCall(foods);
    const removed = await call(`/api/meals/${id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(removed.status).toBe(200);
    oneCall(removed);
    // Deleting the day's last meal ends the streak, in the same transaction.
    const { id: apple } = await json<{ id: string }>(second);
    const last = await call(`/api/meals/${apple}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(last.status).toBe(200);
    oneCall(last);
    expect(await progressOf(a.id)).toMatchObject({ streak_length: 0, streak_end_date: null });
  });

  it("logs a manual meal with the user's photo in one call, and refuses another user's photo", async () => {
    const a = await signUp();
    const b = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const own = await logMeal(a.cookie, { title: "Plate", totalProtein: "30", imageUrl });
    expect(own.status).toBe(201);
    // The photo is checked in the write's own transaction: its row is in the same object.
    oneCall(own);
    const foreign = await logMeal(b.cookie, { title: "Plate", totalProtein: "30", imageUrl });
    expect(foreign.status).toBe(400);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
  });

  it("analyses a photo in two calls to the user's object: the quota is taken there, before the model is asked", async () => {
    const vision = fakeVision(() => ({
      content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
    }));
    restore = vision.restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const res = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "dinner" },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(201);
    // The session from D1; from the user's object the photo's row, a waiting guest meal and
    // the day's analysis in one call, then the meal's write.
    expect([trips(res), calls(res)]).toEqual([1, 2]);
    expect(await analysesUsed(a.id)).toBe(1);
    // The same photo again is a replay: its analysis is given back, the meal is the first one.
    const again = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "dinner" },
      headers: { Cookie: a.cookie },
    });
    expect(again.status).toBe(200);
    expect(await analysesUsed(a.id)).toBe(1);
    expect(vision.calls).toHaveLength(2);
  });

  it("takes the analysis on the user's own local day, in any zone", async () => {
    restore = fakeVision(() => ({
      content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
    })).restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    // A zone 13 or 14 hours ahead of UTC: its day is often not UTC's.
    const zone = "Pacific/Chatham";
    await env.DB.prepare("update users set timezone = ? where id = ?").bind(zone, a.id).run();
    const res = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "dinner" },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(201);
    expect([trips(res), calls(res)]).toEqual([1, 2]);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    expect(await objectSql(a.id, "select local_date, count from ai_usage")).toEqual([{ local_date: day, count: 1 }]);
  });

  it("takes nothing for an expired session: 401, and the day's count stays empty", async () => {
    const vision = fakeVision(() => ({
      content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
    }));
    restore = vision.restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1000, a.id)
      .run();
    const res = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "dinner" },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(401);
    expect(await analysesUsed(a.id)).toBe(0);
    expect(vision.calls).toHaveLength(0);
  });

  it("never lets concurrent analyses past the free plan's three a day, nor asks the model more often", async () => {
    const vision = fakeVision(() => ({
      content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
    }));
    restore = vision.restore;
    const a = await signUp();
    const photos = [];
    for (let i = 0; i < 6; i++) photos.push(await uploadPhoto(a.cookie));
    const responses = await Promise.all(
      photos.map((imageUrl) =>
        call("/api/analyze-meal", { json: { imageUrl, mealType: "lunch" }, headers: { Cookie: a.cookie } }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(vision.calls).toHaveLength(3);
    // The refused takes were given back: the day counts exactly the three analyses made.
    expect(await analysesUsed(a.id)).toBe(3);
    expect(await countOwnMealRows(a.id, "meals")).toBe(3);
  });

  it("migrates guest meals in one call", async () => {
    const a = await signUp();
    const res = await call("/api/migrate-guest-data", {
      json: {
        guestMeals: [1, 2, 3].map((n) => ({
          id: `guest-trips-${n}`,
          mealType: "lunch",
          totalProtein: "30",
          imageUrl: null,
          createdAt: new Date(Date.now() - n * 86_400_000).toISOString(),
          foodItems: [{ name: "Chicken", proteinContent: 30 }],
          isGuest: true,
        })),
      },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(200);
    oneCall(res);
  });

  it("answers the hot reads in one D1 round trip and one call to the user's object", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "Tofu", totalProtein: "20" });
    for (const path of ["/api/dashboard", "/api/meals", "/api/gamification/badges"]) {
      const res = await get(a.cookie, path);
      expect(res.status, path).toBe(200);
      expect([trips(res), calls(res)], path).toEqual([1, 1]);
    }
  });
});

describe("the meal write path", () => {
  it("keeps a replay with a different body from adding foods or XP to the first meal", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": "replay-body-1" };
    await logMeal(
      a.cookie,
      { title: "Eggs", totalProtein: "20", foodItems: [{ name: "Egg", proteinContent: 20 }] },
      key,
    );
    const replay = await logMeal(
      a.cookie,
      {
        title: "Eggs",
        totalProtein: "40",
        foodItems: [
          { name: "Egg", proteinContent: 20 },
          { name: "Tofu", proteinContent: 20 },
        ],
      },
      key,
    );
    expect(replay.status).toBe(200);
    const meal = await json<{ id: string; totalProtein: number; foodItems: unknown[] }>(replay);
    expect(meal.totalProtein).toBe(20);
    expect(meal.foodItems).toHaveLength(1);
    expect(await countOwnMealRows(a.id, "food_items", "meal_id = ?", meal.id)).toBe(1);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(1);
  });

  it("counts every one of ten meals logged at once: XP, the ten-meal badge and the streak", async () => {
    const a = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => logMeal(a.cookie, { title: `Snack ${n}`, totalProtein: "5" })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await countOwnMealRows(a.id, "meals")).toBe(10);
    expect(await badgesOf(a.id)).toEqual(["first_meal", "meals_10"]);
    // 10 meals × 10 XP, First Bite 25, Getting Into It 50.
    expect((await progressOf(a.id))?.xp_total).toBe(175);
    expect((await progressOf(a.id))?.streak_length).toBe(1);
  });

  it("keeps the cached XP total equal to the ledger through racing logs, replays, a goal day and deletes", async () => {
    const a = await signUp();
    const ledger = async () =>
      (await ownMealSql<{ n: number }>(a.id, "select coalesce(sum(xp), 0) as n from xp_events"))[0]?.n;
    // Six meals at once, three of them twice with one key (a retry racing its original), one
    // crossing the daily goal (100 g) with the others.
    const sent = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        logMeal(a.cookie, { title: `Plate ${n % 6}`, totalProtein: "20" }, { "Idempotency-Key": `race-${n % 6}-key` }),
      ),
    );
    expect(sent.filter((r) => r.status === 201)).toHaveLength(6);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'daily_goal_met'")).toBe(1);
    expect((await progressOf(a.id))?.xp_total).toBe(await ledger());
    // Two meals deleted at once, one of them twice: each takes only its own XP.
    const ids = await Promise.all(sent.slice(0, 2).map(async (r) => (await json<{ id: string }>(r.clone())).id));
    const deletes = await Promise.all(
      [ids[0], ids[1], ids[1]].map((id) =>
        call(`/api/meals/${id}`, { method: "DELETE", headers: { Cookie: a.cookie } }),
      ),
    );
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 200, 404]);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(4);
    expect((await progressOf(a.id))?.xp_total).toBe(await ledger());
  });

  it("earns a count badge on the meal that reaches the count, by any write, and never by a meal that does not count", async () => {
    const a = await signUp();
    const meal = (title: string, extra: Record<string, unknown> = {}) =>
      logMeal(a.cookie, { title, totalProtein: "10", mealType: "lunch", ...extra });
    for (const n of [1, 2, 3, 4]) expect((await meal(`Tofu bowl ${n}`)).status).toBe(201);
    expect(await badgesOf(a.id)).not.toContain("plant_5");
    // A fifth meal that is not a plant meal earns nothing; the fifth plant meal does.
    const other = await json<{ id: string }>(await meal("Steak"));
    expect(await badgesOf(a.id)).not.toContain("plant_5");
    // Renamed into a plant meal, the steak becomes the fifth: the edit earns the badge.
    const renamed = await call(`/api/meals/${other.id}/protein`, {
      method: "PATCH",
      json: { mealName: "Tempeh steak", totalProtein: "10" },
      headers: { Cookie: a.cookie },
    });
    expect(renamed.status).toBe(200);
    expect(await badgesOf(a.id)).toContain("plant_5");
    // A 25 g breakfast, and a 50 g meal, earn theirs when they are written.
    expect(await badgesOf(a.id)).not.toContain("breakfast_25");
    expect((await meal("Eggs", { mealType: "breakfast", totalProtein: "25" })).status).toBe(201);
    expect((await meal("Feast", { totalProtein: "50" })).status).toBe(201);
    expect(await badgesOf(a.id)).toEqual(expect.arrayContaining(["breakfast_25", "big_meal_50"]));
    expect(await badgesOf(a.id)).not.toContain("dairy_5");
  });

  it("gives migrated guest meals XP, the goal bonus, streaks and badges like any other meal", async () => {
    const a = await signUp();
    const day = 86_400_000;
    const guestMeals = [0, 1, 2].map((n) => ({
      id: `guest-progress-${n}`,
      mealType: "lunch",
      totalProtein: "200",
      imageUrl: null,
      createdAt: new Date(Date.now() - n * day).toISOString(),
      foodItems: [{ name: "Chicken", proteinContent: 200 }],
      isGuest: true,
    }));
    const res = await call("/api/migrate-guest-data", { json: { guestMeals }, headers: { Cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(3);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'daily_goal_met'")).toBe(3);
    expect(await badgesOf(a.id)).toEqual(["big_meal_50", "first_meal", "goal_1", "streak_3"]);
    const progress = await progressOf(a.id);
    expect(progress?.longest_streak).toBe(3);
    // 3 meals × 10, 3 goal days × 50, badges 25 + 50 (goal_1) + 50 (streak_3) + big meal.
    const [ledger] = await ownMealSql<{ n: number }>(a.id, "select coalesce(sum(xp), 0) as n from xp_events");
    expect(progress?.xp_total).toBe(ledger?.n);
    expect(progress?.xp_total).toBeGreaterThanOrEqual(30 + 150 + 25);
    // A retry earns nothing twice.
    await call("/api/migrate-guest-data", { json: { guestMeals }, headers: { Cookie: a.cookie } });
    expect((await progressOf(a.id))?.xp_total).toBe(progress?.xp_total);
  });
});
