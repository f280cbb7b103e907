import { describe, expect, it } from "vitest";
import { mealHints } from "./hints";

describe("mealHints", () => {
  it("marks high protein at 15 g per food, not below", () => {
    expect(mealHints([{ name: "egg", proteinContent: 14.9 }], 14.9).highProtein).toBe(false);
    expect(mealHints([{ name: "egg", proteinContent: 15 }], 15).highProtein).toBe(true);
  });

  it("boosts under 15 g in total and praises from 25 g", () => {
    expect(mealHints([], 14.9)).toMatchObject({ boost: true, excellent: false });
    expect(mealHints([], 15)).toMatchObject({ boost: false, excellent: false });
    expect(mealHints([], 24.9).excellent).toBe(false);
    expect(mealHints([], 25).excellent).toBe(true);
  });

  it("finds plant and dairy protein by the spec's words", () => {
    expect(mealHints([{ name: "Black beans", proteinContent: 7 }], 7)).toMatchObject({
      plantProtein: true,
      dairyProtein: false,
    });
    expect(mealHints([{ name: "Greek yogurt", proteinContent: 15 }], 15)).toMatchObject({
      plantProtein: false,
      dairyProtein: true,
    });
    expect(
      mealHints(
        [
          { name: "Grilled tempeh", proteinContent: 20 },
          { name: "cheese", proteinContent: 7 },
        ],
        27,
      ),
    ).toMatchObject({ plantProtein: true, dairyProtein: true });
  });
});
