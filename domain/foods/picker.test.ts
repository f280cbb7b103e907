import { describe, expect, it } from "vitest";
import { amountLabel, amountOf, gramsOf, nutrientsOf, pickFood, totalProteinOf } from "./picker";
import type { FoodDto } from "./schemas";

// USDA SR28 NDB 01123, egg, whole, raw, fresh: its real values and first portions.
const egg: FoodDto = {
  id: "01123",
  name: "Egg, whole, raw, fresh",
  brand: null,
  group: "Dairy and Egg Products",
  proteinPer100g: 12.56,
  kcalPer100g: 143,
  fatPer100g: 9.51,
  carbsPer100g: 0.72,
  fiberPer100g: 0,
  portions: [
    { label: "1 large", grams: 50 },
    { label: "1 extra large", grams: 56 },
  ],
  source: "USDA SR28, NDB 01123",
  barcode: null,
};

// A packaged food as the barcode lookup answers it; the test's own numbers.
const bar: FoodDto = {
  id: "off:3017620422003",
  name: "Bar",
  brand: "Test bakery",
  group: "Packaged food",
  proteinPer100g: 33.3,
  kcalPer100g: 380,
  fatPer100g: null,
  carbsPer100g: null,
  fiberPer100g: null,
  portions: [{ label: "1 bar", grams: 60 }],
  source: "Open Food Facts (ODbL)",
  barcode: "3017620422003",
};

describe("food picker maths", () => {
  it("weighs a count of a portion, or grams typed in", () => {
    expect(gramsOf(egg, { kind: "portion", index: 0, count: 2 })).toBe(100);
    expect(gramsOf(egg, { kind: "portion", index: 1, count: 1.5 })).toBe(84);
    expect(gramsOf(egg, { kind: "grams", grams: 75 })).toBe(75);
  });

  it.each([
    ["no such portion", { kind: "portion", index: 5, count: 1 } as const],
    ["zero of a portion", { kind: "portion", index: 0, count: 0 } as const],
    ["negative grams", { kind: "grams", grams: -10 } as const],
    ["not a number", { kind: "grams", grams: Number.NaN } as const],
    ["more than a meal food may weigh", { kind: "grams", grams: 5001 } as const],
  ])("refuses %s", (_label, amount) => {
    expect(gramsOf(egg, amount)).toBeNull();
    expect(pickFood(egg, amount)).toBeNull();
  });

  it("scales every value per 100 g to the amount", () => {
    expect(nutrientsOf(egg, 100)).toEqual({ protein: 12.6, kcal: 143, fat: 9.5, carbs: 0.7 });
    expect(nutrientsOf(egg, 50)).toEqual({ protein: 6.3, kcal: 72, fat: 4.8, carbs: 0.4 });
    expect(nutrientsOf({ ...egg, fatPer100g: null, carbsPer100g: null }, 50)).toMatchObject({ fat: null, carbs: null });
  });

  it("labels the amount as it is saved on the meal", () => {
    expect(amountLabel(egg, { kind: "portion", index: 0, count: 1 }, 50)).toBe("1 large (50 g)");
    expect(amountLabel(egg, { kind: "portion", index: 0, count: 2 }, 100)).toBe("2 large (100 g)");
    expect(amountLabel(egg, { kind: "grams", grams: 150 }, 150)).toBe("150 g");
  });

  it("turns a pick into a meal food with the NDB number as its id and the source kept", () => {
    expect(pickFood(egg, { kind: "portion", index: 0, count: 2 })).toEqual({
      name: "Egg, whole, raw, fresh",
      foodId: "01123",
      grams: 100,
      portionSize: "2 large (100 g)",
      proteinContent: 12.6,
      kcal: 143,
      fat: 9.5,
      carbs: 0.7,
      source: "USDA SR28, NDB 01123",
    });
  });

  it("picks a scanned food like a USDA one: its serving, its id, its brand in the meal's name", () => {
    expect(pickFood(bar, { kind: "portion", index: 0, count: 2 })).toEqual({
      name: "Bar (Test bakery)",
      foodId: "off:3017620422003",
      grams: 120,
      portionSize: "2 bars (120 g)",
      proteinContent: 40,
      kcal: 456,
      fat: null,
      carbs: null,
      source: "Open Food Facts (ODbL)",
    });
    expect(pickFood({ ...bar, brand: null }, { kind: "grams", grams: 45 })).toMatchObject({
      name: "Bar",
      proteinContent: 15,
    });
  });

  it("adds the picked foods' protein without binary drift", () => {
    expect(totalProteinOf([{ proteinContent: 0.1 }, { proteinContent: 0.2 }])).toBe(0.3);
    expect(totalProteinOf([])).toBe(0);
  });
});

describe("amountOf: where a meal's food opens in the picker", () => {
  const eggs = {
    portions: [
      { label: "1 large", grams: 50 },
      { label: "1 cup, chopped", grams: 136 },
    ],
  };
  it("finds the portion and count the food was logged with", () => {
    expect(amountOf(eggs, { portionSize: "2 large (100 g)", grams: 100 })).toEqual({
      kind: "portion",
      index: 0,
      count: 2,
    });
    expect(amountOf(eggs, { portionSize: "1 cup (136 g)", grams: 136 })).toEqual({
      kind: "portion",
      index: 1,
      count: 1,
    });
  });
  it("falls back to the grams, or 100 g when they are unknown", () => {
    expect(amountOf(eggs, { portionSize: "150 g", grams: 150 })).toEqual({ kind: "grams", grams: 150 });
    expect(amountOf(eggs, { portionSize: "2 × 1 large (100 g)", grams: 100 })).toEqual({ kind: "grams", grams: 100 });
    expect(amountOf(eggs, { portionSize: null, grams: null })).toEqual({ kind: "grams", grams: 100 });
  });
});
