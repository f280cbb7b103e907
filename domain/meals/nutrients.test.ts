import { describe, expect, it } from "vitest";
import { hasNutrients, mealNutrients, nutrientsOfItem } from "./nutrients";

describe("a meal's kcal, fat and carbs", () => {
  it("sums each value over the foods, kcal to the unit and fat and carbs to 0.1 g", () => {
    expect(
      mealNutrients({
        foodItems: [
          { kcal: 215, fat: 14.3, carbs: 1.1 },
          { kcal: 100.4, fat: 0.66, carbs: 6.15 },
        ],
      }),
    ).toEqual({ kcal: 315, fat: 15, carbs: 7.3 });
  });

  it("leaves out a value some food lacks, rather than show part of the meal as all of it", () => {
    expect(
      mealNutrients({
        foodItems: [
          { kcal: 215, fat: 14.3, carbs: 1.1 },
          { kcal: null, fat: null, carbs: 2 },
          { kcal: 50, fat: 1 },
        ],
      }),
    ).toEqual({ kcal: null, fat: null, carbs: null });
    expect(mealNutrients({ foodItems: [{ kcal: 10, fat: null, carbs: 2 }] })).toEqual({
      kcal: 10,
      fat: null,
      carbs: 2,
    });
  });

  it("takes a quick add's own values, typed for the meal, over its foods'", () => {
    expect(mealNutrients({ calories: 450, carbs: 30, fat: null, foodItems: [] })).toEqual({
      kcal: 450,
      fat: null,
      carbs: 30,
    });
    expect(mealNutrients({ calories: 450, foodItems: [{ kcal: 10, fat: 1, carbs: 2 }] }).kcal).toBe(450);
  });

  it("has nothing to show for a meal without foods or a guest's older food", () => {
    expect(hasNutrients(mealNutrients({ foodItems: [] }))).toBe(false);
    expect(hasNutrients(mealNutrients({ foodItems: [], calories: null, carbs: null, fat: null }))).toBe(false);
    expect(nutrientsOfItem({})).toEqual({ kcal: null, fat: null, carbs: null });
    expect(hasNutrients(nutrientsOfItem({ carbs: 0 }))).toBe(true);
  });
});
