import { describe, expect, it } from "vitest";
import { CRONOMETER_SERVINGS_CSV, MFP_NUTRITION_CSV } from "./fixtures";
import { parseImport, summarize, WRONG_FILE } from "./parse";

const plan = (text: string) => {
  const result = parseImport(text);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};

describe("parseImport", () => {
  it("reads MyFitnessPal's nutrition export: one meal per day and meal, at a usual time", () => {
    const p = plan(MFP_NUTRITION_CSV);
    expect(p.source).toBe("myfitnesspal");
    expect(p.meals.map((m) => [m.date, m.mealType, m.group, m.protein])).toEqual([
      ["2026-09-28", "breakfast", "Breakfast", 32.5],
      ["2026-09-28", "lunch", "Lunch", 45],
      ["2026-09-28", "dinner", "Dinner", 52],
      ["2026-09-29", "breakfast", "Breakfast", 20],
      ["2026-09-29", "snack", "Snacks", 15.5],
    ]);
    expect(p.meals[0]?.minutes).toBe(8 * 60);
    expect(p.meals[0]?.foods).toEqual([]);
    expect(summarize(p)).toEqual({ days: 2, meals: 5, protein: 165, from: "2026-09-28", to: "2026-09-29" });
  });

  it("reads Cronometer's servings export: foods grouped into meals, at their own time", () => {
    const p = plan(CRONOMETER_SERVINGS_CSV);
    expect(p.source).toBe("cronometer");
    const breakfast = p.meals[0];
    expect(breakfast).toMatchObject({ date: "2026-09-25", mealType: "breakfast", minutes: 7 * 60 + 30, protein: 27.6 });
    expect(breakfast?.foods).toEqual([
      { name: "Oats, rolled", protein: 10.6, amount: "80.00 g" },
      { name: "Greek Yogurt", protein: 17, amount: "170.00 g" },
    ]);
    expect(p.meals.map((m) => [m.date, m.group, m.mealType])).toEqual([
      ["2026-09-25", "Breakfast", "breakfast"],
      ["2026-09-25", "Lunch", "lunch"],
      ["2026-09-25", "Uncategorized", "snack"],
      ["2026-09-26", "Breakfast", "breakfast"],
    ]);
    expect(p.meals[1]?.minutes).toBe(12 * 60 + 15);
    expect(summarize(p)).toMatchObject({ days: 2, meals: 4, protein: 108.5 });
  });

  it("refuses another file with a message saying which files it takes", () => {
    for (const text of [
      "",
      "name,age\nAda,36",
      "Date,Meal,Calories\n2026-01-01,Lunch,500",
      "date,time,meal_type,meal,protein_g,foods,source",
    ]) {
      expect(parseImport(text)).toEqual({ ok: false, message: WRONG_FILE });
    }
  });

  it("refuses the whole file for one unreadable row, naming the row", () => {
    const badDate = `${MFP_NUTRITION_CSV}\r\n28/09/2026,Lunch,1,1,1,1,1,1,1,1,1,1,1,1,20,1,1,1,1,`;
    expect(parseImport(badDate)).toEqual({
      ok: false,
      message: 'Row 7: "28/09/2026" is not a date written as YYYY-MM-DD.',
    });
    const badProtein = MFP_NUTRITION_CSV.replace(",32.5,", ",lots,");
    expect(parseImport(badProtein)).toEqual({
      ok: false,
      message: 'Row 2: the protein "lots" is not a number of grams.',
    });
  });

  it("skips MyFitnessPal's totals line and says so when nothing is left", () => {
    const header = MFP_NUTRITION_CSV.split("\r\n")[0];
    expect(parseImport(`${header}\r\nTotals,,1000,1,1,1,1,1,1,1,1,1,1,1,80,1,1,1,1,`)).toEqual({
      ok: false,
      message: "This file has no meals in it.",
    });
  });
});

describe("parseImport with the user's today", () => {
  it("refuses the whole file at the first row after today, with its row number", () => {
    expect(parseImport(MFP_NUTRITION_CSV, "2026-09-28")).toEqual({
      ok: false,
      message: "Row 5: the date 2026-09-29 is after today.",
    });
  });

  it("refuses a row more than 20 years before today, and takes the file when every date is real", () => {
    expect(parseImport(MFP_NUTRITION_CSV, "2046-09-29")).toEqual({
      ok: false,
      message: "Row 2: the date 2026-09-28 is more than 20 years ago.",
    });
    expect(parseImport(MFP_NUTRITION_CSV, "2046-09-28").ok).toBe(true);
  });
});
