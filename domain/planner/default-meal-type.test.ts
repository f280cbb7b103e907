import { describe, expect, it } from "vitest";
import { mealTypeForHour } from "./default-meal-type";

describe("mealTypeForHour", () => {
  it.each([
    [0, "breakfast"],
    [10, "breakfast"],
    [11, "lunch"],
    [14, "lunch"],
    [15, "snack"],
    [16, "snack"],
    [17, "dinner"],
    [20, "dinner"],
    [21, "snack"],
    [23, "snack"],
  ] as const)("at %i:00 opens on %s", (hour, type) => {
    expect(mealTypeForHour(hour)).toBe(type);
  });
});
