import { describe, expect, it } from "vitest";
import { gramsErrorShare, proteinMargin } from "./estimate-range";

describe("a photo estimate's range", () => {
  it("grows from ±10 % when the model is sure to ±50 % when it has no idea", () => {
    expect(gramsErrorShare(1)).toBeCloseTo(0.1);
    expect(gramsErrorShare(0.75)).toBeCloseTo(0.2);
    expect(gramsErrorShare(0)).toBeCloseTo(0.5);
    // Out-of-range confidences are held to 0..1.
    expect(gramsErrorShare(1.4)).toBeCloseTo(0.1);
    expect(gramsErrorShare(-1)).toBeCloseTo(0.5);
  });

  it("gives the protein's ± in whole grams from its gram estimate's error", () => {
    expect(proteinMargin({ proteinContent: 30, confidence: 0.75 })).toBe(6);
    expect(proteinMargin({ proteinContent: 31, confidence: 0.5 })).toBe(9);
    expect(proteinMargin({ proteinContent: 2, confidence: 0.9 })).toBe(1);
  });

  it("has no range where nothing was estimated", () => {
    expect(proteinMargin({ proteinContent: 30, confidence: null })).toBeNull();
    expect(proteinMargin({ proteinContent: 30, confidence: 1 })).toBeNull();
    expect(proteinMargin({ proteinContent: 0, confidence: 0.5 })).toBeNull();
  });
});
