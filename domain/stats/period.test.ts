import { describe, expect, it } from "vitest";
import { lastTwelveMonths, monthBuckets, monthStart, monthTotalsUpTo, yearBuckets, yearStart } from "./period";

describe("monthBuckets", () => {
  it("gives one bucket per day from the 1st to today, labelled by day, empty days at 0", () => {
    const buckets = monthBuckets("2026-11-04", [
      { key: "2026-11-02", total: 20.04 },
      { key: "2026-11-02", total: 10 },
      { key: "2026-11-04", total: 5.55 },
    ]);
    expect(buckets).toEqual([
      { key: "2026-11-01", label: "1", totalProtein: 0 },
      { key: "2026-11-02", label: "2", totalProtein: 30 },
      { key: "2026-11-03", label: "3", totalProtein: 0 },
      { key: "2026-11-04", label: "4", totalProtein: 5.6 },
    ]);
  });

  it("has a single bucket on the 1st and ignores days outside the month so far", () => {
    expect(
      monthBuckets("2026-12-01", [
        { key: "2026-11-30", total: 9 },
        { key: "2026-12-02", total: 9 },
      ]),
    ).toEqual([{ key: "2026-12-01", label: "1", totalProtein: 0 }]);
  });

  it("runs to the 29th in a leap February", () => {
    const buckets = monthBuckets("2028-02-29", []);
    expect(buckets).toHaveLength(29);
    expect(buckets.at(-1)).toEqual({ key: "2028-02-29", label: "29", totalProtein: 0 });
  });

  it("starts at the 1st of today's month", () => {
    expect(monthStart("2026-11-23")).toBe("2026-11-01");
  });
});

describe("lastTwelveMonths", () => {
  it("ends with today's month and crosses the year boundary", () => {
    expect(lastTwelveMonths("2026-03-15")).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });

  it("is one calendar year in December", () => {
    expect(lastTwelveMonths("2026-12-31")[0]).toBe("2026-01");
    expect(yearStart("2026-12-31")).toBe("2026-01-01");
  });
});

describe("yearBuckets", () => {
  it("labels months Jan to Dec, sums by month, rounds to the tenth, empty months at 0", () => {
    const buckets = yearBuckets("2026-01-10", [
      { key: "2025-02", total: 100.04 },
      { key: "2026-01", total: 0.1 },
      { key: "2026-01", total: 0.2 },
      { key: "2025-01", total: 999 },
    ]);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ key: "2025-02", label: "Feb", totalProtein: 100 });
    expect(buckets[10]).toEqual({ key: "2025-12", label: "Dec", totalProtein: 0 });
    expect(buckets[11]).toEqual({ key: "2026-01", label: "Jan", totalProtein: 0.3 });
  });
});

describe("monthTotalsUpTo", () => {
  it("keeps month rows, folds days up to today into their month and drops later days", () => {
    const rows = [
      { key: "2026-02", total: 100 },
      { key: "2026-02-28", total: 5 },
      { key: "2026-03-01", total: 7 },
    ];
    expect(monthTotalsUpTo("2026-02-28", rows)).toEqual([
      { key: "2026-02", total: 100 },
      { key: "2026-02", total: 5 },
    ]);
    expect(yearBuckets("2026-03-01", monthTotalsUpTo("2026-03-01", rows)).slice(-2)).toMatchObject([
      { key: "2026-02", totalProtein: 105 },
      { key: "2026-03", totalProtein: 7 },
    ]);
  });
});
