import { describe, expect, it } from "vitest";
import { parseMealText } from "./parse";
import { parseQuantity } from "./quantity";

// Meals as people type them on a phone: filler around the foods, numbers in words, amounts
// after the food, and a bare vegetable meaning the raw one.

const items = (text: string) => parseMealText(text).foodItems.map((i) => [i.foodId, i.grams] as const);

describe("parseMealText reads people", () => {
  it("drops the filler of a sentence", () => {
    const result = parseMealText("for breakfast I had 2 eggs and a slice of whole wheat toast");
    expect(items("for breakfast I had 2 eggs and a slice of whole wheat toast")).toEqual([
      ["egg-whole", 100],
      ["bread-whole-wheat", 32],
    ]);
    // USDA: 2 × 50 g × 12.56 + 32 g × 12.45 per 100 g = 12.6 + 4.0 g.
    expect(result.totalProtein).toBeCloseTo(16.6, 1);
    expect(result.unmatched).toEqual([]);
    expect(items("dinner was salmon 150g")).toEqual([["salmon-cooked", 150]]);
    expect(items("2 eggs for breakfast")).toEqual([["egg-whole", 100]]);
  });

  it("reads amounts after the food, in figures or words", () => {
    expect(items("eggs 2")).toEqual([["egg-whole", 100]]);
    expect(items("milk one cup")).toEqual([["milk-2-percent", 244]]);
    expect(items("oats half a cup")).toEqual([["oats-dry", 41]]);
    expect(items("greek yogurt 150g")).toEqual([["greek-yogurt-nonfat", 150]]);
    expect(items("half and half")).toEqual([["half-and-half", 15]]);
  });

  it("reads numbers in words", () => {
    expect(parseQuantity("twenty almonds")).toEqual({ value: 20, rest: "almonds" });
    expect(parseQuantity("twenty-five almonds")).toEqual({ value: 25, rest: "almonds" });
    expect(parseQuantity("two hundred grams")).toEqual({ value: 200, rest: "grams" });
    expect(items("two hundred grams of chicken breast")).toEqual([["chicken-breast-cooked", 200]]);
    expect(items("a couple of slices of bread")).toEqual([["bread-white", 56]]);
  });

  it("takes a vegetable raw unless cooking is said", () => {
    expect(items("1 cup chopped broccoli")).toEqual([["broccoli-raw", 91]]);
    expect(items("a cup of steamed broccoli")).toEqual([["broccoli-cooked", 156]]);
    expect(items("cauliflower 1 cup")).toEqual([["cauliflower-raw", 107]]);
  });
});
