import { describe, expect, it } from "vitest";
import { levelForXp, levelProgress, levelThreshold, levelTitle } from "./levels";

describe("levelForXp", () => {
  it("is at least 1", () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(-50)).toBe(1);
    expect(levelForXp(Number.NaN)).toBe(1);
  });

  it("steps up exactly at n² × 100", () => {
    expect(levelForXp(399)).toBe(1);
    expect(levelForXp(400)).toBe(2);
    expect(levelForXp(899)).toBe(2);
    expect(levelForXp(900)).toBe(3);
    expect(levelForXp(10_000)).toBe(10);
    expect(levelForXp(25_599)).toBe(15);
    expect(levelForXp(25_600)).toBe(16);
  });
});

describe("levelThreshold", () => {
  it("is level² × 100", () => {
    expect(levelThreshold(1)).toBe(100);
    expect(levelThreshold(2)).toBe(400);
    expect(levelThreshold(16)).toBe(25_600);
  });
});

describe("levelTitle", () => {
  it.each([
    [1, "Protein Rookie"],
    [2, "Meal Master"],
    [3, "Meal Master"],
    [4, "Protein Pro"],
    [5, "Protein Pro"],
    [6, "Gains Guardian"],
    [10, "Gains Guardian"],
    [11, "Muscle Maven"],
    [15, "Muscle Maven"],
    [16, "Whey Wizard"],
    [99, "Whey Wizard"],
  ])("level %i is %s", (level, title) => {
    expect(levelTitle(level)).toBe(title);
  });

  it("treats a level below 1 as a rookie", () => {
    expect(levelTitle(0)).toBe("Protein Rookie");
  });
});

describe("levelProgress", () => {
  it("keeps the bar at 0% below the level 1 threshold", () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      title: "Protein Rookie",
      xp: 0,
      currentThreshold: 100,
      nextThreshold: 400,
      xpToNext: 400,
      percent: 0,
    });
    expect(levelProgress(99).percent).toBe(0);
  });

  it("fills between the current and next thresholds", () => {
    expect(levelProgress(100).percent).toBe(0);
    expect(levelProgress(250).percent).toBe(50);
    expect(levelProgress(399).percent).toBeCloseTo(99.67, 2);
  });

  it("starts the next level empty", () => {
    expect(levelProgress(400)).toMatchObject({
      level: 2,
      title: "Meal Master",
      currentThreshold: 400,
      nextThreshold: 900,
      xpToNext: 500,
      percent: 0,
    });
    expect(levelProgress(650).percent).toBe(50);
  });

  it("treats negative or missing XP as 0", () => {
    expect(levelProgress(-10)).toMatchObject({ xp: 0, level: 1, percent: 0 });
    expect(levelProgress(Number.NaN)).toMatchObject({ xp: 0, level: 1, percent: 0 });
  });
});
