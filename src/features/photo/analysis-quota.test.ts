import { describe, expect, it } from "vitest";
import { quotaText } from "./analysis-quota";

describe("quotaText", () => {
  it("counts a free account's analyses left today, and says nothing for Pro or before the read", () => {
    expect(quotaText({ limit: 3, used: 1, remaining: 2, isPro: false, waiting: [] })).toBe(
      "2 of 3 free analyses left today",
    );
    expect(quotaText({ limit: 3, used: 3, remaining: 0, isPro: false, waiting: [] })).toBe(
      "0 of 3 free analyses left today",
    );
    expect(quotaText({ limit: 50, used: 0, remaining: 50, isPro: true, waiting: [] })).toBeNull();
    expect(quotaText(undefined)).toBeNull();
  });
});
