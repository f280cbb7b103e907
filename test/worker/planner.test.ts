import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLANNER_MEALS } from "../../domain/planner/catalog";
import type { PlannerMeal } from "../../domain/planner/meal";
import { plannerCacheKey } from "../../worker/features/planner/routes";
import { call } from "./client";
import { json } from "./meals-helpers";

const meals = async (query = "") => {
  const res = await call(`/api/planner/meals${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return json<PlannerMeal[]>(res);
};

describe("GET /api/planner/meals", () => {
  it("serves one goal and meal type, signed out too (guests plan as well)", async () => {
    const list = await meals("?healthGoal=build_muscle&mealType=dinner");
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((m) => m.healthGoal === "build_muscle" && m.mealType === "dinner")).toBe(true);
    expect(list).toEqual(PLANNER_MEALS.filter((m) => m.healthGoal === "build_muscle" && m.mealType === "dinner"));
    expect(list[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      instructions: expect.any(String),
      proteinGrams: expect.any(Number),
      calories: expect.any(Number),
    });
    expect(list[0]?.ingredients[0]).toMatchObject({ foodId: expect.any(String), grams: expect.any(Number) });
  });

  it("filters by one of the two, or serves every meal without a filter", async () => {
    expect(await meals()).toHaveLength(PLANNER_MEALS.length);
    const snacks = await meals("?mealType=snack");
    expect(snacks.length).toBe(PLANNER_MEALS.filter((m) => m.mealType === "snack").length);
    const lose = await meals("?healthGoal=lose_fat");
    expect(lose.every((m) => m.healthGoal === "lose_fat")).toBe(true);
    expect(lose.length).toBe(PLANNER_MEALS.filter((m) => m.healthGoal === "lose_fat").length);
  });

  it("keeps each answer in KV under a key that carries the data's version, and serves it from there", async () => {
    const key = await plannerCacheKey("maintain", "snack");
    expect(key).toMatch(/^planner:meals:[a-z0-9]+:maintain:snack$/);
    await env.CACHE.delete(key);
    const fresh = await meals("?healthGoal=maintain&mealType=snack");
    const stored = await env.CACHE.get(key);
    expect(stored && JSON.parse(stored)).toEqual(fresh);
    // What KV holds is what is served, so a second read never rebuilds the list.
    await env.CACHE.put(key, JSON.stringify([fresh[0]]));
    expect(await meals("?healthGoal=maintain&mealType=snack")).toEqual([fresh[0]]);
    await env.CACHE.delete(key);
  });

  it.each([
    ["healthGoal=bulk", "Health goal must be lose_fat, maintain or build_muscle."],
    ["mealType=brunch", "Meal type must be breakfast, lunch, dinner or snack."],
    ["healthGoal=&mealType=lunch", "Health goal must be lose_fat, maintain or build_muscle."],
  ])("rejects %s with a 400 and caches nothing", async (query, message) => {
    const res = await call(`/api/planner/meals?${query}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, code: "INVALID_INPUT" });
    expect((await env.CACHE.list({ prefix: "planner:meals:" })).keys.every((k) => !k.name.includes("bulk"))).toBe(true);
  });
});
