import { afterEach, describe, expect, it, vi } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { MEALS_PER_DAY } from "../../domain/meals/write-limits";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { EGGS_AND_YOGURT, get, json, logMeal, setTimezone } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

const ZONE = "Europe/Berlin";

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

const withKey = (cookie: string, key?: string) => ({ Cookie: cookie, ...(key ? { "Idempotency-Key": key } : {}) });
const copyMeal = (cookie: string, id: string, body: Record<string, unknown>, key?: string) =>
  call(`/api/meals/${id}/copy`, { json: body, headers: withKey(cookie, key) });
const copyDay = (cookie: string, date: string, body: Record<string, unknown>, key?: string) =>
  call(`/api/days/${date}/copy`, { json: body, headers: withKey(cookie, key) });

const mealsOn = async (cookie: string, day: string) =>
  json<Meal[]>(await get(cookie, `/api/meals?from=${day}&to=${day}`));

/** An account in Berlin with a breakfast logged at 08:15 on 2026-11-20 and a lunch at 12:30. */
async function accountWithADay() {
  const a = await signUp();
  await setTimezone(a.cookie, ZONE);
  at("2026-11-20T07:15:00Z");
  const breakfast = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
  at("2026-11-20T11:30:00Z");
  const lunch = await json<Meal>(
    await logMeal(a.cookie, { title: "Tuna salad", totalProtein: "30", mealType: "lunch" }),
  );
  at("2026-11-24T18:00:00Z"); // 19:00 in Berlin on the 24th
  return { a, breakfast, lunch };
}

