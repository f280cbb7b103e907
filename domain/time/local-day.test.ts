import { describe, expect, it } from "vitest";
import {
  addDays,
  dateOfDayNumber,
  dayNumberOf,
  daysBetween,
  isValidDate,
  localDate,
  localDayBounds,
} from "./local-day";

const LA = "America/Los_Angeles";
const BRISBANE = "Australia/Brisbane";
const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("localDate", () => {
  it("turns the date over at local midnight in UTC-8", () => {
    expect(localDate(utc("2024-01-01T07:59:59.999Z"), LA)).toBe("2023-12-31");
    expect(localDate(utc("2024-01-01T08:00:00.000Z"), LA)).toBe("2024-01-01");
  });

  it("turns the date over at local midnight in UTC+10", () => {
    expect(localDate(utc("2023-12-31T13:59:59.999Z"), BRISBANE)).toBe("2023-12-31");
    expect(localDate(utc("2023-12-31T14:00:00.000Z"), BRISBANE)).toBe("2024-01-01");
  });

  it("gives different dates in different zones for the same instant", () => {
    const instant = new Date("2024-06-15T20:00:00Z");
    expect(localDate(instant, LA)).toBe("2024-06-15");
    expect(localDate(instant, BRISBANE)).toBe("2024-06-16");
    expect(localDate(instant, "UTC")).toBe("2024-06-15");
  });

  it("accepts a Date or epoch milliseconds", () => {
    expect(localDate(new Date(0), "UTC")).toBe("1970-01-01");
    expect(localDate(0, "UTC")).toBe("1970-01-01");
  });

  it("uses daylight time in summer (UTC-7 in Los Angeles)", () => {
    expect(localDate(utc("2024-07-01T06:59:59Z"), LA)).toBe("2024-06-30");
    expect(localDate(utc("2024-07-01T07:00:00Z"), LA)).toBe("2024-07-01");
  });

  it("rejects an invalid instant or zone", () => {
    expect(() => localDate(Number.NaN, "UTC")).toThrow(RangeError);
    expect(() => localDate(new Date("nope"), "UTC")).toThrow(RangeError);
    expect(() => localDate(0, "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("isValidDate", () => {
  it("accepts real dates only", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2023-02-29")).toBe(false);
    expect(isValidDate("2024-13-01")).toBe(false);
    expect(isValidDate("2024-1-01")).toBe(false);
    expect(isValidDate("0099-01-01")).toBe(true);
    expect(isValidDate(20240101)).toBe(false);
  });
});

describe("addDays", () => {
  it("crosses month, year and leap-day boundaries", () => {
    expect(addDays("2024-01-31", 1)).toBe("2024-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2023-12-31", 1)).toBe("2024-01-01");
    expect(addDays("2024-01-01", -1)).toBe("2023-12-31");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("handles zero and large steps", () => {
    expect(addDays("2024-05-05", 0)).toBe("2024-05-05");
    expect(addDays("2024-01-01", 366)).toBe("2025-01-01");
  });

  it("is not affected by DST (calendar arithmetic only)", () => {
    expect(addDays("2024-03-09", 1)).toBe("2024-03-10");
    expect(addDays("2024-03-10", 1)).toBe("2024-03-11");
  });

  it("rejects malformed dates and fractional steps", () => {
    expect(() => addDays("2024-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("yesterday", 1)).toThrow(RangeError);
    expect(() => addDays("2024-01-01", 1.5)).toThrow(RangeError);
  });
});

describe("dayNumberOf", () => {
  it("counts days since 1970-01-01 exactly as Date does, for every day from 1899 to 2101", () => {
    const start = Date.UTC(1899, 0, 1);
    const end = Date.UTC(2101, 11, 31);
    for (let ms = start; ms <= end; ms += 86_400_000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      expect(dayNumberOf(date), date).toBe(ms / 86_400_000);
    }
  });

  it("agrees with isValidDate on what a date is, leap days included", () => {
    for (const date of ["2024-02-29", "2000-02-29", "1900-02-28", "2400-02-29", "9999-12-31"]) {
      expect(dayNumberOf(date), date).not.toBeNull();
      expect(isValidDate(date), date).toBe(true);
    }
    for (const date of [
      "2023-02-29",
      "1900-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-01-00",
      "2024-1-1",
      "today",
      "",
    ]) {
      expect(dayNumberOf(date), date).toBeNull();
      expect(isValidDate(date), date).toBe(false);
    }
  });

  it("makes consecutive dates consecutive numbers across month, year and leap-day ends", () => {
    for (const date of ["2024-02-28", "2024-02-29", "2023-12-31", "2100-02-28", "1999-12-31"]) {
      expect(dayNumberOf(addDays(date, 1))).toBe((dayNumberOf(date) ?? 0) + 1);
    }
  });
});

describe("dateOfDayNumber and integer date steps", () => {
  // The Date-based forms addDays and daysBetween had before they moved to integer day numbers: the reference.
  const dateAddDays = (date: string, n: number) => {
    const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
    const utc = new Date(0);
    utc.setUTCFullYear(y, m - 1, d + n);
    return utc.toISOString().slice(0, 10);
  };

  it("gives back the date of every day number from 1899 to 2101, as Date does", () => {
    const start = Date.UTC(1899, 0, 1);
    const end = Date.UTC(2101, 11, 31);
    for (let ms = start; ms <= end; ms += 86_400_000) {
      expect(dateOfDayNumber(ms / 86_400_000)).toBe(new Date(ms).toISOString().slice(0, 10));
    }
  });

  it("steps and counts days as the Date-based forms did, across months, years and leap days", () => {
    for (let ms = Date.UTC(1999, 0, 1); ms <= Date.UTC(2101, 0, 1); ms += 86_400_000 * 13) {
      const date = new Date(ms).toISOString().slice(0, 10);
      for (const n of [-400, -61, -32, -7, -6, -1, 0, 1, 7, 31, 366]) {
        expect(addDays(date, n), `${date} ${n}`).toBe(dateAddDays(date, n));
        expect(daysBetween(date, addDays(date, n)), `${date} ${n}`).toBe(n);
      }
    }
    expect(addDays("0001-01-01", -1)).toBe("0000-12-31");
    expect(addDays("9999-12-31", -365)).toBe("9998-12-31");
  });

  it("still refuses what is not a date in daysBetween", () => {
    expect(() => daysBetween("2024-02-30", "2024-03-01")).toThrow(RangeError);
    expect(() => daysBetween("2024-03-01", "soon")).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it("counts calendar days either way", () => {
    expect(daysBetween("2023-12-31", "2024-01-01")).toBe(1);
    expect(daysBetween("2024-03-01", "2024-02-28")).toBe(-2);
    expect(daysBetween("2024-03-09", "2024-03-11")).toBe(2);
  });
});

describe("localDayBounds", () => {
  it("spans local midnight to midnight in UTC-8", () => {
    expect(localDayBounds("2024-01-15", LA)).toEqual({
      start: utc("2024-01-15T08:00:00Z"),
      end: utc("2024-01-16T08:00:00Z"),
    });
  });

  it("spans local midnight to midnight in UTC+10", () => {
    expect(localDayBounds("2024-01-01", BRISBANE)).toEqual({
      start: utc("2023-12-31T14:00:00Z"),
      end: utc("2024-01-01T14:00:00Z"),
    });
  });

  it("lasts 23 hours on the spring-forward day", () => {
    const { start, end } = localDayBounds("2024-03-10", LA);
    expect(start).toBe(utc("2024-03-10T08:00:00Z"));
    expect(end).toBe(utc("2024-03-11T07:00:00Z"));
    expect(end - start).toBe(23 * HOUR);
  });

  it("lasts 25 hours on the fall-back day", () => {
    const { start, end } = localDayBounds("2024-11-03", LA);
    expect(start).toBe(utc("2024-11-03T07:00:00Z"));
    expect(end).toBe(utc("2024-11-04T08:00:00Z"));
    expect(end - start).toBe(25 * HOUR);
  });

  it("starts at the transition when midnight itself is skipped", () => {
    // Chile springs forward from 00:00 to 01:00, so 2024-09-08 has no 00:00.
    const { start, end } = localDayBounds("2024-09-08", "America/Santiago");
    expect(start).toBe(utc("2024-09-08T04:00:00Z"));
    expect(localDate(start, "America/Santiago")).toBe("2024-09-08");
    expect(localDate(start - 1, "America/Santiago")).toBe("2024-09-07");
    expect(end - start).toBe(23 * HOUR);
  });

  it("agrees with localDate at both edges", () => {
    for (const [date, zone] of [
      ["2024-03-10", LA],
      ["2024-11-03", LA],
      ["2024-06-30", BRISBANE],
      ["2024-10-06", "Australia/Sydney"],
      ["2024-03-31", "Europe/Berlin"],
      ["2024-06-01", "Asia/Kathmandu"],
    ] as const) {
      const { start, end } = localDayBounds(date, zone);
      expect(localDate(start, zone)).toBe(date);
      expect(localDate(end - 1, zone)).toBe(date);
      expect(localDate(start - 1, zone)).toBe(addDays(date, -1));
      expect(localDate(end, zone)).toBe(addDays(date, 1));
    }
  });

  it("rejects a malformed date", () => {
    expect(() => localDayBounds("2024-02-30", LA)).toThrow(RangeError);
  });
});
