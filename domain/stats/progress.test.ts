import { describe, expect, it } from "vitest";
import { goalProgress, roundToTenth } from "./progress";

describe("roundToTenth", () => {
  it("snaps floating-point noise", () => {
    expect(roundToTenth(33.3 + 33.3 + 33.4)).toBe(100);
    expect(roundToTenth(0.1 + 0.2)).toBe(0.3);
    expect(roundToTenth(Number.NaN)).toBe(0);
  });
});

describe("goalProgress", () => {
  it("is met at exactly the goal and not just below", () => {
    expect(goalProgress(100, 100)).toEqual({ intake: 100, goal: 100, remaining: 0, percent: 100, met: true });
    expect(goalProgress(99.9, 100)).toMatchObject({ remaining: 0.1, met: false });
  });

  it("counts a float sum that displays as the goal as met", () => {
    expect(goalProgress(33.3 + 33.3 + 33.4, 100).met).toBe(true);
    expect(goalProgress(100 - 1e-12, 100).met).toBe(true);
  });

  it("gives remaining grams without float noise", () => {
    expect(goalProgress(85.3, 100).remaining).toBe(14.7);
  });

  it("does not clamp the percent", () => {
    expect(goalProgress(150, 100).percent).toBe(150);
    expect(goalProgress(25, 100).percent).toBe(25);
  });

  it("treats negative intake as 0", () => {
    expect(goalProgress(-5, 100)).toMatchObject({ intake: 0, remaining: 100, percent: 0, met: false });
  });

  it("never meets a goal of 0 or less", () => {
    expect(goalProgress(50, 0)).toEqual({ intake: 50, goal: 0, remaining: 0, percent: 0, met: false });
    expect(goalProgress(50, Number.NaN)).toMatchObject({ goal: 0, met: false });
  });
});
