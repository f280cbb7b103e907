import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./display-date";

describe("formatDate ('MMMM dd, yyyy', spec section 9)", () => {
  it("writes the month in full, the day with two digits and the year", () => {
    expect(formatDate("2026-11-29T12:00:00Z", "UTC")).toBe("November 29, 2026");
    expect(formatDate(new Date("2026-03-05T12:00:00Z"), "UTC")).toBe("March 05, 2026");
  });

  it("uses the calendar of the given time zone", () => {
    expect(formatDate("2026-11-29T23:30:00Z", "Asia/Tokyo")).toBe("November 30, 2026");
    expect(formatDate("2026-11-29T02:00:00Z", "America/New_York")).toBe("November 28, 2026");
  });

  it("refuses what is not a date instead of printing 'Invalid Date'", () => {
    expect(() => formatDate("soon")).toThrow(RangeError);
  });
});

describe("formatDay (a YYYY-MM-DD calendar day)", () => {
  it("names the day itself, not a weekday and not the day before", () => {
    expect(formatDay("2026-11-05")).toBe("November 05, 2026");
    expect(formatDay("2026-01-01")).toBe("January 01, 2026");
    expect(formatDay("2024-02-29")).toBe("February 29, 2024");
  });

  it("refuses malformed or impossible days", () => {
    for (const bad of ["2026-11-5", "November 5", "2026-02-30", "2026-13-01", ""]) {
      expect(() => formatDay(bad)).toThrow(RangeError);
    }
  });
});
