import { describe, expect, it } from "vitest";
import type { PackagedFood } from "./api";
import { amountLabel, defaultAmount, gramsOf, perAmount, proteinIn } from "./portion";

const bar: PackagedFood = {
  id: "off:3017620422003",
  name: "Bar",
  brand: null,
  group: "Packaged food",
  proteinPer100g: 33.3,
  kcalPer100g: 380,
  fatPer100g: null,
  carbsPer100g: null,
  fiberPer100g: null,
  portions: [{ label: "1 serving (60 g)", grams: 60 }],
  source: "Open Food Facts (ODbL)",
  barcode: "3017620422003",
};

describe("amounts of a scanned food", () => {
  it("starts at one serving when the label states one, else at 100 g", () => {
    expect(defaultAmount(bar)).toEqual({ unit: 0, quantity: 1 });
    expect(defaultAmount({ ...bar, portions: [] })).toEqual({ unit: "grams", quantity: 100 });
  });

  it("weighs servings and grams, refusing nothing, negatives and absurd amounts", () => {
    expect(gramsOf(bar, { unit: 0, quantity: 2 })).toBe(120);
    expect(gramsOf(bar, { unit: "grams", quantity: 45 })).toBe(45);
    expect(gramsOf(bar, { unit: "grams", quantity: 0 })).toBeNull();
    expect(gramsOf(bar, { unit: 0, quantity: -1 })).toBeNull();
    expect(gramsOf(bar, { unit: "grams", quantity: Number.NaN })).toBeNull();
    expect(gramsOf(bar, { unit: "grams", quantity: 6000 })).toBeNull();
  });

  it("computes protein and other nutrients for the amount to one decimal", () => {
    expect(proteinIn(bar, 60)).toBe(20);
    expect(proteinIn(bar, 45)).toBe(15);
    expect(perAmount(380, 60)).toBe(228);
    expect(perAmount(null, 60)).toBeNull();
  });

  it("labels the amount for the meal's food line", () => {
    expect(amountLabel(bar, { unit: 0, quantity: 1 }, 60)).toBe("1 serving (60 g)");
    expect(amountLabel(bar, { unit: 0, quantity: 2 }, 120)).toBe("2 × 1 serving (60 g)");
    expect(amountLabel(bar, { unit: "grams", quantity: 45 }, 45)).toBe("45 g");
  });
});
