import { describe, expect, it } from "vitest";
import { proteinText } from "./protein";

describe("proteinText", () => {
  it("writes protein to one decimal with g right after it", () => {
    expect(proteinText(21)).toBe("21.0g");
    expect(proteinText(12.56)).toBe("12.6g");
    expect(proteinText(18.785)).toBe("18.8g");
    expect(proteinText(0)).toBe("0.0g");
    expect(proteinText(Number.NaN)).toBe("0.0g");
  });
});
