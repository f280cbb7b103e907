import { describe, expect, it } from "vitest";
import {
  GUEST_MIGRATIONS_PER_DAY,
  IMPORTED_MEALS_PER_DAY,
  MEALS_PER_DAY,
  type WriteKind,
} from "../../domain/meals/write-limits";
import { addDays, localDate, localDayBounds } from "../../domain/time/local-day";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { guestMeal, importBatch, importedMeal, migrate } from "./history-helpers";
import { json, logMeal, setTimezone } from "./meals-helpers";

const ZONE = "Pacific/Kiritimati";

/** Seconds until the next local midnight in the zone, as Retry-After should say (give or take the request). */
const secondsToMidnight = (zone: string) =>
  Math.ceil((localDayBounds(localDate(Date.now(), zone), zone).end - Date.now()) / 1000);

function expectRetryAfterMidnight(res: Response, zone: string) {
  const expected = secondsToMidnight(zone);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeGreaterThanOrEqual(expected - 30);
  expect(retryAfter).toBeLessThanOrEqual(expected + 1);
}

/** Sets the day's counter as if `count` writes of `kind` had been made today. */
const usedToday = (userId: string, kind: WriteKind, count: number, zone: string) =>
  setCount(userId, kind, localDate(Date.now(), zone), count);

/** The user's counter of `kind` set to `count` writes on `day`, in their own object. */
const setCount = (userId: string, kind: WriteKind, day: string, count: number) =>
  ownMealSql(
    userId,
    `insert into daily_writes (kind, local_date, count) values (?, ?, ?)
     on conflict (kind) do update set local_date = excluded.local_date, count = excluded.count`,
    kind,
    day,
    count,
  );

const counted = async (userId: string, kind: WriteKind) =>
  (await ownMealSql<{ count: number }>(userId, "select count from daily_writes where kind = ?", kind))[0]?.count ?? 0;

