import { describe, expect, it } from "vitest";
import { RECIPES } from "./catalog";
import {
  formatMinutes,
  normalizeIngredients,
  normalizeInstructions,
  normalizeRecipe,
  normalizeTags,
  toList,
  totalMinutes,
} from "./normalize";

describe("toList", () => {
  it("keeps arrays and parses JSON arrays, even encoded twice", () => {
    expect(toList(["a"])).toEqual(["a"]);
    expect(toList('["a","b"]')).toEqual(["a", "b"]);
    expect(toList(JSON.stringify(JSON.stringify(["a"])))).toEqual(["a"]);
  });

  it("splits plain text and treats empty or other values as no items", () => {
    expect(toList("Mix\nBake")).toEqual(["Mix", "Bake"]);
    expect(toList("  ")).toEqual([]);
    expect(toList(null)).toEqual([]);
    expect(toList(undefined)).toEqual([]);
    expect(toList(42)).toEqual([]);
    expect(toList('{"a":1}')).toEqual(['{"a":1}']);
  });
});

describe("normalizeIngredients", () => {
  it("reads objects with item or name, and strings", () => {
    expect(
      normalizeIngredients([
        { amount: "2 cups", item: "rolled oats", protein: 10.7 },
        { amount: 3, name: "eggs", protein: "18.8g" },
        "  a pinch of salt ",
      ]),
    ).toEqual([
      { amount: "2 cups", item: "rolled oats", protein: 10.7 },
      { amount: "3", item: "eggs", protein: 18.8 },
      { amount: null, item: "a pinch of salt", protein: null },
    ]);
  });

  it("reads a JSON string and drops entries with nothing to show", () => {
    const json = JSON.stringify([{ amount: "1", item: "lime" }, { amount: "2 cups" }, "", null, 7.5]);
    expect(normalizeIngredients(json)).toEqual([
      { amount: "1", item: "lime", protein: null },
      { amount: null, item: "7.5", protein: null },
    ]);
  });

  it("treats an unreadable or negative protein as unknown", () => {
    expect(
      normalizeIngredients([
        { item: "tofu", protein: "lots" },
        { item: "beans", protein: -1 },
      ]),
    ).toEqual([
      { amount: null, item: "tofu", protein: null },
      { amount: null, item: "beans", protein: null },
    ]);
  });
});

describe("normalizeInstructions", () => {
  it("reads strings and {step} objects, from arrays or JSON, and drops their own numbering", () => {
    expect(normalizeInstructions(["1. Heat the oven.", { step: "Step 2: Mix." }, { step: "  Bake. " }])).toEqual([
      "Heat the oven.",
      "Mix.",
      "Bake.",
    ]);
    expect(normalizeInstructions('["Chop", {"step": "Fry"}]')).toEqual(["Chop", "Fry"]);
  });

  it("drops blank steps and objects without a step", () => {
    expect(normalizeInstructions(["", { text: "x" }, { step: 3 }, "  "])).toEqual([]);
    expect(normalizeInstructions("")).toEqual([]);
  });

  it("keeps numbers that are part of the sentence", () => {
    expect(normalizeInstructions(["200 g of rice, cooked"])).toEqual(["200 g of rice, cooked"]);
  });
});

describe("normalizeTags", () => {
  it("reads arrays, JSON strings and comma lists, without blanks or repeats", () => {
    expect(normalizeTags(["vegan", " vegan ", "", 3])).toEqual(["vegan"]);
    expect(normalizeTags('["a","b"]')).toEqual(["a", "b"]);
    expect(normalizeTags("high-protein, freezer-friendly")).toEqual(["high-protein", "freezer-friendly"]);
  });
});

describe("normalizeRecipe", () => {
  it("gives the seeded recipes back unchanged, whether as arrays or as stored JSON text", () => {
    for (const recipe of RECIPES) {
      const expected = {
        ...recipe,
        ingredients: recipe.ingredients.map((i) => ({ amount: i.amount, item: i.item, protein: i.protein })),
      };
      expect(normalizeRecipe(recipe)).toEqual(expected);
      expect(
        normalizeRecipe({
          ...recipe,
          ingredients: JSON.stringify(recipe.ingredients),
          instructions: JSON.stringify(recipe.instructions),
          tags: JSON.stringify(recipe.tags),
        }),
      ).toEqual(expected);
    }
  });

  it("adds prep and cook minutes for the total time", () => {
    expect(totalMinutes({ prepTimeMinutes: 15, cookTimeMinutes: 240 })).toBe(255);
    expect(totalMinutes({ prepTimeMinutes: 10, cookTimeMinutes: 0 })).toBe(10);
  });

  it("writes durations in minutes and hours", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(59)).toBe("59 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(255)).toBe("4 h 15 min");
  });
});
