import { describe, expect, it } from "vitest";
import { anyZoneSummaryRange, favoriteFoodOf, summarizeDays, summaryStart } from "./summary";

describe("summarizeDays", () => {
  it("gives today's total, the last 7 days oldest first with empty days at 0, their average and the month", () => {
    const summary = summarizeDays(
      [
        { localDate: "2026-11-23", total: 40.04 },
        { localDate: "2026-11-23", total: 10 },
        { localDate: "2026-11-20", total: 20 },
        { localDate: "2026-11-01", total: 30 },
        { localDate: "2026-10-31", total: 99 },
      ],
      "2026-11-23",
    );
    expect(summary.totalProtein).toBe(50);
    expect(summary.week.map((d) => d.date)).toEqual([
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
    ]);
    expect(summary.week.map((d) => d.totalProtein)).toEqual([0, 0, 0, 20, 0, 0, 50]);
    expect(summary.weeklyAverage).toBe(10);
    expect(summary.month).toEqual({ start: "2026-11-01", total: 100 });
  });

  it("ignores days after today (a clock change) and keeps last month's days in the week", () => {
    const summary = summarizeDays(
      [
        { localDate: "2026-12-24", total: 500 },
        { localDate: "2026-11-30", total: 14 },
        { localDate: "2026-12-02", total: 7 },
      ],
      "2026-12-02",
    );
    expect(summary.totalProtein).toBe(7);
    expect(summary.week.find((d) => d.date === "2026-11-30")?.totalProtein).toBe(14);
    expect(summary.weeklyAverage).toBe(3);
    expect(summary.month.total).toBe(7);
    expect(summaryStart("2026-12-02")).toBe("2026-11-26");
    expect(summaryStart("2026-11-23")).toBe("2026-11-01");
  });
});

describe("favoriteFoodOf", () => {
  it("counts each meal's foods, or the meal itself when it has none, and skips 0 g placeholders", () => {
    expect(
      favoriteFoodOf([
        { name: "Eggs", totalProtein: 12, foods: [] },
        { name: "Lunch", totalProtein: 0, foods: [{ name: "Meal", proteinContent: 0 }] },
        { name: "eggs", totalProtein: 14, foods: [] },
        { name: "Tofu bowl", totalProtein: 20, foods: [{ name: "Tofu", proteinContent: 20 }] },
      ]),
    ).toEqual({ name: "Eggs", protein: 13 });
  });
});

describe("anyZoneSummaryRange", () => {
  it("covers the summary window of the zones furthest behind and ahead of UTC", () => {
    // 2026-12-31 23:30 UTC: Kiritimati (UTC+14) is on Jan 1, Baker Island (UTC-12) on Dec 31.
    const now = Date.UTC(2026, 11, 31, 23, 30);
    const range = anyZoneSummaryRange(now);
    for (const today of ["2026-12-31", "2027-01-01"]) {
      expect(range.from <= summaryStart(today)).toBe(true);
      expect(range.to >= today).toBe(true);
    }
    // 2026-03-31 00:30 UTC: UTC-12 is still on Mar 30, whose month began Mar 1.
    const early = anyZoneSummaryRange(Date.UTC(2026, 2, 31, 0, 30));
    expect(early.from <= summaryStart("2026-03-30")).toBe(true);
    expect(early).toEqual({ from: "2026-02-27", to: "2026-04-01" });
  });
});
