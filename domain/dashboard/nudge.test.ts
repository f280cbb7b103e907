import { describe, expect, it } from "vitest";
import { mostFrequentFood, proteinNudge } from "./nudge";

const eggs = { name: "Scrambled eggs", protein: 20 };

describe("proteinNudge visibility", () => {
  it("hides when the goal is met or exceeded", () => {
    expect(proteinNudge(100, 100)).toBeNull();
    expect(proteinNudge(130, 100)).toBeNull();
  });

  it("shows at exactly 80g remaining but not above", () => {
    expect(proteinNudge(20, 100)).not.toBeNull();
    expect(proteinNudge(19.9, 100)).toBeNull();
    expect(proteinNudge(0, 150)).toBeNull();
  });

  it("hides without a goal", () => {
    expect(proteinNudge(0, 0)).toBeNull();
  });
});

describe("proteinNudge suggestions", () => {
  it("suggests Greek yogurt (15g) with 15g or less remaining", () => {
    expect(proteinNudge(85, 100)).toEqual({
      food: "Greek yogurt",
      grams: 15,
      message: "A Greek yogurt (15g) would get you there!",
    });
    expect(proteinNudge(99.9, 100)?.food).toBe("Greek yogurt");
  });

  it("suggests a protein shake (25g) from just over 15g to 25g remaining", () => {
    expect(proteinNudge(84.9, 100)).toEqual({
      food: "protein shake",
      grams: 25,
      message: "A protein shake (25g) would get you there!",
    });
    expect(proteinNudge(75, 100)?.food).toBe("protein shake");
  });

  it("suggests the user's most logged food from just over 25g to 35g remaining", () => {
    expect(proteinNudge(74.9, 100, eggs)).toEqual({
      food: "Scrambled eggs",
      grams: 20,
      message: "Your usual Scrambled eggs (20g) would get you 20g closer!",
    });
    expect(proteinNudge(65, 100, { name: "Steak", protein: 40 })?.message).toBe(
      "Your usual Steak (40g) would get you there!",
    );
  });

  it("falls back to a chicken breast (30g) without a usable favourite food", () => {
    const chicken = {
      food: "chicken breast",
      grams: 30,
      message: "A chicken breast (30g) would get you there!",
    };
    expect(proteinNudge(70, 100)).toEqual(chicken);
    expect(proteinNudge(70, 100, null)).toEqual(chicken);
    expect(proteinNudge(70, 100, { name: "Meal", protein: 0 })).toEqual(chicken);
    expect(proteinNudge(70, 100, { name: "  ", protein: 20 })).toEqual(chicken);
  });

  it("suggests a chicken breast above 35g remaining, even with a favourite food", () => {
    expect(proteinNudge(64.9, 100, eggs)).toEqual({
      food: "chicken breast",
      grams: 30,
      message: "A chicken breast (30g) would get you 30g closer!",
    });
    expect(proteinNudge(20, 100, eggs)?.food).toBe("chicken breast");
  });
});

describe("mostFrequentFood", () => {
  it("is null with nothing usable logged", () => {
    expect(mostFrequentFood([])).toBeNull();
    expect(mostFrequentFood([{ name: "Meal", protein: 0 }])).toBeNull();
  });

  it("picks the most logged name, case- and space-insensitively, averaging its protein", () => {
    expect(
      mostFrequentFood([
        { name: "Greek yogurt", protein: 15 },
        { name: "Chicken breast", protein: 31 },
        { name: " chicken BREAST ", protein: 28 },
        { name: "Chicken breast", protein: 30 },
      ]),
    ).toEqual({ name: "Chicken breast", protein: 29.7 });
  });

  it("breaks ties in favour of the first seen", () => {
    expect(
      mostFrequentFood([
        { name: "Tofu", protein: 20 },
        { name: "Eggs", protein: 12 },
        { name: "Eggs", protein: 12 },
        { name: "Tofu", protein: 20 },
      ]),
    ).toEqual({ name: "Tofu", protein: 20 });
  });
});
