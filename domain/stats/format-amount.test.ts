import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount";

describe("formatAmount", () => {
  it("prints whole numbers without a decimal", () => {
    expect(formatAmount(25)).toBe("25");
    expect(formatAmount(0)).toBe("0");
    expect(formatAmount(25.04)).toBe("25");
  });

  it("keeps one decimal otherwise", () => {
    expect(formatAmount(12.5)).toBe("12.5");
    expect(formatAmount(12.34)).toBe("12.3");
    expect(formatAmount(12.35)).toBe("12.4");
    expect(formatAmount(0.05)).toBe("0.1");
  });

  it("rounds up into the next whole number", () => {
    expect(formatAmount(12.96)).toBe("13");
  });

  it("handles negatives symmetrically and never prints -0", () => {
    expect(formatAmount(-2.25)).toBe("-2.3");
    expect(formatAmount(-0.01)).toBe("0");
    expect(formatAmount(-0)).toBe("0");
  });

  it("prints 0 for non-finite input", () => {
    expect(formatAmount(Number.NaN)).toBe("0");
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe("0");
  });
});
