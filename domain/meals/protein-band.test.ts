import { describe, expect, it } from "vitest";
import {
  addBands,
  bandLabel,
  bandSummary,
  bandTip,
  countBands,
  NO_MEALS,
  outsideBand,
  PER_MEAL_GRAMS,
  proteinBand,
} from "./protein-band";

describe("proteinBand", () => {
  it("puts 20 g and 40 g in the band, edges included", () => {
    expect(PER_MEAL_GRAMS).toEqual([20, 40]);
    expect(proteinBand(0)).toBe("below");
    expect(proteinBand(19.9)).toBe("below");
    expect(proteinBand(20)).toBe("in");
    expect(proteinBand(31)).toBe("in");
    expect(proteinBand(40)).toBe("in");
    expect(proteinBand(40.1)).toBe("above");
    expect(proteinBand(120)).toBe("above");
  });

  it("judges the amount as it is shown, to the tenth", () => {
    // 19.96 g is shown as 20 g, so it is in the band; 40.04 g is shown as 40 g.
    expect(proteinBand(19.96)).toBe("in");
    expect(proteinBand(19.94)).toBe("below");
    expect(proteinBand(40.04)).toBe("in");
    expect(proteinBand(40.05)).toBe("above");
  });

  it("names each band in words", () => {
    expect(bandLabel("in")).toBe("in the 20-40 g band");
    expect(bandLabel("below")).toBe("below 20 g");
    expect(bandLabel("above")).toBe("above 40 g");
  });
});

describe("countBands and bandSummary", () => {
  it("counts a day's meals by band", () => {
    const counts = countBands([12, 20, 35, 40, 55]);
    expect(counts).toEqual({ meals: 5, below: 1, inBand: 3, above: 1 });
    expect(bandSummary(counts)).toBe("3 of 5 meals in the 20-40 g band");
    expect(outsideBand(counts)).toBe("1 below, 1 above");
  });

  it("says nothing for a day without meals, and 'meal' for one", () => {
    expect(countBands([])).toEqual(NO_MEALS);
    expect(bandSummary(NO_MEALS)).toBeNull();
    expect(bandSummary(countBands([8]))).toBe("0 of 1 meal in the 20-40 g band");
    expect(outsideBand(countBands([25]))).toBeNull();
    expect(outsideBand(countBands([8, 9]))).toBe("2 below");
  });

  it("adds days together", () => {
    expect(addBands([countBands([10, 25]), countBands([45]), NO_MEALS])).toEqual({
      meals: 3,
      below: 1,
      inBand: 1,
      above: 1,
    });
  });
});

describe("bandTip", () => {
  const today = "2026-03-02";
  it("names the newest meal of today below the band and the grams it lacks", () => {
    const meals = [
      { mealType: "lunch" as const, totalProtein: 32, localDate: today },
      { mealType: "breakfast" as const, totalProtein: 10, localDate: today },
      { mealType: "snack" as const, totalProtein: 4, localDate: today },
    ];
    expect(bandTip(meals, today)).toBe("Add 10 g to breakfast to reach 20 g.");
    expect(bandTip([{ mealType: "snack", totalProtein: 12.5, localDate: today }], today)).toBe(
      "Add 7.5 g to your snack to reach 20 g.",
    );
  });

  it("gives no tip without a short meal logged today", () => {
    expect(bandTip([], today)).toBeNull();
    expect(bandTip([{ mealType: "dinner", totalProtein: 25, localDate: today }], today)).toBeNull();
    expect(bandTip([{ mealType: "dinner", totalProtein: 50, localDate: today }], today)).toBeNull();
    // Yesterday's short breakfast is history, not today's advice.
    expect(bandTip([{ mealType: "breakfast", totalProtein: 5, localDate: "2026-03-01" }], today)).toBeNull();
    // A photo waiting for analysis has no protein yet.
    expect(
      bandTip([{ mealType: "lunch", totalProtein: 0, localDate: today, awaitingAnalysis: true }], today),
    ).toBeNull();
  });
});
