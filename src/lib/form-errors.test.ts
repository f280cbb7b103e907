import { proteinGoalsSchema } from "@domain/goals/protein-goals";
import { describe, expect, it } from "vitest";
import { checkForm, fieldErrors, numberOrBlank } from "./form-errors";

describe("checkForm", () => {
  it("answers the parsed values when the route's schema accepts them", () => {
    expect(checkForm(proteinGoalsSchema, { dailyGoal: 120, weeklyGoal: 840, monthlyGoal: 3600 })).toEqual({
      ok: true,
      data: { dailyGoal: 120, weeklyGoal: 840, monthlyGoal: 3600 },
    });
  });

  it("names each refused field with the schema's first message, as the server's 400 would", () => {
    const check = checkForm(proteinGoalsSchema, {
      dailyGoal: numberOrBlank(""),
      weeklyGoal: numberOrBlank("12.5"),
      monthlyGoal: numberOrBlank("abc"),
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        dailyGoal: "Enter your daily goal in grams.",
        weeklyGoal: "Your weekly goal must be a whole number of grams.",
        monthlyGoal: "Your monthly goal must be a number of grams, like 120.",
      },
    });
  });
});

describe("fieldErrors", () => {
  it("keys nested paths with dots, a form-wide issue with '', and keeps the first per field", () => {
    expect(
      fieldErrors([
        { path: ["foodItems", 0, "grams"], message: "A food can weigh at most 5,000 g." },
        { path: [], message: "Please fill in meal title and protein content." },
        { path: ["foodItems", 0, "grams"], message: "a second message" },
      ]),
    ).toEqual({
      "foodItems.0.grams": "A food can weigh at most 5,000 g.",
      "": "Please fill in meal title and protein content.",
    });
  });
});
