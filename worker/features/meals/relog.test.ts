import { describe, expect, it } from "vitest";
import { MEAL_TYPES } from "../../../domain/meals/guest-meal";
import { relogChoices } from "../../../domain/meals/relog";
import { toMeal } from "../../lib/meals/serialize";
import type { FoodItemRow, MealRow, MealWithFoods } from "../../user-data/object";
import { relogChoicesOf } from "./relog";

/**
 * A re-log window as the user's object gives it: 60 meals newest first (repeated titles,
 * untitled meals named by their foods, a photo waiting for analysis, a guest photo), each with
 * its foods in position order.
 */
function window(): MealWithFoods[] {
  const titles = ["Oats", "oats ", null, "Chicken and rice", "Tuna salad", null, "Steak"];
  const foodNames = ["Egg", "Greek yogurt", "Chicken breast", "Rice", " egg", "Tuna"];
  const rows: MealRow[] = [];
  const items: FoodItemRow[] = [];
  for (let i = 0; i < 60; i++) {
    const at = new Date(Date.UTC(2026, 10, 23, 20) - i * 7 * 3_600_000);
    const id = `meal-${i}`;
    rows.push({
      id,
      mealType: MEAL_TYPES[i % 4] ?? "lunch",
      title: titles[i % titles.length] ?? null,
      totalProtein: [30, 30, 12.5, 40][i % 4] ?? 30,
      imageUrl: i % 9 === 0 ? `/api/objects/photo-${i}` : null,
      source: i % 9 === 0 ? "photo" : i % 13 === 0 ? "guest" : "manual",
      clientId: i % 5 === 0 ? `client-${i}` : null,
      awaitingAnalysis: i === 4,
      localDate: at.toISOString().slice(0, 10),
      createdAt: at,
      updatedAt: new Date(at.getTime() + 1000),
      calories: null,
      carbsG: null,
      fatG: null,
    });
    for (let n = 0; n < i % 4; n++) {
      items.push({
        id: `food-${i}-${n}`,
        mealId: id,
        name: foodNames[(i + n) % foodNames.length] ?? "Egg",
        originalName: null,
        proteinContent: [6, 10, 31][(i + n) % 3] ?? 6,
        grams: n === 1 ? 100 : null,
        portionSize: n === 0 ? "1 large" : null,
        confidence: 0.9,
        source: "table",
        foodId: null,
        kcal: 70,
        fatG: 5,
        carbsG: null,
        position: n,
      });
    }
  }
  return rows.map((meal) => ({ meal, foods: items.filter((f) => f.mealId === meal.id) }));
}

describe("the re-log lists built from the window's rows", () => {
  it("answer byte for byte what turning every row into a meal first gave", () => {
    const stored = window();
    for (const yesterday of ["2026-11-22", "2026-11-21", "2026-10-01"]) {
      const before = relogChoices(
        stored.map((m) => toMeal("u1", m)),
        yesterday,
      );
      const now = relogChoicesOf("u1", stored, yesterday);
      expect(JSON.stringify(now)).toBe(JSON.stringify(before));
      expect(now.frequentFoods.length).toBeGreaterThan(0);
      expect(now.frequentMeals.length).toBeGreaterThan(0);
    }
  });

  it("give empty lists for an empty window", () => {
    expect(relogChoicesOf("u1", [], "2026-11-22")).toEqual({
      recent: [],
      frequentMeals: [],
      frequentFoods: [],
      yesterday: [],
    });
  });
});
