import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ENTRIES } from "../domain/nutrition/entries";
import { SR28_VALUES } from "../domain/nutrition/sr28-values.generated";
import { FOODS } from "../domain/nutrition/table";
import { foodSeedSql } from "./foods-seed";
import { readDataset } from "./sr28-dataset";
import { readSr28, type Sr28Food } from "./sr28-files";

// The committed food dataset (data/usda-sr28/, ADR 024) against the USDA SR28 release it was
// derived from: the committed sample of release lines always, the full release when ../shared is
// there. Then everything built from the dataset: the D1 seed and the everyday values.

const root = resolve(import.meta.dirname, "..");
const dataset = readDataset(join(root, "data/usda-sr28"));
const byNdb = new Map(dataset.foods.map((f) => [f.ndb, f]));
const shared = [join(root, "../shared/data/usda-sr28"), join(root, "../../shared/data/usda-sr28")].find((dir) =>
  existsSync(join(dir, "FOOD_DES.txt")),
);

function expectSameFood(released: Sr28Food) {
  const committed = byNdb.get(released.ndb);
  expect(committed, released.ndb).toBeDefined();
  expect(committed?.name, released.ndb).toBe(released.name);
  expect(committed?.group, released.ndb).toBe(released.group);
  expect(committed?.values, released.ndb).toEqual(released.values);
}

describe("data/usda-sr28 against SR28", () => {
  it("holds every food once, keyed by its 5-digit NDB number, with protein and energy", () => {
    expect(dataset.foods.length).toBeGreaterThanOrEqual(8788);
    expect(byNdb.size).toBe(dataset.foods.length);
    for (const f of dataset.foods) {
      expect(f.ndb).toMatch(/^\d{5}$/);
      expect(f.values.protein, f.ndb).not.toBeNull();
      expect(f.values.kcal, f.ndb).not.toBeNull();
    }
    for (const p of dataset.portions) expect(byNdb.has(p.ndb), p.ndb).toBe(true);
  });

  it("equals the committed sample of release lines (220 foods, their values and portions)", () => {
    const sample = readSr28(join(root, "data/usda-sr28/sample"));
    expect(sample.foods.length).toBeGreaterThanOrEqual(200);
    for (const food of sample.foods) expectSameFood(food);
    const portions = dataset.portions.filter((p) => sample.foods.some((f) => f.ndb === p.ndb));
    expect(portions).toEqual(sample.portions);
  });

  it.skipIf(!shared)(
    "equals the full release in ../shared (every food and portion)",
    () => {
      const release = readSr28(shared as string);
      expect(release.foods.length).toBe(dataset.foods.length);
      // Compared as text, collecting differences: 8,789 expect() calls are slow on a busy machine.
      const differ = release.foods.filter((f) => JSON.stringify(f) !== JSON.stringify(byNdb.get(f.ndb)));
      expect(differ.map((f) => f.ndb)).toEqual([]);
      expect(JSON.stringify(dataset.portions)).toBe(JSON.stringify(release.portions));
    },
    60_000,
  );
});

describe("what the dataset builds", () => {
  it("seed/foods.sql is what scripts/build-usda.ts generates (run it after changing the data)", async () => {
    await expect(foodSeedSql(dataset, ENTRIES)).toMatchFileSnapshot("../seed/foods.sql");
  });

  it("keeps every seed statement on one line and under D1's 100 KB statement limit", () => {
    const lines = foodSeedSql(dataset, ENTRIES).split("\n");
    for (const line of lines.filter((l) => !l.startsWith("--") && l !== "")) {
      expect(line.endsWith(";")).toBe(true);
      expect(new TextEncoder().encode(line).length).toBeLessThan(100_000);
    }
  });

  it("gives every everyday food exactly its SR28 food's values (the hand values are gone)", () => {
    expect(Object.keys(SR28_VALUES).sort()).toEqual([...new Set(ENTRIES.map((e) => e.ndb))].sort());
    for (const food of FOODS) {
      const released = byNdb.get(food.ndb);
      expect(released, food.id).toBeDefined();
      expect(food.proteinPer100g, food.id).toBe(released?.values.protein);
      expect(food.kcalPer100g, food.id).toBe(released?.values.kcal);
      expect(food.fatPer100g, food.id).toBe(released?.values.fat);
      expect(food.carbsPer100g, food.id).toBe(released?.values.carbs);
      expect(food.fiberPer100g, food.id).toBe(released?.values.fiber);
      expect(food.source).toBe("USDA SR28");
    }
  });
});
