import { describe, expect, it } from "vitest";
import {
  checkManualEntry,
  checkMealEdit,
  INVALID_PROTEIN,
  MAX_MEAL_PROTEIN,
  MISSING_INFORMATION,
} from "./protein-text";
import { manualMealSchema, mealEditSchema } from "./schemas";

describe("checkManualEntry (a manual entry's name and protein)", () => {
  it("needs both a title and a protein", () => {
    for (const [title, protein] of [
      ["", "25"],
      ["  ", "25"],
      ["Eggs", ""],
      ["Eggs", undefined],
    ] as const) {
      expect(checkManualEntry(title, protein)).toEqual({
        ok: false,
        problem: "Missing Information",
        message: MISSING_INFORMATION,
      });
    }
  });

  it("cleans the protein text and wants more than 0, at most the meal maximum", () => {
    expect(checkManualEntry(" Eggs ", "25g")).toEqual({ ok: true, title: "Eggs", protein: 25 });
    expect(checkManualEntry("Eggs", "12.34 g")).toEqual({ ok: true, title: "Eggs", protein: 12.3 });
    for (const bad of ["abc", "0", "0g", String(MAX_MEAL_PROTEIN + 1)]) {
      expect(checkManualEntry("Eggs", bad)).toEqual({
        ok: false,
        problem: "Invalid Protein Value",
        message: INVALID_PROTEIN,
      });
    }
  });

  it("is the rule the server's manual meal schema applies", () => {
    for (const [title, protein] of [
      ["Eggs", "25g"],
      ["", "25"],
      ["Eggs", "abc"],
      ["Eggs", "1001"],
    ]) {
      const local = checkManualEntry(title, protein);
      const server = manualMealSchema.safeParse({ title, totalProtein: protein, mealType: "lunch" });
      expect(server.success).toBe(local.ok);
      if (local.ok && server.success) expect(server.data.totalProtein).toBe(local.protein);
      if (!local.ok && !server.success) expect(server.error.issues[0]?.message).toBe(local.message);
    }
  });
});

describe("checkMealEdit (a meal edit's fields)", () => {
  it("wants a protein not below 0 and a name, as the server's edit schema does", () => {
    const cases: [string, string][] = [
      ["Eggs", "0"],
      ["Eggs", "12.5"],
      ["Eggs", "-1"],
      ["Eggs", ""],
      ["Eggs", "x"],
      ["  ", "10"],
      ["Eggs", "1001"],
    ];
    for (const [name, protein] of cases) {
      const local = checkMealEdit(name, protein);
      const server = mealEditSchema.safeParse({ mealName: name, totalProtein: protein });
      expect(server.success).toBe(local.ok);
    }
    expect(checkMealEdit("Eggs", "-1")).toMatchObject({ ok: false, problem: "Invalid Value" });
    expect(checkMealEdit(" ", "5")).toMatchObject({ ok: false, problem: "Invalid Meal Name" });
    expect(checkMealEdit(" Eggs ", "12.34")).toEqual({ ok: true, name: "Eggs", protein: 12.3 });
  });
});
