import { describe, expect, it } from "vitest";
import { withThousands } from "./thousands";

describe("withThousands", () => {
  it("writes numbers as en-US does, commas between each three digits", () => {
    for (const n of [0, 7, 120, 999, 1000, 1500, 12345, 999999, 1000000, 1234567890, -1500, -12, 1234.5, 0.25]) {
      expect(withThousands(n)).toBe(n.toLocaleString("en-US", { maximumFractionDigits: 20 }));
    }
  });
});
