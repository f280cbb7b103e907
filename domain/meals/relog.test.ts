import { describe, expect, it } from "vitest";
import { localHour } from "../time/local-hour";
import type { Meal } from "./meal";
import { relogChoices, relogMealType, relogSchema } from "./relog";

const meal = (id: string, title: string, localDate: string, extra: Partial<Meal> = {}): Meal => ({
  id,
  userId: "u",
  mealType: "lunch",
  title,
  totalProtein: 30,
  imageUrl: null,
  source: "manual",
  localDate,
  createdAt: "2026-11-23T12:00:00.000Z",
  updatedAt: "2026-11-23T12:00:00.000Z",
  foodItems: [],
  ...extra,
});

describe("re-log lists", () => {
  it("keeps the newest of each meal once, and leaves out a photo waiting for analysis", () => {
    const choices = relogChoices(
      [
        meal("3", "Oats", "2026-11-23"),
        meal("2", "Waiting", "2026-11-23", { awaitingAnalysis: true }),
        meal("1", "oats", "2026-11-22", { mealType: "breakfast" }),
      ],
      "2026-11-22",
    );
    expect(choices.recent.map((m) => m.id)).toEqual(["3"]);
    expect(choices.frequentMeals).toEqual([{ meal: expect.objectContaining({ id: "3" }), count: 2 }]);
    expect(choices.yesterday).toEqual(["breakfast"]);
  });
});

describe("the meal type a re-log lands in", () => {
  it("follows the user's own clock", () => {
    const instant = Date.parse("2026-11-23T06:30:00Z");
    expect(localHour(instant, "UTC")).toBe(6);
    expect(localHour(instant, "America/New_York")).toBe(1);
    expect(relogMealType(instant, "UTC")).toBe("breakfast");
    expect(relogMealType(instant, "Asia/Tokyo")).toBe("snack"); // 15:30
    expect(relogMealType(instant, "Europe/Paris")).toBe("breakfast"); // 07:30
  });
});

describe("the re-log request", () => {
  it("names exactly one meal or food", () => {
    expect(relogSchema.safeParse({ mealId: "m" }).success).toBe(true);
    expect(relogSchema.safeParse({ foodItemId: "f" }).success).toBe(true);
    expect(relogSchema.safeParse({}).success).toBe(false);
    expect(relogSchema.safeParse({ mealId: "m", foodItemId: "f" }).success).toBe(false);
  });
});
