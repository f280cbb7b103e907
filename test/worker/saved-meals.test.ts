import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { MAX_SAVED_MEALS, type SavedMeal } from "../../domain/meals/saved-meal";
import { userData } from "../../worker/lib/user-data";
import { countOwnMealRows, ownData, signUp } from "./accounts";
import { call } from "./client";
import { seedFoods } from "./foods-seed";
import { get, json } from "./meals-helpers";

beforeAll(seedFoods, 120_000);

const post = (cookie: string, path: string, body: unknown, key?: string) =>
  call(path, { json: body, headers: { Cookie: cookie, ...(key ? { "Idempotency-Key": key } : {}) } });

/** Two eggs (NDB 01123, 12.56 g per 100 g) and 150 g of nonfat Greek yogurt (01256, 10.19 g). */
const BREAKFAST = {
  name: "My breakfast",
  foods: [
    { ndb: "01123", grams: 100 },
    { ndb: "01256", grams: 150 },
  ],
};

describe("saved meals", () => {
  it("saves a meal of table foods with its protein from the table, lists it, and logs it", async () => {
    const a = await signUp();
    const res = await post(a.cookie, "/api/saved-meals", BREAKFAST);
    expect(res.status).toBe(201);
    const saved = await json<SavedMeal>(res);
    // 100 g egg: 12.6 g; 150 g yogurt: 15.3 g.
    expect(saved).toMatchObject({ name: "My breakfast", protein: 27.9 });
    expect(saved.foods.map((f) => [f.name, f.grams, f.protein])).toEqual([
      ["Egg, whole, raw, fresh", 100, 12.6],
      ["Yogurt, Greek, plain, nonfat", 150, 15.3],
    ]);
    const list = await json<{ savedMeals: SavedMeal[] }>(await get(a.cookie, "/api/saved-meals"));
    expect(list.savedMeals.map((m) => m.id)).toEqual([saved.id]);
    // First in the re-log lists, read with them in one round trip.
    const recent = await json<{ saved: SavedMeal[] }>(await get(a.cookie, "/api/meals/recent"));
    expect(recent.saved.map((m) => [m.id, m.name, m.protein])).toEqual([[saved.id, "My breakfast", 27.9]]);
    const exported = await json<{ savedMeals: { name: string; foods: unknown[] }[] }>(
      await get(a.cookie, "/api/account/export"),
    );
    expect(exported.savedMeals).toEqual([expect.objectContaining({ name: "My breakfast", foods: BREAKFAST.foods })]);

    const logged = await post(
      a.cookie,
      `/api/saved-meals/${saved.id}/log`,
      { mealType: "breakfast" },
      "log-saved-0001",
    );
    expect(logged.status).toBe(201);
    // The session; the saved meal from the user's object; its USDA foods with all their values
    // per 100 g from D1; the write in the object.
    expect([Number(logged.headers.get("X-D1-Round-Trips")), Number(logged.headers.get("X-Object-Calls"))]).toEqual([
      2, 2,
    ]);
    const meal = await json<Meal>(logged);
    expect(meal).toMatchObject({ title: "My breakfast", mealType: "breakfast", totalProtein: 27.9 });
    expect(meal.foodItems.map((f) => [f.foodId, f.grams, f.proteinContent])).toEqual([
      ["01123", 100, 12.6],
      ["01256", 150, 15.3],
    ]);
    expect(meal.foodItems[0]?.kcal).toBeGreaterThan(0);
    // A retry with the key is the same meal.
    const again = await post(a.cookie, `/api/saved-meals/${saved.id}/log`, { mealType: "breakfast" }, "log-saved-0001");
    expect(again.status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });

  it("logs on an earlier day when asked, never after today", async () => {
    const a = await signUp();
    const saved = await json<SavedMeal>(await post(a.cookie, "/api/saved-meals", BREAKFAST));
    const today = new Date().toISOString().slice(0, 10);
    const earlier = await post(a.cookie, `/api/saved-meals/${saved.id}/log`, { mealType: "lunch", date: "2026-11-01" });
    expect(earlier.status).toBe(201);
    expect(await json<Meal>(earlier)).toMatchObject({ localDate: "2026-11-01", mealType: "lunch" });
    const later = await post(a.cookie, `/api/saved-meals/${saved.id}/log`, { mealType: "lunch", date: "2099-01-01" });
    expect(later.status).toBe(400);
    expect((await json<{ message: string }>(later)).message).toBe(
      "This meal cannot be logged there: the date 2099-01-01 is after today.",
    );
    expect(today.length).toBe(10);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });

  it("takes one's own foods, renames and re-weighs with PUT, and deletes", async () => {
    const a = await signUp();
    const own = await json<{ id: string }>(
      await post(a.cookie, "/api/foods/custom", { name: "Protein bar", basis: "100g", protein: 33.3 }),
    );
    const saved = await json<SavedMeal>(
      await post(a.cookie, "/api/saved-meals", { name: "Snack", foods: [{ customFoodId: own.id, grams: 60 }] }),
    );
    expect(saved).toMatchObject({ protein: 20 });
    const put = await call(`/api/saved-meals/${saved.id}`, {
      method: "PUT",
      json: { name: "Big snack", foods: [{ customFoodId: own.id, grams: 120 }] },
      headers: { Cookie: a.cookie },
    });
    expect(put.status).toBe(200);
    expect(await json<SavedMeal>(put)).toMatchObject({ name: "Big snack", protein: 40 });
    const del = await call(`/api/saved-meals/${saved.id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(del.status).toBe(200);
    expect((await ownData(a.id)).savedMeals.length).toBe(0);
  });

  it("refuses bad input with a clear 400 and unknown foods with a 404, storing nothing", async () => {
    const a = await signUp();
    for (const body of [
      { name: "", foods: BREAKFAST.foods },
      { name: "x", foods: [] },
      { name: "x", foods: [{ ndb: "1123", grams: 100 }] },
      { name: "x", foods: [{ ndb: "01123", grams: 0 }] },
      { name: "x", foods: [{ ndb: "01123", customFoodId: "x", grams: 10 }] },
    ]) {
      const res = await post(a.cookie, "/api/saved-meals", body);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message.length).toBeGreaterThan(5);
    }
    const unknown = await post(a.cookie, "/api/saved-meals", { name: "x", foods: [{ ndb: "99999", grams: 10 }] });
    expect(unknown.status).toBe(404);
    expect((await json<{ message: string }>(unknown)).message).toBe("No food has the id 99999.");
    expect((await ownData(a.id)).savedMeals.length).toBe(0);
  });

  it("keeps each user's saved meals and own foods to them", async () => {
    const a = await signUp();
    const b = await signUp();
    const own = await json<{ id: string }>(
      await post(a.cookie, "/api/foods/custom", { name: "Ada's bar", basis: "100g", protein: 30 }),
    );
    const saved = await json<SavedMeal>(await post(a.cookie, "/api/saved-meals", BREAKFAST));
    expect((await post(b.cookie, `/api/saved-meals/${saved.id}/log`, { mealType: "lunch" })).status).toBe(404);
    expect(
      (await call(`/api/saved-meals/${saved.id}`, { method: "DELETE", headers: { Cookie: b.cookie } })).status,
    ).toBe(404);
    const put = await call(`/api/saved-meals/${saved.id}`, {
      method: "PUT",
      json: BREAKFAST,
      headers: { Cookie: b.cookie },
    });
    expect(put.status).toBe(404);
    // Another user's own food is no food of b's.
    const foreign = await post(b.cookie, "/api/saved-meals", {
      name: "x",
      foods: [{ customFoodId: own.id, grams: 50 }],
    });
    expect(foreign.status).toBe(404);
    expect((await json<{ savedMeals: SavedMeal[] }>(await get(b.cookie, "/api/saved-meals"))).savedMeals).toEqual([]);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_MEALS} per account, even when saves arrive at once`, async () => {
    const a = await signUp();
    // The account already keeps all but two, as if they had moved in from D1 (ADR 067).
    const at = new Date();
    const savedMeals = Array.from({ length: MAX_SAVED_MEALS - 2 }, (_, i) => ({
      id: `seed-${a.id}-${i}`,
      name: `Meal ${i}`,
      foods: BREAKFAST.foods,
      createdAt: at,
      updatedAt: at,
    }));
    await userData(env, a.id).copyOwnFoods({ customFoods: [], savedMeals });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(a.cookie, "/api/saved-meals", BREAKFAST)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await ownData(a.id)).savedMeals.length).toBe(MAX_SAVED_MEALS);
  });

  it("refuses to log a saved meal whose own food was deleted since, and lists it as missing that food", async () => {
    const a = await signUp();
    const own = await json<{ id: string }>(
      await post(a.cookie, "/api/foods/custom", { name: "Gone bar", basis: "100g", protein: 30 }),
    );
    const saved = await json<SavedMeal>(
      await post(a.cookie, "/api/saved-meals", {
        name: "Mix",
        foods: [...BREAKFAST.foods, { customFoodId: own.id, grams: 50 }],
      }),
    );
    const gone = await call(`/api/foods/custom/${own.id.replace(/^custom:/, "")}`, {
      method: "DELETE",
      headers: { Cookie: a.cookie },
    });
    expect(gone.ok).toBe(true);
    const [listed] = (
      await json<{ savedMeals: (SavedMeal & { missingFoods: number })[] }>(await get(a.cookie, "/api/saved-meals"))
    ).savedMeals;
    expect(listed).toMatchObject({ protein: 27.9, missingFoods: 1 });
    // Not offered in one tap until it is edited.
    expect((await json<{ saved: SavedMeal[] }>(await get(a.cookie, "/api/meals/recent"))).saved).toEqual([]);
    const res = await post(a.cookie, `/api/saved-meals/${saved.id}/log`, { mealType: "lunch" });
    expect(res.status).toBe(409);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });
});
