import { describe, expect, it } from "vitest";
import { CRONOMETER_BIOMETRICS_CSV, CRONOMETER_SERVINGS_CSV, MFP_MEASUREMENT_CSV, MFP_NUTRITION_CSV } from "./fixtures";
import { parseImport, WRONG_FILE } from "./parse";
import { parseWeightImport, weightFileSource } from "./weights";

const plan = (text: string, unit: "kg" | "lbs" = "kg", today?: string) => {
  const result = parseWeightImport(text, unit, today);
  if (!result?.ok) throw new Error(result?.message ?? "not a weights file");
  return result.plan;
};

describe("parseWeightImport", () => {
  it("reads Cronometer's biometrics: the Weight rows in their own unit, other metrics ignored", () => {
    const p = plan(CRONOMETER_BIOMETRICS_CSV, "lbs");
    expect(p.source).toBe("cronometer");
    expect(p.assumedUnit).toBeNull();
    // 176.4 lbs × 0.453592 = 80.01 kg; kg rows kept to one decimal.
    expect(p.weights).toEqual([
      { date: "2026-09-20", kg: 81.2 },
      { date: "2026-09-22", kg: 80.7 },
      { date: "2026-09-23", kg: 80 },
    ]);
  });

  it("takes Cronometer's Time column and 'lb' as a unit", () => {
    const text = "Day,Time,Group,Metric,Unit,Amount\n2026-09-20,7:05 AM,Default,weight,LB,150";
    expect(plan(text).weights).toEqual([{ date: "2026-09-20", kg: 68 }]);
  });

  it("reads MyFitnessPal's measurements in the unit the person chose in Proteo", () => {
    const lbs = plan(MFP_MEASUREMENT_CSV, "lbs");
    expect(lbs.source).toBe("myfitnesspal");
    expect(lbs.assumedUnit).toBe("lbs");
    expect(lbs.weights).toEqual([
      { date: "2026-09-24", kg: 81.6 },
      { date: "2026-09-25", kg: 81 },
      { date: "2026-09-27", kg: 81.3 },
    ]);
    const kg = plan(MFP_MEASUREMENT_CSV, "kg");
    expect(kg.assumedUnit).toBe("kg");
    expect(kg.weights.map((w) => w.kg)).toEqual([180, 178.6, 179.2]);
  });

  it("skips a MyFitnessPal day with no weight (another measurement), and counts the last row of a day", () => {
    const text = "Date,Weight,Body Fat %\n2026-09-24,80,\n2026-09-25,,20\n2026-09-24,79.5,\n2026-09-23,81,";
    expect(plan(text).weights).toEqual([
      { date: "2026-09-23", kg: 81 },
      { date: "2026-09-24", kg: 79.5 },
    ]);
  });

  it("refuses the whole file for one unreadable weight row, naming the row", () => {
    const cases: [string, string][] = [
      [
        `${CRONOMETER_BIOMETRICS_CSV}\n20/09/2026,Default,Weight,kg,80`,
        'Row 7: "20/09/2026" is not a date written as YYYY-MM-DD.',
      ],
      [`${CRONOMETER_BIOMETRICS_CSV}\n2026-09-24,Default,Weight,st,12`, 'Row 7: the unit "st" is not kg or lbs.'],
      [
        `${CRONOMETER_BIOMETRICS_CSV}\n2026-09-24,Default,Weight,kg,heavy`,
        'Row 7: the weight "heavy" is not a number.',
      ],
      [`${CRONOMETER_BIOMETRICS_CSV}\n2026-09-24,Default,Weight,kg,`, 'Row 7: the weight "" is not a number.'],
      [
        `${CRONOMETER_BIOMETRICS_CSV}\n2026-09-24,Default,Weight,kg,400.5`,
        "Row 7: 400.5 kg is not a body weight Proteo takes (20 to 400 kg).",
      ],
      ["Date,Weight\n2026-09-24,40", "Row 2: 40 lbs is not a body weight Proteo takes (44.1 to 881.8 lbs)."],
      ["Date,Weight\n2026-09-24,80\n2026-09-25,80 lb", 'Row 3: the weight "80 lb" is not a number.'],
    ];
    for (const [text, message] of cases) {
      expect(parseWeightImport(text, "lbs")).toEqual({ ok: false, message });
    }
  });

  it("refuses a weight dated after today or more than 20 years ago", () => {
    expect(parseWeightImport(CRONOMETER_BIOMETRICS_CSV, "kg", "2026-09-22")).toEqual({
      ok: false,
      message: "Row 6: the date 2026-09-23 is after today.",
    });
    expect(parseWeightImport(MFP_MEASUREMENT_CSV, "kg", "2046-09-25")).toEqual({
      ok: false,
      message: "Row 2: the date 2026-09-24 is more than 20 years ago.",
    });
    expect(parseWeightImport(MFP_MEASUREMENT_CSV, "kg", "2046-09-24")?.ok).toBe(true);
  });

  it("says so when a biometrics file has no weights", () => {
    expect(parseWeightImport("Day,Group,Metric,Unit,Amount\n2026-09-20,Default,Body Fat,%,18", "kg")).toEqual({
      ok: false,
      message: "This file has no weights in it.",
    });
  });

  it("answers null for files that are not weights, which the meal reader takes or refuses", () => {
    for (const text of [MFP_NUTRITION_CSV, CRONOMETER_SERVINGS_CSV, "", "name,age\nAda,36"]) {
      expect(parseWeightImport(text, "kg")).toBeNull();
      expect(weightFileSource(text)).toBeNull();
    }
    expect(weightFileSource(`\uFEFF${CRONOMETER_BIOMETRICS_CSV}`)).toBe("cronometer");
    expect(weightFileSource(MFP_MEASUREMENT_CSV)).toBe("myfitnesspal");
    expect(parseImport("name,age\nAda,36")).toEqual({ ok: false, message: WRONG_FILE });
    // The refusal names all four files Proteo reads.
    for (const name of ["Nutrition", "Measurement", "Servings", "Biometrics"]) expect(WRONG_FILE).toContain(name);
  });
});