describe("bounded writes per account and local day", () => {
  it(`stores exactly ${MEALS_PER_DAY} of 320 meals sent 40 at a time, and answers the rest 429 until local midnight`, async () => {
    const a = await signUp();
    await setTimezone(a.cookie, ZONE);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let sent = 0; sent < 320; sent += 40) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => logMeal(a.cookie, { title: `Meal ${sent + i}`, totalProtein: 1 })),
      );
      for (const res of answers) {
        statuses.push(res.status);
        if (res.status === 429) refused ??= res;
        else await res.body?.cancel();
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MEALS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(320 - MEALS_PER_DAY);
    expect(await countOwnMealRows(a.id, "meals")).toBe(MEALS_PER_DAY);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(MEALS_PER_DAY);
    expect(await counted(a.id, "meals")).toBe(MEALS_PER_DAY);
    if (!refused) throw new Error("no meal was refused");
    expectRetryAfterMidnight(refused, ZONE);
    expect(await json(refused)).toEqual({
      message: "You have logged 300 meals today, the most Proteo takes in one day. You can log again tomorrow.",
      code: "DAILY_LIMIT",
    });
  }, 120_000);

  it("does not count a retried key twice, and still answers it as before once the day is full", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": "retried-meal-1" };
    const first = await logMeal(a.cookie, { title: "Eggs", totalProtein: 20 }, key);
    expect(first.status).toBe(201);
    const meal = await json(first);
    for (let i = 0; i < 3; i++)
      expect((await logMeal(a.cookie, { title: "Eggs", totalProtein: 20 }, key)).status).toBe(200);
    expect(await counted(a.id, "meals")).toBe(1);

    // One left today: the retry does not take it, a new meal does, and the next is refused.
    await ownMealSql(a.id, "update daily_writes set count = ? where kind = 'meals'", MEALS_PER_DAY - 1);
    const retried = await logMeal(a.cookie, { title: "Eggs", totalProtein: 20 }, key);
    expect(retried.status).toBe(200);
    expect(await json(retried)).toEqual(meal);
    expect((await logMeal(a.cookie, { title: "Last", totalProtein: 5 })).status).toBe(201);
    expect((await logMeal(a.cookie, { title: "One more", totalProtein: 5 })).status).toBe(429);
    const afterFull = await logMeal(a.cookie, { title: "Eggs", totalProtein: 20 }, key);
    expect(afterFull.status).toBe(200);
    expect(await json(afterFull)).toEqual(meal);
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
    expect(await counted(a.id, "meals")).toBe(MEALS_PER_DAY);
  });

  it("counts re-logged meals against the same bound", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, { title: "Chicken", totalProtein: 40 });
    const { id } = await json<{ id: string }>(res);
    await ownMealSql(a.id, "update daily_writes set count = ?", MEALS_PER_DAY);
    const relog = await call("/api/meals/relog", { json: { mealId: id }, headers: { Cookie: a.cookie } });
    expect(relog.status).toBe(429);
    expect(relog.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });

  it("starts the count again on the user's next local day", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, ZONE);
    await setCount(a.id, "meals", addDays(localDate(Date.now(), ZONE), -1), MEALS_PER_DAY);
    expect((await logMeal(a.cookie, { title: "New day", totalProtein: 10 })).status).toBe(201);
    expect(await counted(a.id, "meals")).toBe(1);
  });

  it(`refuses an import larger than what is left of the day's ${IMPORTED_MEALS_PER_DAY} whole, storing nothing`, async () => {
    const a = await signUp();
    await setTimezone(a.cookie, ZONE);
    await usedToday(a.id, "import", IMPORTED_MEALS_PER_DAY - 2, ZONE);
    const yesterday = addDays(localDate(Date.now(), ZONE), -1);
    const three = ["Breakfast", "Lunch", "Dinner"].map((g) => importedMeal(yesterday, g));
    const res = await importBatch(a.cookie, { source: "myfitnesspal", meals: three });
    expect(res.status).toBe(429);
    expectRetryAfterMidnight(res, ZONE);
    expect((await json<{ message: string }>(res)).message).toBe(
      "Proteo takes at most 5000 imported meals a day, and only 2 more fit today. Nothing from this part of the file was imported. You can import the rest tomorrow.",
    );
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    expect(await countOwnMealRows(a.id, "xp_events")).toBe(0);
    expect(await counted(a.id, "import")).toBe(IMPORTED_MEALS_PER_DAY - 2);

    // Two fit; sending them again is a retry, not counted.
    const two = await importBatch(a.cookie, { source: "myfitnesspal", meals: three.slice(0, 2) });
    expect(await json(two)).toEqual({ imported: 2, skipped: 0 });
    const again = await importBatch(a.cookie, { source: "myfitnesspal", meals: three.slice(0, 2) });
    expect(await json(again)).toEqual({ imported: 0, skipped: 2 });
    expect(await counted(a.id, "import")).toBe(IMPORTED_MEALS_PER_DAY);
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
  });

  it(`answers the ${GUEST_MIGRATIONS_PER_DAY + 1}th guest migration of a day 429, and a retry of an earlier one as before`, async () => {
    const a = await signUp();
    for (let n = 1; n <= GUEST_MIGRATIONS_PER_DAY; n++) {
      const res = await migrate(a.cookie, { guestMeals: [guestMeal(`guest-${n}`)] });
      expect(res.status).toBe(200);
    }
    const fourth = await migrate(a.cookie, { guestMeals: [guestMeal("guest-4")] });
    expect(fourth.status).toBe(429);
    expectRetryAfterMidnight(fourth, "UTC");
    expect((await json<{ message: string }>(fourth)).message).toBe(
      "Guest data was brought into this account 3 times today, the most Proteo takes in one day. You can try again tomorrow.",
    );
    expect(await countOwnMealRows(a.id, "meals")).toBe(GUEST_MIGRATIONS_PER_DAY);
    const retry = await migrate(a.cookie, { guestMeals: [guestMeal("guest-1")] });
    expect(retry.status).toBe(200);
    expect(await json(retry)).toEqual({ migratedCount: 1 });
    expect(await counted(a.id, "migration")).toBe(GUEST_MIGRATIONS_PER_DAY);
  });

  it(`lets only ${GUEST_MIGRATIONS_PER_DAY} of 8 migrations sent at once through`, async () => {
    const a = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => migrate(a.cookie, { guestMeals: [guestMeal(`racing-${n}`)] })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await countOwnMealRows(a.id, "meals")).toBe(GUEST_MIGRATIONS_PER_DAY);
  });
});
