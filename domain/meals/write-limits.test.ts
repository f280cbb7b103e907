import { describe, expect, it } from "vitest";
import { historyDateProblem } from "./write-limits";

describe("historyDateProblem", () => {
  it("takes today and any day of the last 20 years", () => {
    expect(historyDateProblem("2026-11-20", "2026-11-20")).toBeNull();
    expect(historyDateProblem("2006-11-20", "2026-11-20")).toBeNull();
  });

  it("names a day after today, or more than 20 years before it", () => {
    expect(historyDateProblem("2026-11-21", "2026-11-20")).toBe("the date 2026-11-21 is after today");
    expect(historyDateProblem("2099-01-01", "2026-11-20")).toBe("the date 2099-01-01 is after today");
    expect(historyDateProblem("2006-11-19", "2026-11-20")).toBe("the date 2006-11-19 is more than 20 years ago");
    expect(historyDateProblem("2026-02-30", "2026-11-20")).toBe("the date 2026-02-30 is not a real date");
  });

  it("counts 20 years back from 29 February to the 1st of March of a year with no leap day", () => {
    expect(historyDateProblem("2100-03-01", "2120-02-29")).toBeNull();
    expect(historyDateProblem("2100-02-28", "2120-02-29")).toBe("the date 2100-02-28 is more than 20 years ago");
  });
});
