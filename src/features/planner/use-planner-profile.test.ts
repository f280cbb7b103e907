import { describe, expect, it } from "vitest";
import { guestProteinToday } from "./use-planner-profile";

describe("guestProteinToday", () => {
  const now = new Date(2026, 10, 22, 18, 0);
  const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

  it("adds the protein of today's local meals only", () => {
    const meals = [
      { createdAt: at(22, 8), totalProtein: "20.5" },
      { createdAt: at(22, 0), totalProtein: 10 },
      { createdAt: at(21, 23), totalProtein: "30" },
    ];
    expect(guestProteinToday(meals, now)).toBe(30.5);
  });

  it("ignores placeholder meals and anything unreadable", () => {
    const meals = [
      { createdAt: at(22, 9), totalProtein: "0" },
      { createdAt: at(22, 9), totalProtein: "abc" },
      { createdAt: "yesterday", totalProtein: "12" },
      { totalProtein: "12" },
      null,
      "meal",
    ];
    expect(guestProteinToday(meals, now)).toBe(0);
  });
});
