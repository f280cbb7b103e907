import { describe, expect, it } from "vitest";
import { householdGrams } from "./household";

// Rows as SR28's weight table lists them (data/usda-sr28/portions.tsv), in its order.
const WHOLE_WHEAT_PASTA = [
  { amount: 1, measure: "cup spaghetti not packed", grams: 117 },
  { amount: 1, measure: "cup spaghetti packed", grams: 151 },
  { amount: 1, measure: "cup penne", grams: 97 },
];
const RAISINS = [
  { amount: 1, measure: "cup, packed", grams: 165 },
  { amount: 1, measure: "cup (not packed)", grams: 145 },
  { amount: 1, measure: "packet (.5 oz)", grams: 14 },
];
const MOZZARELLA = [
  { amount: 1, measure: "cup, diced", grams: 132 },
  { amount: 1, measure: "cup, shredded", grams: 113 },
  { amount: 1, measure: "oz", grams: 28.35 },
];
const BROCCOLI_COOKED = [
  { amount: 0.5, measure: "cup, chopped", grams: 78 },
  { amount: 1, measure: 'spear (about 5" long)', grams: 37 },
];
const PEANUT_BUTTER = [
  { amount: 2, measure: "tbsp", grams: 32 },
  { amount: 1, measure: "cup", grams: 258 },
];

describe("householdGrams", () => {
  it("takes the first measure SR28 lists, unpacked before packed", () => {
    expect(householdGrams(WHOLE_WHEAT_PASTA, "cup", ["whole", "wheat", "pasta"])).toBe(117);
    expect(householdGrams(RAISINS, "cup", ["raisin"])).toBe(145);
  });

  it("takes the measure whose cut or shape the text names", () => {
    expect(householdGrams(MOZZARELLA, "cup", ["shredded", "mozzarella"])).toBe(113);
    expect(householdGrams(MOZZARELLA, "cup", ["mozzarella"])).toBe(132);
    expect(householdGrams(WHOLE_WHEAT_PASTA, "cup", ["whole", "wheat", "penne"])).toBe(97);
    expect(householdGrams(WHOLE_WHEAT_PASTA, "cup", ["packed", "whole", "wheat", "spaghetti"])).toBe(151);
    expect(householdGrams(RAISINS, "cup", ["packed", "raisin"])).toBe(165);
  });

  it("weighs one unit of a measure given for another amount", () => {
    expect(householdGrams(BROCCOLI_COOKED, "cup", [])).toBe(156);
    expect(householdGrams(PEANUT_BUTTER, "tbsp", [])).toBe(16);
  });

  it("has nothing for a unit SR28 does not measure the food in", () => {
    expect(householdGrams(BROCCOLI_COOKED, "tbsp", [])).toBeUndefined();
    expect(householdGrams([], "cup", [])).toBeUndefined();
  });
});
