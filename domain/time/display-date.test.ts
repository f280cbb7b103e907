import { describe, expect, it } from "vitest";
import { formatDate, formatDay, shortWeekday } from "./display-date";

describe("formatDate ('MMMM dd, yyyy')", () => {
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

  it("writes every day of a leap year as Intl's en-US formatter does", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(formatDate(`${day}T12:00:00Z`, "UTC"));
    }
  });

  it("refuses malformed or impossible days", () => {
    for (const bad of ["2026-11-5", "November 5", "2026-02-30", "2026-13-01", ""]) {
      expect(() => formatDay(bad)).toThrow(RangeError);
    }
  });
});

describe("shortWeekday (a YYYY-MM-DD calendar day)", () => {
  it("names the day's own weekday in English, across a month, a year and a leap day", () => {
    expect(
      ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"].map(
        shortWeekday,
      ),
    ).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(shortWeekday("2026-12-31")).toBe("Thu");
    expect(shortWeekday("2027-01-01")).toBe("Fri");
    expect(shortWeekday("2024-02-29")).toBe("Thu");
  });

  it("refuses malformed or impossible days", () => {
    for (const bad of ["2026-11-5", "2026-02-30", ""]) expect(() => shortWeekday(bad)).toThrow(RangeError);
  });
});
