import type { ImportMeal, ImportPlan } from "@domain/import/parse";
import { IMPORT_BATCH } from "@domain/import/schema";
import { describe, expect, it } from "vitest";
import { importBatches } from "./api";

const meal = (i: number, foods: number): ImportMeal => ({
  date: "2026-01-01",
  mealType: "lunch",
  group: `Group ${i}`,
  minutes: 750,
  protein: 10,
  foods: Array.from({ length: foods }, (_, f) => ({
    name: `Food ${f} ${"x".repeat(150)}`,
    protein: 1,
    amount: "100 g",
  })),
});

describe("importBatches", () => {
  it("keeps every batch within the meal count and well under the 64 KB body limit, in order", () => {
    const plan: ImportPlan = {
      source: "cronometer",
      meals: Array.from({ length: 130 }, (_, i) => meal(i, i % 3 === 0 ? 60 : 1)),
    };
    const batches = importBatches(plan);
    expect(batches.flat()).toEqual(plan.meals);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(IMPORT_BATCH);
      expect(JSON.stringify({ source: plan.source, meals: batch }).length).toBeLessThan(64 * 1024);
    }
  });
});
