import { describe, expect, it } from "vitest";
import { countBands, NO_MEALS } from "../meals/protein-band";
import { addDays } from "../time/local-day";
import { anyZoneSummaryRange, type DayTotal, favoriteFoodOf, summarizeDays, summaryStart } from "./summary";

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
      "2026-10-31",
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
      null,
    );
    expect(summary.totalProtein).toBe(7);
    expect(summary.week.find((d) => d.date === "2026-11-30")?.totalProtein).toBe(14);
    expect(summary.weeklyAverage).toBe(3);
    expect(summary.month.total).toBe(7);
    expect(summaryStart("2026-12-02")).toBe("2026-11-26");
    expect(summaryStart("2026-11-23")).toBe("2026-11-01");
  });

  it("carries each day's meals by the per-meal band into the week, adding totals of one day", () => {
    const summary = summarizeDays(
      [
        { localDate: "2026-11-30", total: 45, band: countBands([10, 35]) },
        { localDate: "2026-11-30", total: 50, band: countBands([50]) },
        { localDate: "2026-12-02", total: 25, band: countBands([25]) },
        // A month's sum before the week has no band.
        { localDate: "2026-11-01", total: 300 },
      ],
      "2026-12-02",
      null,
    );
    expect(summary.week.find((d) => d.date === "2026-11-30")?.band).toEqual({
      meals: 3,
      below: 1,
      inBand: 1,
      above: 1,
    });
    expect(summary.week.at(-1)?.band).toEqual({ meals: 1, below: 0, inBand: 1, above: 0 });
    expect(summary.week.find((d) => d.date === "2026-12-01")?.band).toEqual(NO_MEALS);
  });
});

describe("summarizeDays' weekly average", () => {
  const today = "2026-11-23";
  const week = [
    { localDate: "2026-11-21", total: 40 },
    { localDate: "2026-11-23", total: 83.6 },
  ];

  it("divides by the days since the first logged day when that is under 7, today included", () => {
    expect(summarizeDays([{ localDate: today, total: 83.6 }], today, today).weeklyAverage).toBe(83.6);
    // 21st to 23rd is 3 days: (40 + 0 + 83.6) / 3 = 41.2
    expect(summarizeDays(week, today, "2026-11-21").weeklyAverage).toBe(41.2);
  });

  it("divides by 7 once the first logged day is a week back or more, or before any meal", () => {
    // (40 + 83.6) / 7 = 17.66 -> 17.7
    expect(summarizeDays(week, today, "2026-11-17").weeklyAverage).toBe(17.7);
    expect(summarizeDays(week, today, "2025-01-01").weeklyAverage).toBe(17.7);
    expect(summarizeDays([], today, null).weeklyAverage).toBe(0);
  });

  it("counts a first day after today (a clock change) as one day", () => {
    expect(summarizeDays([{ localDate: today, total: 30 }], today, "2026-11-24").weeklyAverage).toBe(30);
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
    expect(early).toEqual({ from: "2026-02-27", daysFrom: "2026-03-24", to: "2026-04-01" });
  });

  it("gives every zone the same summary from the days before `daysFrom` summed per month as from each day", () => {
    // A day's total for each of 40 days around each moment, days before daysFrom summed per
    // month and dated on the month's 1st, as the server's dashboard query sends them.
    const start = Date.UTC(2026, 0, 1, 0, 30);
    for (let d = 0; d < 400; d += 3) {
      for (const hour of [0, 12, 23]) {
        const now = start + d * 86_400_000 + hour * 3_600_000;
        const { from, daysFrom, to } = anyZoneSummaryRange(now);
        const days: DayTotal[] = [];
        for (let day = from; day <= to; day = addDays(day, 1)) {
          days.push({ localDate: day, total: ((day.charCodeAt(8) * 7 + day.charCodeAt(9) * 3) % 50) + 0.3 });
        }
        const sums = new Map<string, number>();
        for (const t of days.filter((t) => t.localDate < daysFrom)) {
          const month = `${t.localDate.slice(0, 8)}01`;
          sums.set(month, (sums.get(month) ?? 0) + t.total);
        }
        const packed = [
          ...days.filter((t) => t.localDate >= daysFrom),
          ...[...sums].map(([localDate, total]) => ({ localDate, total })),
        ];
        const utcToday = new Date(now).toISOString().slice(0, 10);
        for (const today of [addDays(utcToday, -1), utcToday, addDays(utcToday, 1)]) {
          expect(summarizeDays(packed, today, null), `${utcToday} as ${today}`).toEqual(
            summarizeDays(days, today, null),
          );
        }
      }
    }
  });
});
