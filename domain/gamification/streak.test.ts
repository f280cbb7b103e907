import { describe, expect, it } from "vitest";
import { computeStreaks, streaksUpTo } from "./streak";

describe("computeStreaks", () => {
  it("is zero with no meals", () => {
    expect(computeStreaks([], "2024-05-10")).toEqual({ currentStreak: 0, longestStreak: 0 });
  });

  it("counts a single meal today as a one-day streak", () => {
    expect(computeStreaks(["2024-05-10"], "2024-05-10")).toEqual({ currentStreak: 1, longestStreak: 1 });
  });

  it("counts consecutive days ending today", () => {
    expect(computeStreaks(["2024-05-08", "2024-05-09", "2024-05-10"], "2024-05-10")).toEqual({
      currentStreak: 3,
      longestStreak: 3,
    });
  });

  it("keeps the streak alive when today is empty but yesterday was logged", () => {
    expect(computeStreaks(["2024-05-08", "2024-05-09"], "2024-05-10")).toEqual({
      currentStreak: 2,
      longestStreak: 2,
    });
  });

  it("breaks the current streak when yesterday and today are both empty", () => {
    expect(computeStreaks(["2024-05-07", "2024-05-08"], "2024-05-10")).toEqual({
      currentStreak: 0,
      longestStreak: 2,
    });
  });

  it("restarts after a missed day", () => {
    const days = ["2024-05-01", "2024-05-02", "2024-05-03", "2024-05-04", "2024-05-06", "2024-05-07"];
    expect(computeStreaks(days, "2024-05-07")).toEqual({ currentStreak: 2, longestStreak: 4 });
  });

  it("accepts unsorted input with repeats", () => {
    const days = ["2024-05-10", "2024-05-08", "2024-05-09", "2024-05-10", "2024-05-08", "2024-05-01"];
    expect(computeStreaks(days, "2024-05-10")).toEqual({ currentStreak: 3, longestStreak: 3 });
  });

  it("runs across a month end and a leap day", () => {
    expect(computeStreaks(["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-01")).toEqual({
      currentStreak: 3,
      longestStreak: 3,
    });
    // 2023 has no Feb 29, so Feb 28 and Mar 1 are consecutive.
    expect(computeStreaks(["2023-02-28", "2023-03-01"], "2023-03-01").currentStreak).toBe(2);
  });

  it("runs across a year end", () => {
    expect(computeStreaks(["2024-01-01", "2023-12-30", "2023-12-31"], "2024-01-02")).toEqual({
      currentStreak: 3,
      longestStreak: 3,
    });
  });

  it("treats a skipped day at a month end as a gap", () => {
    // April has 30 days: the 29th and May 1st are two days apart.
    expect(computeStreaks(["2024-04-29", "2024-05-01"], "2024-05-01")).toEqual({
      currentStreak: 1,
      longestStreak: 1,
    });
  });

  it("ignores days after today", () => {
    expect(computeStreaks(["2024-05-10", "2024-05-11", "2024-05-12"], "2024-05-10")).toEqual({
      currentStreak: 1,
      longestStreak: 1,
    });
  });

  it("keeps the longest streak at least as long as the current one", () => {
    const { currentStreak, longestStreak } = computeStreaks(["2024-05-09", "2024-05-10"], "2024-05-10");
    expect(longestStreak).toBeGreaterThanOrEqual(currentStreak);
  });

  it("rejects malformed dates", () => {
    expect(() => computeStreaks(["2024-5-1"], "2024-05-10")).toThrow(RangeError);
    expect(() => computeStreaks([], "today")).toThrow(RangeError);
  });
});

describe("streaksUpTo", () => {
  it("is nothing with no meals", () => {
    expect(streaksUpTo([], "2024-05-10")).toEqual({ latest: null, currentStreak: 0, longestStreak: 0 });
  });

  it("gives the run ending on the latest day, even one that no longer reaches today", () => {
    expect(streaksUpTo(["2024-05-01", "2024-05-02", "2024-05-03", "2024-05-06", "2024-05-07"], "2024-05-10")).toEqual({
      latest: "2024-05-07",
      currentStreak: 2,
      longestStreak: 3,
    });
  });

  it("takes the days in any order, repeats too", () => {
    expect(streaksUpTo(["2024-05-09", "2024-05-08", "2024-05-09", "2024-05-10"], "2024-05-10")).toEqual({
      latest: "2024-05-10",
      currentStreak: 3,
      longestStreak: 3,
    });
  });

  it("ignores days after today, across a month's end", () => {
    expect(streaksUpTo(["2024-04-29", "2024-04-30", "2024-05-01", "2024-05-02"], "2024-05-01")).toEqual({
      latest: "2024-05-01",
      currentStreak: 3,
      longestStreak: 3,
    });
  });

  it("refuses a day that is not a date", () => {
    expect(() => streaksUpTo(["2024-02-30"], "2024-05-10")).toThrow(RangeError);
  });
});
