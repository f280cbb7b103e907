import { describe, expect, it } from "vitest";
import { normalizeText, singular } from "./normalize";
import { FOODS, findFood, foodById, proteinFor } from "./table";
import { FOOD_CATEGORIES } from "./types";

function food(id: string) {
  const found = foodById(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

function portionGrams(id: string, unit: string): number {
  const portion = food(id).portions.find((p) => p.unit === unit);
  if (!portion) throw new Error(`${id} has no ${unit}`);
  return portion.grams;
}

describe("nutrition table integrity", () => {
  it("holds at least 420 foods with unique kebab-case ids", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(420);
    const ids = FOODS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("maps no name or synonym to two foods", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of FOODS) {
      for (const key of new Set([f.name, ...f.synonyms].map(normalizeText))) {
        const previous = owner.get(key);
        if (previous && previous !== f.id) clashes.push(`"${key}": ${previous} and ${f.id}`);
        owner.set(key, f.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("has every category", () => {
    const present = new Set(FOODS.map((f) => f.category));
    for (const category of FOOD_CATEGORIES) expect(present, category).toContain(category);
  });

  it("has plausible values for every food", () => {
    for (const f of FOODS) {
      expect(f.proteinPer100g, f.id).toBeGreaterThanOrEqual(0);
      expect(f.proteinPer100g, f.id).toBeLessThanOrEqual(95);
      // Protein alone gives at least 3.47 kcal/g under SR28's food-specific Atwater factors
      // (3.47 is soy protein's); the slack covers rounding.
      expect(f.proteinPer100g * 3.47, f.id).toBeLessThanOrEqual(f.kcalPer100g + 15);
      expect(f.name.trim(), f.id).not.toBe("");
      expect(f.synonyms.length, f.id).toBeGreaterThan(0);
      for (const s of f.synonyms) expect(s, f.id).toBe(s.toLowerCase().trim());
      expect(f.portions.length, f.id).toBeGreaterThan(0);
      for (const p of f.portions) {
        expect(p.grams, `${f.id} ${p.unit}`).toBeGreaterThan(0);
        expect(p.unit, f.id).toBe(p.unit.toLowerCase().trim());
      }
      if (f.mlToGrams !== undefined) {
        expect(f.mlToGrams, f.id).toBeGreaterThan(0.8);
        expect(f.mlToGrams, f.id).toBeLessThan(1.5);
      }
    }
  });

  it("matches well-known USDA values", () => {
    expect(food("chicken-breast-cooked").proteinPer100g).toBeCloseTo(31, 0);
    expect(proteinFor(food("egg-whole"), portionGrams("egg-whole", "large"))).toBeCloseTo(6.3, 1);
    expect(food("greek-yogurt-nonfat").proteinPer100g).toBeCloseTo(10, 0);
    expect(food("lentils-cooked").proteinPer100g).toBeCloseTo(9, 0);
    expect(food("whey-protein").proteinPer100g).toBeGreaterThanOrEqual(75);
    expect(food("whey-protein").proteinPer100g).toBeLessThanOrEqual(80);
    expect(food("rice-white-cooked").proteinPer100g).toBeCloseTo(2.7, 1);
    expect(food("milk-2-percent").mlToGrams).toBeCloseTo(1.03, 2);
  });

  it("uses the brief's egg sizes and typical portions", () => {
    expect(food("egg-whole").portions.slice(0, 5)).toEqual([
      { unit: "large", grams: 50 },
      { unit: "medium", grams: 44 },
      { unit: "small", grams: 38 },
      { unit: "extra large", grams: 56 },
      { unit: "jumbo", grams: 63 },
    ]);
    expect(portionGrams("whey-protein", "scoop")).toBe(30);
    expect(portionGrams("bread-white", "slice")).toBeGreaterThanOrEqual(28);
    expect(portionGrams("bread-white", "slice")).toBeLessThanOrEqual(32);
  });

  it("keeps cooked and raw apart, a bare name meaning the usual eaten form", () => {
    expect(findFood("chicken breast")?.id).toBe("chicken-breast-cooked");
    expect(findFood("raw chicken breast")?.id).toBe("chicken-breast-raw");
    expect(findFood("rice")?.id).toBe("rice-white-cooked");
    expect(findFood("uncooked rice")?.id).toBe("rice-white-dry");
    expect(findFood("oats")?.id).toBe("oats-dry");
    expect(findFood("oatmeal")?.id).toBe("oatmeal");
    expect(findFood("lentils")?.id).toBe("lentils-cooked");
    expect(findFood("dry lentils")?.id).toBe("lentils-dry");
    expect(findFood("pasta")?.id).toBe("pasta-cooked");
    expect(findFood("salmon")?.id).toBe("salmon-cooked");
    expect(findFood("raw salmon")?.id).toBe("salmon-raw");
    expect(findFood("ground beef")?.id).toBe("ground-beef-85-cooked");
  });
});

describe("findFood", () => {
  it("normalises case, spacing, punctuation and plurals", () => {
    expect(findFood("  EGGS!! ")?.id).toBe("egg-whole");
    expect(findFood("Strawberries")?.id).toBe("strawberries");
    expect(findFood("tomatoes")?.id).toBe("tomato-raw");
    expect(findFood("blueberries")?.id).toBe("blueberries");
    expect(findFood("spinach leaves")?.id).toBe("spinach-raw");
    expect(findFood("Jalapeño")?.id).toBe("jalapeno");
    expect(findFood("half-and-half")?.id).toBe("half-and-half");
    expect(findFood("2% milk")?.id).toBe("milk-2-percent");
  });

  it("finds the longest name contained as whole words", () => {
    expect(findFood("grilled chicken breast with herbs")?.id).toBe("chicken-breast-cooked");
    expect(findFood("plain greek yogurt")?.id).toBe("greek-yogurt-nonfat");
    expect(findFood("a bowl of greek yogurt")?.id).toBe("greek-yogurt-nonfat");
    expect(findFood("homemade chicken noodle soup")?.id).toBe("chicken-noodle-soup");
    expect(findFood("organic peanut butter")?.id).toBe("peanut-butter");
  });

  it("matches whole words only and finds nothing for unknown foods", () => {
    expect(findFood("eggplant")?.id).toBe("eggplant-cooked");
    expect(findFood("dragonfruit")).toBeUndefined();
    expect(findFood("")).toBeUndefined();
    expect(findFood("   ")).toBeUndefined();
  });

  it("also accepts a food's id", () => {
    expect(findFood("chicken-breast-cooked")?.id).toBe("chicken-breast-cooked");
  });
});

describe("singular", () => {
  it("handles the common English plurals", () => {
    expect(singular("eggs")).toBe("egg");
    expect(singular("berries")).toBe("berry");
    expect(singular("tomatoes")).toBe("tomato");
    expect(singular("leaves")).toBe("leaf");
    expect(singular("peaches")).toBe("peach");
    expect(singular("cookies")).toBe("cookie");
    expect(singular("hummus")).toBe("hummus");
    expect(singular("swiss")).toBe("swiss");
    expect(singular("oz")).toBe("oz");
  });
});

describe("proteinFor", () => {
  it("rounds to one decimal", () => {
    expect(proteinFor(food("chicken-breast-cooked"), 172)).toBe(53.4);
    expect(proteinFor(food("salmon-cooked"), 85)).toBe(18.8);
    expect(proteinFor(food("rice-white-cooked"), 0)).toBe(0);
  });
});
