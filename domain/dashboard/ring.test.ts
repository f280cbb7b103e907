import { describe, expect, it } from "vitest";
import { chickenBreastComparison, dailyRing, praiseLine, RING_LABEL, ringStatusText } from "./ring";

describe("ringStatusText", () => {
  it("says the goal is achieved at exactly the goal, with the grams consumed", () => {
    expect(ringStatusText(100, 100)).toBe("Goal achieved! You've consumed 100g protein today");
    expect(ringStatusText(123.45, 100)).toBe("Goal achieved! You've consumed 123.5g protein today");
  });

  it("says how far away the goal is just below it", () => {
    expect(ringStatusText(99.9, 100)).toBe("You're 0.1g away from your daily goal");
    expect(ringStatusText(85.3, 100)).toBe("You're 14.7g away from your daily goal");
    expect(ringStatusText(0, 150)).toBe("You're 150g away from your daily goal");
  });
});

describe("chickenBreastComparison", () => {
  it("counts 25g per breast to one decimal", () => {
    expect(chickenBreastComparison(25)).toBe("That's like eating 1.0 chicken breasts");
    expect(chickenBreastComparison(37.5)).toBe("That's like eating 1.5 chicken breasts");
    expect(chickenBreastComparison(26.3)).toBe("That's like eating 1.1 chicken breasts");
    expect(chickenBreastComparison(1.25)).toBe("That's like eating 0.1 chicken breasts");
    expect(chickenBreastComparison(160)).toBe("That's like eating 6.4 chicken breasts");
  });

  it("is absent while it would read 0.0 breasts", () => {
    expect(chickenBreastComparison(1.2)).toBeNull();
    expect(chickenBreastComparison(0)).toBeNull();
    expect(chickenBreastComparison(-3)).toBeNull();
  });
});

describe("praiseLine", () => {
  it("appears at 50g and above, not just below", () => {
    expect(praiseLine(50)).toBe("That's a serious protein haul. Your muscles will thank you!");
    expect(praiseLine(49.9)).toBeNull();
    expect(praiseLine(0)).toBeNull();
  });
});

describe("dailyRing", () => {
  it("assembles the ring below the goal", () => {
    expect(dailyRing(60, 120, 3)).toEqual({
      label: RING_LABEL,
      intake: 60,
      goal: 120,
      percent: 50,
      remaining: 60,
      met: false,
      text: "You're 60g away from your daily goal",
      comparison: "That's like eating 2.4 chicken breasts",
      praise: "That's a serious protein haul. Your muscles will thank you!",
      showStreakBadge: true,
    });
  });

  it("clamps the fill at 100% past the goal", () => {
    expect(dailyRing(180, 120, 0)).toMatchObject({ percent: 100, met: true, remaining: 0, showStreakBadge: false });
  });

  it("uses the spec's label", () => {
    expect(RING_LABEL).toBe("Daily Goal Protein");
  });

  it("shows the streak badge only above 0", () => {
    expect(dailyRing(0, 100, 1).showStreakBadge).toBe(true);
    expect(dailyRing(0, 100, 0).showStreakBadge).toBe(false);
  });
});
