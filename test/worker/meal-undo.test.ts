import { afterEach, describe, expect, it, vi } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { EGGS_AND_YOGURT, get, json, logMeal } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

const remove = (cookie: string, id: string) =>
  call(`/api/meals/${id}`, { method: "DELETE", headers: { Cookie: cookie } });
const restore = (cookie: string, mealId: string) =>
  call("/api/meals/restore", { json: { mealId }, headers: { Cookie: cookie } });

/** Everything a meal is stored as, and the user's XP: what an Undo must give back exactly. */
async function storedState(userId: string) {
  const rows = (sql: string) => ownMealSql(userId, sql);
  return {
    meals: await rows("select * from meals order by id"),
    foods: await rows("select * from food_items order by id"),
    xpEvents: await rows("select * from xp_events order by reason, reference"),
    xpTotal: await rows("select xp_total from progress"),
    dayTotals: await rows("select * from day_totals order by local_date"),
  };
}

const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
};

describe("Undo of a deleted meal (POST /api/meals/restore)", () => {
  it("puts the meal back exactly: same id, time, foods, XP rows, XP total and day total", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "Oats", totalProtein: "10" });
    const meal = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const before = await storedState(a.id);

    expect((await remove(a.cookie, meal.id)).status).toBe(200);
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 10 });
    expect(await countOwnMealRows(a.id, "deleted_meals")).toBe(1);

    const res = await restore(a.cookie, meal.id);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: meal.id, restored: true });
    expect(await storedState(a.id)).toEqual(before);
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 37.6 });
    const listed = await json<Meal[]>(await get(a.cookie, "/api/meals"));
    expect(listed.find((m) => m.id === meal.id)).toEqual(meal);
    expect(await countOwnMealRows(a.id, "deleted_meals")).toBe(0);
  });

  it("answers 404 for another user's deleted meal and changes nothing; the owner can still undo", async () => {
    const a = await signUp();
    const b = await signUp();
    const meal = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    await remove(a.cookie, meal.id);
    const bBefore = await storedState(b.id);

    const theirs = await restore(b.cookie, meal.id);
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toMatchObject({ message: "This meal can no longer be restored." });
    expect(await storedState(b.id)).toEqual(bBefore);
    expect(await countOwnMealRows(a.id, "meals", "id = ?", meal.id)).toBe(0);
    expect(await countOwnMealRows(b.id, "meals", "id = ?", meal.id)).toBe(0);

    expect((await restore(a.cookie, meal.id)).status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals", "id = ?", meal.id)).toBe(1);
  });

  it("gives two restores sent at once the same answer and the meal and its XP once", async () => {
    const a = await signUp();
    const meal = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const before = await storedState(a.id);
    await remove(a.cookie, meal.id);

    const answers = await Promise.all([restore(a.cookie, meal.id), restore(a.cookie, meal.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await storedState(a.id)).toEqual(before);
  });

  it("can no longer restore a meal deleted over ten minutes ago, and the next deletion purges its copy", async () => {
    const a = await signUp();
    const old = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const other = await json<Meal>(await logMeal(a.cookie, { title: "Oats", totalProtein: "10" }));
    const deletedAt = Date.now();
    at(deletedAt);
    await remove(a.cookie, old.id);

    at(deletedAt + 10 * 60_000 + 1);
    const late = await restore(a.cookie, old.id);
    expect(late.status).toBe(404);
    expect(await countOwnMealRows(a.id, "meals", "id = ?", old.id)).toBe(0);

    await remove(a.cookie, other.id);
    expect(await countOwnMealRows(a.id, "deleted_meals", "meal_id = ?", old.id)).toBe(0);
    expect(await countOwnMealRows(a.id, "deleted_meals", "meal_id = ?", other.id)).toBe(1);
  });

  it("answers 404 for a meal that never existed, and stores nothing", async () => {
    const a = await signUp();
    const res = await restore(a.cookie, "no-such-meal");
    expect(res.status).toBe(404);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("answers 200 and stores nothing twice when the meal was logged again since, by a retried write", async () => {
    const a = await signUp();
    const key = "undo-retry-key-0001";
    const meal = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT, { "Idempotency-Key": key }));
    await remove(a.cookie, meal.id);
    // A retry of the first write, sent after the deletion, logs the meal again with its id.
    const again = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT, { "Idempotency-Key": key }));
    expect(again.id).toBe(meal.id);
    const before = await storedState(a.id);

    const res = await restore(a.cookie, meal.id);
    expect(res.status).toBe(200);
    expect(await storedState(a.id)).toEqual(before);
  });
});
