import { describe, expect, it } from "vitest";
import { PLANNER_MEALS } from "./catalog";
import { MAX_SUGGESTIONS, plannerOptions, type RankableMeal, remainingProtein } from "./suggestions";

let next = 0;
const meal = (proteinGrams: number, extra: Partial<RankableMeal> = {}): RankableMeal => {
  next += 1;
  return {
    id: `m${next}`,
    name: `Meal ${String(next).padStart(2, "0")}`,
    proteinGrams,
    healthGoal: "maintain",
    mealType: "lunch",
    ...extra,
  };
};
const lunch = { healthGoal: "maintain", mealType: "lunch" } as const;
const proteins = (meals: RankableMeal[]) => meals.map((m) => m.proteinGrams);

describe("remainingProtein", () => {
  it("is the goal minus what was eaten, to one decimal", () => {
    expect(remainingProtein(62.5, 100)).toBe(37.5);
    expect(remainingProtein(0, 150)).toBe(150);
    expect(remainingProtein(33.33, 100)).toBe(66.7);
  });

  it("is 0 exactly at the goal and beyond it, never negative", () => {
    expect(remainingProtein(100, 100)).toBe(0);
    expect(remainingProtein(99.96, 100)).toBe(0);
    expect(remainingProtein(99.9, 100)).toBe(0.1);
    expect(remainingProtein(140, 100)).toBe(0);
  });
});

describe("plannerOptions ranking", () => {
  it("sorts by closeness of protein to the remaining grams", () => {
    const meals = [meal(10), meal(50), meal(28), meal(35), meal(20), meal(31)];
    const { suggestions } = plannerOptions(meals, { ...lunch, remaining: 30 });
    expect(proteins(suggestions)).toEqual([31, 28, 35, 20, 50]);
  });

  it("breaks a tie in closeness toward the meal with more protein, then catalogue order", () => {
    const a = meal(25);
    const b = meal(35);
    const c = meal(35);
    const { suggestions } = plannerOptions([a, b, c], { ...lunch, remaining: 30 });
    expect(suggestions.map((m) => m.id)).toEqual([b.id, c.id, a.id]);
  });

  it("ranks by protein, highest first, when the goal is met (remaining 0)", () => {
    const meals = [meal(10), meal(50), meal(28), meal(35), meal(20), meal(31)];
    const { suggestions } = plannerOptions(meals, { ...lunch, remaining: 0 });
    expect(proteins(suggestions)).toEqual([50, 35, 31, 28, 20]);
  });

  it("still ranks by closeness with a tenth of a gram left", () => {
    const meals = [meal(50), meal(2), meal(30)];
    expect(proteins(plannerOptions(meals, { ...lunch, remaining: 0.1 }).suggestions)).toEqual([2, 30, 50]);
  });
});

describe("plannerOptions groups and exclusion", () => {
  it("offers at most five suggestions and lists every other meal once, by name", () => {
    const meals = [meal(40, { name: "Zucchini bake" }), ...Array.from({ length: 6 }, (_, i) => meal(30 + i))];
    const { suggestions, others } = plannerOptions(meals, { ...lunch, remaining: 31 });
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(others).toHaveLength(2);
    const listed = [...suggestions, ...others].map((m) => m.id);
    expect(new Set(listed).size).toBe(meals.length);
    for (const m of others) expect(suggestions.map((s) => s.id)).not.toContain(m.id);
    expect(others.map((m) => m.name)).toEqual([...others.map((m) => m.name)].sort());
  });

  it("with exactly five meals shows them all as suggestions and leaves the other group empty", () => {
    const meals = Array.from({ length: 5 }, (_, i) => meal(10 * (i + 1)));
    const { suggestions, others } = plannerOptions(meals, { ...lunch, remaining: 40 });
    expect(suggestions).toHaveLength(5);
    expect(others).toEqual([]);
  });

  it("with fewer than five meals suggests all of them", () => {
    const meals = [meal(10), meal(20)];
    expect(plannerOptions(meals, { ...lunch, remaining: 40 }).suggestions).toHaveLength(2);
    expect(plannerOptions([], { ...lunch, remaining: 40 })).toEqual({ suggestions: [], others: [] });
  });

  it("never offers a meal of another goal or meal type, even a perfect match", () => {
    const other = meal(30, { healthGoal: "build_muscle" });
    const dinner = meal(30, { mealType: "dinner" });
    const own = meal(12);
    const { suggestions, others } = plannerOptions([other, dinner, own], { ...lunch, remaining: 30 });
    expect(suggestions.map((m) => m.id)).toEqual([own.id]);
    expect(others).toEqual([]);
  });

  it("works on the real catalogue: five suggestions and the rest of the goal's meals", () => {
    const { suggestions, others } = plannerOptions(PLANNER_MEALS, {
      healthGoal: "build_muscle",
      mealType: "dinner",
      remaining: 60,
    });
    expect(suggestions).toHaveLength(5);
    expect(suggestions.length + others.length).toBe(
      PLANNER_MEALS.filter((m) => m.healthGoal === "build_muscle" && m.mealType === "dinner").length,
    );
    const gaps = suggestions.map((m) => Math.abs(m.proteinGrams - 60));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    for (const m of others) expect(Math.abs(m.proteinGrams - 60)).toBeGreaterThanOrEqual(gaps.at(-1) ?? 0);
  });
});
