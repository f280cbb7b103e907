import { describe, expect, it } from "vitest";
import { formatBillingDate } from "./format";

describe("formatBillingDate", () => {
  it("writes 'MMMM dd, yyyy'", () => {
    expect(formatBillingDate("2026-11-29T12:00:00Z", "UTC")).toBe("November 29, 2026");
    expect(formatBillingDate(new Date("2026-03-05T12:00:00Z"), "UTC")).toBe("March 05, 2026");
  });

  it("uses the given time zone", () => {
    expect(formatBillingDate("2026-11-29T23:30:00Z", "Asia/Tokyo")).toBe("November 30, 2026");
    expect(formatBillingDate("2026-11-29T02:00:00Z", "America/New_York")).toBe("November 28, 2026");
  });
});
