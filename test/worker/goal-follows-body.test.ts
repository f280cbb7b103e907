import { describe, expect, it } from "vitest";
import { addDays, localDate } from "../../domain/time/local-day";
import { signUp } from "./accounts";
import { api, errorBody, headers } from "./api";

/** The daily goal follows the body: an offer once the trend weight has moved 1 kg (ADR 066). */
const today = () => localDate(Date.now(), "UTC");
const weigh = (cookie: string, kg: number, date = today()) =>
  api.weights.$post({ json: { date, kg } }, headers(cookie));
const dashboard = async (cookie: string) => (await api.dashboard.$get(undefined, headers(cookie))).json();
const goals = async (cookie: string) => (await api["protein-goals"].$get(undefined, headers(cookie))).json();
const accept = (cookie: string, dailyGoal: number) =>
  api["protein-goals"]["follow-weight"].$post({ json: { dailyGoal } }, headers(cookie));

/** Onboarding at 80 kg, build muscle (2.0 g/kg) with moderate activity (× 1.05): 168 g, 2.1 g/kg. */
async function onboarded() {
  const a = await signUp();
  const json = {
    gender: "male" as const,
    activityLevel: "moderate" as const,
    healthGoal: "build_muscle" as const,
    bodyWeight: 80,
    weightUnit: "kg" as const,
    dailyGoal: 168,
  };
  expect((await api.user.profile.$post({ json }, headers(a.cookie))).status).toBe(200);
  return a;
}

describe("the goal follows the body", () => {
  it("says what the goal means per kg, and offers nothing while the trend is within 1 kg", async () => {
    const a = await onboarded();
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 168, weightKg: 80, gramsPerKg: 2.1 });
    await weigh(a.cookie, 79.2);
    expect((await dashboard(a.cookie)).goalOffer).toBeNull();
  });

  it("offers the same g/kg at the trend weight, and changes the goal only on yes", async () => {
    const a = await onboarded();
    await weigh(a.cookie, 78.5);
    // 78.5 kg × 2.1 g/kg = 164.85: 165 g.
    expect((await dashboard(a.cookie)).goalOffer).toEqual({
      dailyGoal: 165,
      trendKg: 78.5,
      gramsPerKg: 2.1,
      unit: "kg",
    });
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 168 });

    const stale = await accept(a.cookie, 170);
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe("OFFER_CHANGED");
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 168 });

    const yes = await accept(a.cookie, 165);
    expect(yes.status).toBe(200);
    expect(await yes.json()).toMatchObject({ dailyGoal: 165, weeklyGoal: 1155, monthlyGoal: 4950, gramsPerKg: 2.1 });
    expect((await dashboard(a.cookie)).goalOffer).toBeNull();
    // A retried yes answers the same and changes nothing more.
    expect((await accept(a.cookie, 165)).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 165, weightKg: 78.5 });
  });

  it("'Not now' hides the offer for a week", async () => {
    const a = await onboarded();
    await weigh(a.cookie, 82, addDays(today(), -1));
    expect((await dashboard(a.cookie)).goalOffer).toMatchObject({ dailyGoal: 172 });
    const res = await api["protein-goals"].offer.dismiss.$post(undefined, headers(a.cookie));
    expect(await res.json()).toEqual({ hiddenUntil: addDays(today(), 6) });
    expect((await dashboard(a.cookie)).goalOffer).toBeNull();
  });

  it("a goal set by hand keeps its own g/kg and is never changed by a weigh-in", async () => {
    const a = await onboarded();
    await weigh(a.cookie, 75);
    const put = await api["protein-goals"].$put(
      { json: { dailyGoal: 150, weeklyGoal: 1050, monthlyGoal: 4500 } },
      headers(a.cookie),
    );
    // 150 g at the 75 kg trend: 2.0 g/kg, and no offer, since the goal was just set for this weight.
    expect(await put.json()).toMatchObject({ dailyGoal: 150, gramsPerKg: 2, weightKg: 75 });
    expect((await dashboard(a.cookie)).goalOffer).toBeNull();
    await weigh(a.cookie, 70, today());
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 150 });
    // 70 kg × 2.0 g/kg.
    expect((await dashboard(a.cookie)).goalOffer).toMatchObject({ dailyGoal: 140, trendKg: 70 });
  });

  it("a goal set with no weight known takes its g/kg from the first weigh-in", async () => {
    const a = await signUp();
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 100, weightKg: null, gramsPerKg: null });
    await weigh(a.cookie, 62.5);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 100, weightKg: 62.5, gramsPerKg: 1.6 });
    expect((await dashboard(a.cookie)).goalOffer).toBeNull();
  });
});
