import { beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { signUp } from "./accounts";
import { call } from "./client";
import { seedFoods } from "./foods-seed";
import { get, json, logMeal } from "./meals-helpers";

beforeAll(seedFoods, 120_000);

const swap = (cookie: string, mealId: string, foodItems: Record<string, unknown>[]) =>
  call(`/api/meals/${mealId}/food-items`, { method: "PUT", json: { foodItems }, headers: { Cookie: cookie } });

const meal = {
  title: "Eggs and yogurt",
  totalProtein: "27.6",
  source: "describe",
  foodItems: [
    { name: "Egg", grams: 100, portionSize: "2 large", proteinContent: 12.6, confidence: 0.7 },
    { name: "Greek yogurt", grams: 150, portionSize: "150 g", proteinContent: 15, confidence: 0.95 },
  ],
};

describe("PUT /api/meals/{mealId}/food-items with a food picked from the USDA table", () => {
  it("takes the name and protein from the table for the grams sent, and recomputes the total", async () => {
    const a = await signUp();
    const logged = await json<Meal>(await logMeal(a.cookie, meal));
    const egg = logged.foodItems[0];
    // The name and a protein sent by the client are not trusted: the table decides.
    const res = await swap(a.cookie, logged.id, [
      {
        id: egg?.id,
        name: "whatever the client says",
        foodId: "01123",
        grams: 150,
        portionSize: "3 × 1 large (150 g)",
      },
    ]);
    expect(res.status).toBe(200);
    const updated = await json<Meal>(res);
    expect(updated.foodItems[0]).toMatchObject({
      name: "Egg, whole, raw, fresh",
      originalName: "Egg",
      foodId: "01123",
      grams: 150,
      portionSize: "3 × 1 large (150 g)",
      proteinContent: 18.8, // 12.56 g per 100 g (SR28) × 1.5
      source: "table",
    });
    expect(updated.totalProtein).toBe(33.8);
    // The picked table food comes with its kcal, fat and carbs in the session's batch; the edit,
    // worked out from the foods as stored, and its write are one call to the user's object.
    expect(Number(res.headers.get("X-D1-Round-Trips"))).toBe(1);
    expect(Number(res.headers.get("X-Object-Calls"))).toBe(1);
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 33.8 });
  });

  it("answers 404 for a food id the table lacks and changes nothing", async () => {
    const a = await signUp();
    const logged = await json<Meal>(await logMeal(a.cookie, meal));
    const res = await swap(a.cookie, logged.id, [{ id: logged.foodItems[0]?.id, name: "Egg", foodId: "99999" }]);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: "No food has the id 99999." });
    const [after] = await json<Meal[]>(await get(a.cookie, "/api/meals"));
    expect(after?.foodItems[0]).toMatchObject({ name: "Egg", proteinContent: 12.6 });
  });

  it("refuses a food id that is neither an NDB number nor one's own food with 400", async () => {
    const a = await signUp();
    const logged = await json<Meal>(await logMeal(a.cookie, meal));
    const res = await swap(a.cookie, logged.id, [{ id: logged.foodItems[0]?.id, name: "Egg", foodId: "egg" }]);
    expect(res.status).toBe(400);
    const scanned = await swap(a.cookie, logged.id, [
      { id: logged.foodItems[0]?.id, name: "Egg", foodId: "off:3017620422003" },
    ]);
    expect(scanned.status).toBe(400);
  });

  it("swaps to one of the user's own foods, from its stored numbers, but never to another user's", async () => {
    const a = await signUp();
    const other = await signUp();
    const created = await call("/api/foods/custom", {
      json: { name: "Gran's lentil bake", brand: "Home", basis: "100g", protein: 9 },
      headers: { Cookie: a.cookie },
    });
    expect(created.status).toBe(201);
    const own = await json<{ id: string }>(created);
    const logged = await json<Meal>(await logMeal(a.cookie, meal));
    const egg = logged.foodItems[0];
    // Another user cannot use the food's id, and their attempt changes nothing.
    const theirs = await json<Meal>(await logMeal(other.cookie, meal));
    const refused = await swap(other.cookie, theirs.id, [{ id: theirs.foodItems[0]?.id, name: "x", foodId: own.id }]);
    expect(refused.status).toBe(404);
    const res = await swap(a.cookie, logged.id, [{ id: egg?.id, name: "anything", foodId: own.id, grams: 250 }]);
    expect(res.status).toBe(200);
    const updated = await json<Meal>(res);
    expect(updated.foodItems[0]).toMatchObject({
      name: "Gran's lentil bake (Home)",
      foodId: own.id,
      grams: 250,
      proteinContent: 22.5, // 9 g per 100 g, as entered, × 2.5
      source: "table",
    });
    expect(updated.totalProtein).toBe(37.5);
    // Picked table foods come in the session's batch (none here); the own food it is swapped to,
    // the edit and its write are one call to the user's object.
    expect(Number(res.headers.get("X-D1-Round-Trips"))).toBe(1);
    expect(Number(res.headers.get("X-Object-Calls"))).toBe(1);
  });

  it("cannot swap a food of another user's meal", async () => {
    const owner = await signUp();
    const other = await signUp();
    const logged = await json<Meal>(await logMeal(owner.cookie, meal));
    const res = await swap(other.cookie, logged.id, [{ id: logged.foodItems[0]?.id, name: "Egg", foodId: "01123" }]);
    expect(res.status).toBe(404);
  });

  it("keeps the total the sum of the foods when two edits of one meal's foods arrive at once", async () => {
    const a = await signUp();
    const logged = await json<Meal>(await logMeal(a.cookie, meal));
    const [egg, yogurt] = logged.foodItems;
    // Each edit is worked out from the meal as its request read it; the total is summed in the write.
    const answers = await Promise.all([
      swap(a.cookie, logged.id, [{ id: egg?.id, name: "Egg", foodId: "01123", grams: 150 }]),
      swap(a.cookie, logged.id, [{ id: yogurt?.id, name: "Greek yogurt", grams: 300 }]),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const meals = await json<Meal[]>(await get(a.cookie, "/api/meals?limit=5"));
    const after = meals.find((m) => m.id === logged.id);
    if (!after) throw new Error("the meal is gone");
    // The egg from the table for 150 g, the yogurt re-weighed to 300 g: both kept, and counted.
    expect(after.foodItems.map((f) => f.proteinContent)).toEqual([18.8, 30.6]);
    expect(after.totalProtein).toBe(49.4);
  });
});