describe("POST /api/meals/{id}/copy", () => {
  it("logs the meal again on the day asked for, at its time of day, with its foods and photo reference", async () => {
    const { a, breakfast } = await accountWithADay();
    const res = await copyMeal(a.cookie, breakfast.id, { date: "2026-11-22" }, "copy-key-0001");
    expect(res.status).toBe(201);
    const copy = await json<Meal>(res);
    expect(copy.id).not.toBe(breakfast.id);
    expect(copy).toMatchObject({
      localDate: "2026-11-22",
      mealType: "breakfast",
      title: "Eggs and yogurt",
      totalProtein: 27.6,
      imageUrl: breakfast.imageUrl,
      createdAt: "2026-11-22T07:15:00.000Z",
    });
    expect(copy.foodItems.map((f) => [f.name, f.grams, f.portionSize, f.proteinContent])).toEqual(
      breakfast.foodItems.map((f) => [f.name, f.grams, f.portionSize, f.proteinContent]),
    );
    // The day it joined counts it; the original is where it was.
    expect((await mealsOn(a.cookie, "2026-11-22")).map((m) => m.id)).toEqual([copy.id]);
    expect((await mealsOn(a.cookie, "2026-11-20")).map((m) => m.id)).toContain(breakfast.id);
    const [day] = await ownMealSql<{ total: number }>(
      a.id,
      "select total from day_totals where local_date = ?",
      "2026-11-22",
    );
    expect(day?.total).toBeCloseTo(27.6, 1);
  });

  it("takes another meal type when asked, and never a time after now for today", async () => {
    const { a, lunch } = await accountWithADay();
    at("2026-11-24T09:00:00Z"); // 10:00 in Berlin: the lunch's 12:30 has not come yet today
    const copy = await json<Meal>(await copyMeal(a.cookie, lunch.id, { date: "2026-11-24", mealType: "snack" }));
    expect(copy).toMatchObject({ localDate: "2026-11-24", mealType: "snack", createdAt: "2026-11-24T09:00:00.000Z" });
  });

  it("is one meal per idempotency key, even sent twice at once", async () => {
    const { a, breakfast } = await accountWithADay();
    const [one, two] = await Promise.all([
      copyMeal(a.cookie, breakfast.id, { date: "2026-11-23" }, "copy-key-twice"),
      copyMeal(a.cookie, breakfast.id, { date: "2026-11-23" }, "copy-key-twice"),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect((await json<Meal>(one)).id).toBe((await json<Meal>(two)).id);
    expect(await countOwnMealRows(a.id, "meals", "local_date = ?", "2026-11-23")).toBe(1);
  });

  it("refuses a day after the user's today or not on the calendar, with a clear 400, storing nothing", async () => {
    const { a, breakfast } = await accountWithADay();
    const before = await countOwnMealRows(a.id, "meals");
    const later = await copyMeal(a.cookie, breakfast.id, { date: "2026-11-25" });
    expect(later.status).toBe(400);
    expect((await json<{ message: string }>(later)).message).toBe(
      "Nothing can be copied there: the date 2026-11-25 is after today.",
    );
    for (const date of ["2026-02-30", "yesterday", ""]) {
      const res = await copyMeal(a.cookie, breakfast.id, { date });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe("Dates look like 2026-11-22.");
    }
    expect((await copyMeal(a.cookie, breakfast.id, {})).status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(before);
  });

  it("answers 404 for another user's meal and copies nothing", async () => {
    const { breakfast } = await accountWithADay();
    const b = await signUp();
    const res = await copyMeal(b.cookie, breakfast.id, { date: "2026-11-24" });
    expect(res.status).toBe(404);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
  });

  it("counts against the day's bound of meals: past it, 429 and nothing stored", async () => {
    const { a, breakfast } = await accountWithADay();
    await ownMealSql(
      a.id,
      "update daily_writes set count = ?, local_date = '2026-11-24' where kind = 'meals'",
      MEALS_PER_DAY,
    );
    const res = await copyMeal(a.cookie, breakfast.id, { date: "2026-11-23" });
    expect(res.status).toBe(429);
    expect(await countOwnMealRows(a.id, "meals", "local_date = ?", "2026-11-23")).toBe(0);
  });
});

describe("POST /api/days/{date}/copy", () => {
  it("logs every meal of the day again on another day, in order, each at its time and of its type", async () => {
    const { a, breakfast, lunch } = await accountWithADay();
    const res = await copyDay(a.cookie, "2026-11-20", { to: "2026-11-21" }, "day-copy-key-1");
    expect(res.status).toBe(201);
    const { meals } = await json<{ meals: Meal[] }>(res);
    expect(meals.map((m) => [m.title, m.mealType, m.localDate, m.createdAt, m.totalProtein])).toEqual([
      [breakfast.title, "breakfast", "2026-11-21", "2026-11-21T07:15:00.000Z", 27.6],
      [lunch.title, "lunch", "2026-11-21", "2026-11-21T11:30:00.000Z", 30],
    ]);
    expect(meals[0]?.foodItems).toHaveLength(2);
    // A retry with the key answers the same meals and stores none again.
    const again = await copyDay(a.cookie, "2026-11-20", { to: "2026-11-21" }, "day-copy-key-1");
    expect(again.status).toBe(200);
    expect((await json<{ meals: Meal[] }>(again)).meals.map((m) => m.id)).toEqual(meals.map((m) => m.id));
    expect(await countOwnMealRows(a.id, "meals", "local_date = ?", "2026-11-21")).toBe(2);
  });

  it("says so when the day has no meal, and refuses a day after today, storing nothing", async () => {
    const { a } = await accountWithADay();
    const empty = await copyDay(a.cookie, "2026-11-19", { to: "2026-11-24" });
    expect(empty.status).toBe(404);
    expect((await json<{ message: string }>(empty)).message).toBe("Nothing to copy: no meal was logged on 2026-11-19.");
    const later = await copyDay(a.cookie, "2026-11-20", { to: "2026-12-01" });
    expect(later.status).toBe(400);
    expect((await copyDay(a.cookie, "2026-13-01", { to: "2026-11-24" })).status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
  });

  it("copies all of the day or none of it when the day's bound leaves room for fewer", async () => {
    const { a } = await accountWithADay();
    await ownMealSql(
      a.id,
      "update daily_writes set count = ?, local_date = '2026-11-24' where kind = 'meals'",
      MEALS_PER_DAY - 1,
    );
    const res = await copyDay(a.cookie, "2026-11-20", { to: "2026-11-24" });
    expect(res.status).toBe(429);
    expect(await countOwnMealRows(a.id, "meals", "local_date = ?", "2026-11-24")).toBe(0);
  });

  it("copies only the signed-in user's own day", async () => {
    await accountWithADay();
    const b = await signUp();
    expect((await copyDay(b.cookie, "2026-11-20", { to: "2026-11-24" })).status).toBe(404);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
  });
});
