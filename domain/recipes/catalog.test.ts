import { describe, expect, it } from "vitest";
import { MEAL_TYPES } from "../meals/guest-meal";
import { foodById } from "../nutrition/table";
import { RECIPES } from "./catalog";
import { BREAKFAST_RECIPES } from "./data/breakfast";
import { DINNER_RECIPES } from "./data/dinner";
import { LUNCH_RECIPES } from "./data/lunch";
import { SNACK_RECIPES } from "./data/snack";
import { DIFFICULTIES } from "./recipe";

const DRAFTS = [...BREAKFAST_RECIPES, ...LUNCH_RECIPES, ...DINNER_RECIPES, ...SNACK_RECIPES];

describe("meal-prep recipes", () => {
  it("has at least 24 recipes with unique kebab-case ids and names", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(24);
    const ids = RECIPES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(RECIPES.map((r) => r.name)).size).toBe(RECIPES.length);
  });

  it("spreads over every meal type and difficulty", () => {
    for (const mealType of MEAL_TYPES) {
      const own = RECIPES.filter((r) => r.mealType === mealType);
      expect(own.length, mealType).toBeGreaterThanOrEqual(5);
      expect(new Set(own.map((r) => r.difficulty)).size, mealType).toBeGreaterThanOrEqual(2);
    }
    for (const difficulty of DIFFICULTIES) {
      expect(RECIPES.filter((r) => r.difficulty === difficulty).length, difficulty).toBeGreaterThanOrEqual(4);
    }
  });

  it("has a description, tags, ingredients, instructions and sensible times and servings", () => {
    for (const r of RECIPES) {
      expect(r.description.length, r.id).toBeGreaterThan(40);
      expect(r.tags.length, r.id).toBeGreaterThanOrEqual(2);
      expect(r.ingredients.length, r.id).toBeGreaterThanOrEqual(4);
      expect(r.instructions.length, r.id).toBeGreaterThanOrEqual(3);
      for (const step of r.instructions) expect(step, r.id).not.toMatch(/^\d/);
      expect(r.servings, r.id).toBeGreaterThanOrEqual(4);
      expect(r.prepTimeMinutes, r.id).toBeGreaterThan(0);
      expect(r.cookTimeMinutes, r.id).toBeGreaterThanOrEqual(0);
    }
  });

  it("weighs every counted ingredient with a food of the table and shows that weight", () => {
    for (const draft of DRAFTS) {
      for (const i of draft.ingredients) {
        if (i.foodId === null) {
          // Seasonings are small amounts of spices, herbs or salt, counted as nothing.
          expect(i.amount, `${draft.id}: ${i.item}`).toMatch(/tsp|tbsp|¼ cup|leaves/);
          continue;
        }
        expect(foodById(i.foodId), `${draft.id}: ${i.foodId}`).toBeDefined();
        expect(i.grams, `${draft.id}: ${i.foodId}`).toBeGreaterThan(0);
        const label = `${i.amount} ${i.item}`;
        expect(
          label.includes(`${i.grams} g`) || label.startsWith(`${i.grams / 1000} kg`),
          `${draft.id}: ${label}`,
        ).toBe(true);
      }
    }
  });

  it("states protein per ingredient and serving and the batch's calories as the table computes them", () => {
    for (const draft of DRAFTS) {
      const recipe = RECIPES.find((r) => r.id === draft.id);
      if (!recipe) throw new Error(draft.id);
      let protein = 0;
      let kcal = 0;
      draft.ingredients.forEach((i, index) => {
        const entry = i.foodId ? foodById(i.foodId) : undefined;
        const p = entry ? (entry.proteinPer100g * i.grams) / 100 : 0;
        protein += p;
        kcal += entry ? (entry.kcalPer100g * i.grams) / 100 : 0;
        expect(Math.abs((recipe.ingredients[index]?.protein ?? Number.NaN) - p), draft.id).toBeLessThanOrEqual(0.05);
      });
      expect(Math.abs(recipe.proteinPerServing - protein / recipe.servings), recipe.id).toBeLessThanOrEqual(0.05);
      expect(Math.abs(recipe.totalCalories - kcal), recipe.id).toBeLessThanOrEqual(0.5);
    }
  });

  it("gives every main-meal serving at least 20 g of protein and every snack at least 10 g", () => {
    for (const r of RECIPES) {
      expect(r.proteinPerServing, r.id).toBeGreaterThanOrEqual(r.mealType === "snack" ? 10 : 20);
    }
  });
});
