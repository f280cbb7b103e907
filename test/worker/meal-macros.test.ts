import { describe, expect, it } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { countOwnMealRows, signUp } from "./accounts";
import { call } from "./client";
import { get, json, logMeal } from "./meals-helpers";

const QUICK_ADD = { title: "Burrito bowl", totalProtein: "32", calories: "650 kcal", carbs: "70g", fat: 18.46 };

describe("quick add with macros (POST /api/meals/manual)", () => {
  it("stores calories, carbs and fat on the meal and returns them wherever the meal is read", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, QUICK_ADD);
    expect(res.status).toBe(201);
    const meal = await json<Meal>(res);
    expect(meal).toMatchObject({ totalProtein: 32, calories: 650, carbs: 70, fat: 18.5 });

    const [listed] = await json<Meal[]>(await get(a.cookie, "/api/meals"));
    expect(listed).toMatchObject({ id: meal.id, calories: 650, carbs: 70, fat: 18.5 });
    const dashboard = await json<{ recentMeals: Meal[] }>(await get(a.cookie, "/api/dashboard"));
    expect(dashboard.recentMeals[0]).toMatchObject({ calories: 650, carbs: 70, fat: 18.5 });
    const csv = await (await get(a.cookie, "/api/meals/export.csv")).text();
    expect(csv.split("\r\n")[1]).toMatch(/,Burrito bowl,32,,manual,650,70,18\.5$/);
    const exported = await json<{ meals: Meal[] }>(await get(a.cookie, "/api/account/export"));
    expect(exported.meals[0]).toMatchObject({ calories: 650, carbs: 70, fat: 18.5 });
  });

  it("keeps them through a re-log, a copy and an Undo of a deletion", async () => {
    const a = await signUp();
    const meal = await json<Meal>(await logMeal(a.cookie, QUICK_ADD));
    const again = await json<Meal>(
      await call("/api/meals/relog", { json: { mealId: meal.id }, headers: { Cookie: a.cookie } }),
    );
    expect(again).toMatchObject({ calories: 650, carbs: 70, fat: 18.5 });
    await call(`/api/meals/${meal.id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    const restored = await call("/api/meals/restore", { json: { mealId: meal.id }, headers: { Cookie: a.cookie } });
    expect(restored.status).toBe(200);
    const [row] = await json<Meal[]>(await get(a.cookie, `/api/meals?q=Burrito&limit=5`));
    expect(row).toMatchObject({ calories: 650, carbs: 70, fat: 18.5 });
  });

  it("leaves them null when not given, and refuses a bad one with a 400 naming it, storing nothing", async () => {
    const a = await signUp();
    const plain = await json<Meal>(await logMeal(a.cookie, { title: "Eggs", totalProtein: "12", calories: "" }));
    expect(plain).toMatchObject({ calories: null, carbs: null, fat: null });
    for (const [field, value] of [
      ["fat", "much"],
      ["carbs", -5],
      ["calories", "20001"],
    ] as const) {
      const res = await logMeal(a.cookie, { title: "Bad", totalProtein: "10", [field]: value });
      expect(res.status).toBe(400);
      const body = await json<{ message: string; issues: { path: string }[] }>(res);
      expect(body.issues[0]?.path).toBe(field);
      expect(body.message).toMatch(/^Please enter (fat|carbs|calories) as a number from 0 to /);
    }
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });
});
