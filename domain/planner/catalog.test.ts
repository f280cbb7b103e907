import { describe, expect, it } from "vitest";
import { HEALTH_GOALS, type HealthGoal } from "../goals/formula";
import { MEAL_TYPES, type MealType } from "../meals/guest-meal";
import { foodById } from "../nutrition/table";
import { PLANNER_MEALS, plannerMeals } from "./catalog";
import { ing } from "./meal";

const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

describe("built-in suggestion meals", () => {
  it("has at least 96 meals with unique kebab-case ids and at least 8 per goal and meal type", () => {
    expect(PLANNER_MEALS.length).toBeGreaterThanOrEqual(96);
    const ids = PLANNER_MEALS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const healthGoal of HEALTH_GOALS) {
      for (const mealType of MEAL_TYPES) {
        expect(plannerMeals({ healthGoal, mealType }).length, `${healthGoal} ${mealType}`).toBeGreaterThanOrEqual(8);
      }
    }
    expect(new Set(PLANNER_MEALS.map((m) => m.name)).size).toBe(PLANNER_MEALS.length);
  });

  it("names only foods of the nutrition table, with positive weights and readable text", () => {
    for (const meal of PLANNER_MEALS) {
      expect(meal.ingredients.length, meal.id).toBeGreaterThanOrEqual(1);
      expect(meal.instructions.length, meal.id).toBeGreaterThan(30);
      for (const i of meal.ingredients) {
        expect(foodById(i.foodId), `${meal.id}: ${i.foodId}`).toBeDefined();
        expect(i.grams, `${meal.id}: ${i.foodId}`).toBeGreaterThan(0);
        // The weight is always shown, so the text never disagrees with the numbers.
        expect(i.text, meal.id).toContain(`${i.grams} g`);
      }
    }
  });

  it("states protein and calories equal to the table's sum for the ingredients, within rounding", () => {
    for (const meal of PLANNER_MEALS) {
      let protein = 0;
      let kcal = 0;
      for (const i of meal.ingredients) {
        const food = foodById(i.foodId);
        if (!food) throw new Error(i.foodId);
        protein += food.proteinPer100g * (i.grams / 100);
        kcal += food.kcalPer100g * (i.grams / 100);
      }
      expect(Math.abs(meal.proteinGrams - protein), meal.id).toBeLessThanOrEqual(0.5);
      expect(Math.abs(meal.calories - kcal), meal.id).toBeLessThanOrEqual(0.5);
      expect(Number.isInteger(meal.proteinGrams) && Number.isInteger(meal.calories)).toBe(true);
    }
  });

  it("fits each goal: lean and lighter for fat loss, most protein for muscle, balanced for maintenance", () => {
    const of = (healthGoal: HealthGoal, mealType: MealType) => plannerMeals({ healthGoal, mealType });
    for (const mealType of MEAL_TYPES) {
      const lose = of("lose_fat", mealType);
      const keep = of("maintain", mealType);
      const build = of("build_muscle", mealType);
      expect(average(lose.map((m) => m.calories))).toBeLessThan(average(keep.map((m) => m.calories)));
      expect(average(keep.map((m) => m.calories))).toBeLessThan(average(build.map((m) => m.calories)));
      expect(average(keep.map((m) => m.proteinGrams))).toBeLessThan(average(build.map((m) => m.proteinGrams)));
      // Fat loss: at least 30 % of the energy from protein, and modest portions.
      for (const m of lose) {
        expect((m.proteinGrams * 4) / m.calories, m.id).toBeGreaterThanOrEqual(0.3);
        expect(m.calories, m.id).toBeLessThanOrEqual(mealType === "snack" ? 200 : 460);
      }
      for (const m of build) expect(m.proteinGrams, m.id).toBeGreaterThanOrEqual(mealType === "snack" ? 25 : 40);
      for (const m of keep) expect(m.proteinGrams, m.id).toBeGreaterThanOrEqual(mealType === "snack" ? 10 : 25);
    }
  });

  it("filters by goal and meal type, and lists everything without a filter", () => {
    expect(plannerMeals()).toHaveLength(PLANNER_MEALS.length);
    const snacks = plannerMeals({ mealType: "snack" });
    expect(snacks.every((m) => m.mealType === "snack")).toBe(true);
    expect(snacks).toHaveLength(plannerMeals({ mealType: "snack", healthGoal: "maintain" }).length * 3);
  });
});

describe("ingredient text", () => {
  it("keeps a counted label and adds the weight, else puts the weight first", () => {
    expect(ing("egg-whole", 100, "2 large eggs").text).toBe("2 large eggs (100 g)");
    expect(ing("egg-white", 33, "½ cup egg whites").text).toBe("½ cup egg whites (33 g)");
    expect(ing("feta", 28, "crumbled feta").text).toBe("28 g crumbled feta");
  });
});
