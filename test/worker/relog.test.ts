import { afterEach, describe, expect, it, vi } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import type { RelogChoices } from "../../domain/meals/relog";
import { countOwnMealRows, signUp } from "./accounts";
import { call } from "./client";
import { EGGS_AND_YOGURT, get, json, logMeal, setTimezone } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

const relog = (cookie: string, body: Record<string, unknown>, key?: string) =>
  call("/api/meals/relog", { json: body, headers: { Cookie: cookie, ...(key ? { "Idempotency-Key": key } : {}) } });

const copyYesterday = (cookie: string, mealType: string, key?: string) =>
  call("/api/meals/copy-yesterday", {
    json: { mealType },
    headers: { Cookie: cookie, ...(key ? { "Idempotency-Key": key } : {}) },
  });

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

describe("POST /api/meals/relog", () => {
  it("logs a meal again today with its foods, under the meal type asked for", async () => {
    const a = await signUp();
    const first = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const res = await relog(a.cookie, { mealId: first.id, mealType: "snack" }, "relog-key-0001");
    expect(res.status).toBe(201);
    const again = await json<Meal>(res);
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({
      title: "Eggs and yogurt",
      totalProtein: 27.6,
      mealType: "snack",
      source: "describe",
    });
    expect(again.foodItems.map((f) => [f.name, f.grams, f.proteinContent, f.foodId])).toEqual([
      ["Egg", 100, 12.6, "egg"],
      ["Greek yogurt", 150, 15, null],
    ]);
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 55.2 });
  });

  it("picks the meal type by the user's clock when none is given", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, "Asia/Tokyo");
    const first = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    at("2026-11-22T23:30:00Z"); // 08:30 in Tokyo
    expect(await json<Meal>(await relog(a.cookie, { mealId: first.id }))).toMatchObject({ mealType: "breakfast" });
    at("2026-11-22T10:00:00Z"); // 19:00 in Tokyo
    expect(await json<Meal>(await relog(a.cookie, { mealId: first.id }))).toMatchObject({ mealType: "dinner" });
  });

  it("logs one food of a meal as a meal of its own", async () => {
    const a = await signUp();
    const first = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const yogurt = first.foodItems[1];
    const res = await relog(a.cookie, { foodItemId: yogurt?.id, mealType: "snack" });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      title: "Greek yogurt",
      totalProtein: 15,
      mealType: "snack",
      foodItems: [{ name: "Greek yogurt", grams: 150, proteinContent: 15 }],
    });
  });

  it("is idempotent: concurrent retries with one key store one meal", async () => {
    const a = await signUp();
    const first = await json<Meal>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => relog(a.cookie, { mealId: first.id }, "relog-same-key-1")),
    );
    const bodies = await Promise.all(responses.map((r) => json<Meal>(r)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
  });

  it("answers 404 for another user's meal or food and stores nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const meal = await json<Meal>(await logMeal(owner.cookie, EGGS_AND_YOGURT));
    for (const body of [{ mealId: meal.id }, { foodItemId: meal.foodItems[0]?.id }]) {
      const res = await relog(other.cookie, body);
      expect(res.status).toBe(404);
      expect((await json<{ message: string }>(res)).message).toMatch(/not found/);
    }
    expect(await countOwnMealRows(other.id, "meals")).toBe(0);
    expect(await countOwnMealRows(owner.id, "meals")).toBe(1);
  });

  it.each([
    ["neither a meal nor a food", {}],
    ["both a meal and a food", { mealId: "m", foodItemId: "f" }],
    ["a wrong meal type", { mealId: "m", mealType: "brunch" }],
  ])("refuses %s with 400", async (_label, body) => {
    const a = await signUp();
    const res = await relog(a.cookie, body);
    expect(res.status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("needs a session", async () => {
    expect((await relog("", { mealId: "m" })).status).toBe(401);
  });
});

describe("POST /api/meals/copy-yesterday", () => {
  it("copies each of yesterday's meals of that type to today, once per key", async () => {
    const a = await signUp();
    at("2026-11-22T08:00:00Z");
    await logMeal(a.cookie, EGGS_AND_YOGURT);
    at("2026-11-22T08:05:00Z");
    await logMeal(a.cookie, { title: "Coffee with milk", totalProtein: "3", mealType: "breakfast" });
    await logMeal(a.cookie, { title: "Steak", totalProtein: "50", mealType: "dinner" });
    at("2026-11-23T09:00:00Z");
    const res = await copyYesterday(a.cookie, "breakfast", "copy-key-00001");
    expect(res.status).toBe(201);
    const { meals } = await json<{ meals: Meal[] }>(res);
    expect(meals.map((m) => [m.title, m.mealType, m.localDate])).toEqual([
      ["Eggs and yogurt", "breakfast", "2026-11-23"],
      ["Coffee with milk", "breakfast", "2026-11-23"],
    ]);
    expect(meals[0]?.foodItems).toHaveLength(2);
    const retry = await copyYesterday(a.cookie, "breakfast", "copy-key-00001");
    expect(retry.status).toBe(200);
    expect((await json<{ meals: Meal[] }>(retry)).meals.map((m) => m.id)).toEqual(meals.map((m) => m.id));
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 30.6 });
  });

  it("answers 404 with a message when yesterday has no meal of that type", async () => {
    const a = await signUp();
    at("2026-11-22T08:00:00Z");
    await logMeal(a.cookie, { title: "Steak", totalProtein: "50", mealType: "dinner" });
    at("2026-11-23T09:00:00Z");
    const res = await copyYesterday(a.cookie, "lunch");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: "Nothing to copy: no lunch was logged yesterday." });
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });

  it("never copies another user's meals", async () => {
    const owner = await signUp();
    const other = await signUp();
    at("2026-11-22T08:00:00Z");
    await logMeal(owner.cookie, EGGS_AND_YOGURT);
    at("2026-11-23T09:00:00Z");
    expect((await copyYesterday(other.cookie, "breakfast")).status).toBe(404);
    expect(await countOwnMealRows(other.id, "meals")).toBe(0);
  });
});

