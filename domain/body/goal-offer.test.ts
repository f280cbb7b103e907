import { describe, expect, it } from "vitest";
import { goalOffer, snoozedUntil } from "./goal-offer";

const body = {
  dailyGoal: 168,
  goalGramsPerKg: 2.1,
  goalWeightKg: 80,
  trendKg: 78.5,
  goalOfferSnoozedUntil: null,
};

describe("the goal offer", () => {
  it("offers the goal's g/kg at the trend weight once the trend has moved 1 kg", () => {
    expect(goalOffer(body, "2026-05-01")).toEqual({ dailyGoal: 165, trendKg: 78.5, gramsPerKg: 2.1 });
    expect(goalOffer({ ...body, trendKg: 81 }, "2026-05-01")).toMatchObject({ dailyGoal: 170 });
    expect(goalOffer({ ...body, trendKg: 79.1 }, "2026-05-01")).toBeNull();
  });

  it("offers nothing without a trend, a goal weight or a g/kg, or when the goal would not change", () => {
    expect(goalOffer({ ...body, trendKg: null }, "2026-05-01")).toBeNull();
    expect(goalOffer({ ...body, goalWeightKg: null }, "2026-05-01")).toBeNull();
    expect(goalOffer({ ...body, goalGramsPerKg: null }, "2026-05-01")).toBeNull();
    expect(goalOffer({ ...body, dailyGoal: 165 }, "2026-05-01")).toBeNull();
  });

  it("stays hidden for the seven days from 'Not now', and comes back on the eighth", () => {
    const until = snoozedUntil("2026-05-01");
    expect(until).toBe("2026-05-07");
    expect(goalOffer({ ...body, goalOfferSnoozedUntil: until }, "2026-05-07")).toBeNull();
    expect(goalOffer({ ...body, goalOfferSnoozedUntil: until }, "2026-05-08")).not.toBeNull();
  });
});
