import { describe, expect, it } from "vitest";
import { roundTo, roundToTenth } from "./round";

describe("roundTo", () => {
  it("rounds a printed .5 up despite binary drift", () => {
    expect(roundTo(22.1 * 0.85, 2)).toBe(18.79);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});

describe("roundToTenth", () => {
  it("rounds to one decimal, half up", () => {
    expect(roundToTenth(12.34)).toBe(12.3);
    expect(roundToTenth(12.35)).toBe(12.4);
    expect(roundToTenth(0.1 + 0.2)).toBe(0.3);
  });

  it("gives 0 for NaN and infinities", () => {
    expect(roundToTenth(Number.NaN)).toBe(0);
    expect(roundToTenth(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