describe("GET /api/meals/recent", () => {
  it("lists recent and frequent meals and foods, and yesterday's meal types", async () => {
    const a = await signUp();
    at("2026-11-22T08:00:00Z");
    await logMeal(a.cookie, EGGS_AND_YOGURT);
    at("2026-11-22T19:00:00Z");
    await logMeal(a.cookie, { title: "Steak", totalProtein: "50", mealType: "dinner" });
    at("2026-11-23T08:00:00Z");
    await logMeal(a.cookie, EGGS_AND_YOGURT);
    at("2026-11-23T12:00:00Z");
    await logMeal(a.cookie, { title: "Tuna salad", totalProtein: "30", mealType: "lunch" });
    const choices = await json<RelogChoices>(await get(a.cookie, "/api/meals/recent"));
    expect(choices.recent.map((m) => m.title)).toEqual(["Tuna salad", "Eggs and yogurt", "Steak"]);
    expect(choices.frequentMeals.map((f) => [f.meal.title, f.count])).toEqual([["Eggs and yogurt", 2]]);
    expect(choices.frequentFoods.map((f) => [f.food.name, f.count])).toEqual([
      ["Egg", 2],
      ["Greek yogurt", 2],
    ]);
    expect(choices.yesterday).toEqual(["breakfast", "dinner"]);
    // Each listed meal is the whole meal, as the meal list serves it (user, dates, photo, foods).
    const meals = await json<Meal[]>(await get(a.cookie, "/api/meals?limit=50"));
    for (const meal of [...choices.recent, ...choices.frequentMeals.map((f) => f.meal)]) {
      expect(meal).toEqual(meals.find((m) => m.id === meal.id));
    }
    const foods = meals.flatMap((m) => m.foodItems);
    for (const { food } of choices.frequentFoods) expect(food).toEqual(foods.find((f) => f.id === food.id));
  });

  it("shows only the caller's meals", async () => {
    const owner = await signUp();
    const other = await signUp();
    await logMeal(owner.cookie, EGGS_AND_YOGURT);
    const choices = await json<RelogChoices>(await get(other.cookie, "/api/meals/recent"));
    expect(choices).toEqual({ recent: [], frequentMeals: [], frequentFoods: [], yesterday: [], saved: [] });
  });

  it("needs a session", async () => {
    expect((await get("", "/api/meals/recent")).status).toBe(401);
  });
});
