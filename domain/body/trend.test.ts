import { describe, expect, it } from "vitest";
import { latestTrend, withTrend } from "./trend";

describe("the trend weight", () => {
  it("starts at the first weight and moves 10 % a day towards each new one", () => {
    const out = withTrend([
      { date: "2026-03-02", kg: 79 },
      { date: "2026-03-01", kg: 80 },
      { date: "2026-03-03", kg: 79 },
    ]);
    // 80; 80 - 0.1 × 1 = 79.9; 79.9 - 0.1 × 0.9 = 79.81.
    expect(out.map((e) => [e.date, e.trend])).toEqual([
      ["2026-03-01", 80],
      ["2026-03-02", 79.9],
      ["2026-03-03", 79.8],
    ]);
  });

  it("lets an entry after a gap count as that many daily entries would", () => {
    // A week: 1 - 0.9^7 = 0.5217 of the way from 80 to 70.
    expect(
      latestTrend([
        { date: "2026-03-01", kg: 80 },
        { date: "2026-03-08", kg: 70 },
      ]),
    ).toBe(74.8);
  });

  it("is null with no weights", () => {
    expect(latestTrend([])).toBeNull();
  });
});

describe("weights in the person's unit", () => {
  it("converts pounds and refuses what the API would", async () => {
    const { inUnit, kgFrom, typedWeightProblem, weightText } = await import("./units");
    expect(kgFrom(160, "lbs")).toBeCloseTo(72.575, 3);
    expect(inUnit(72.575, "lbs")).toBe(160);
    expect(weightText(72.44, "kg")).toBe("72.4 kg");
    expect(typedWeightProblem("160", "lbs")).toBeNull();
    expect(typedWeightProblem("40", "lbs")).toBe("Enter a weight between 44.1 and 881.8 lbs.");
    expect(typedWeightProblem("401", "kg")).toBe("Enter a weight between 20 and 400 kg.");
    expect(typedWeightProblem("", "kg")).toBe("Enter your weight in kg.");
    expect(typedWeightProblem("7O", "kg")).toBe("Enter your weight in kg.");
  });
});
