import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { call } from "./client";

/**
 * Issue 22 item 10: a new daily goal (onboarding, its redo from Settings, a migrated guest
 * profile) moves the weekly and monthly goals to 7 × and 30 × unless they were set by hand.
 */
const goals = async (cookie: string) =>
  (await (await call("/api/protein-goals", { headers: { Cookie: cookie } })).json()) as Record<string, number>;
const put = (cookie: string, json: unknown) =>
  call("/api/protein-goals", { method: "PUT", json, headers: { Cookie: cookie } });
const post = (path: string, cookie: string, json: unknown) => call(path, { json, headers: { Cookie: cookie } });
const profile = (dailyGoal: number) => ({
  age: 34,
  gender: "female",
  activityLevel: "moderate",
  healthGoal: "build_muscle",
  bodyWeight: 150,
  weightUnit: "lbs",
  dailyGoal,
});

describe("weekly and monthly goals follow the daily goal", () => {
  it("onboarding moves following goals to 7 × and 30 ×", async () => {
    const a = await signUp();
    expect((await post("/api/user/profile", a.cookie, profile(143))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 143, weeklyGoal: 1001, monthlyGoal: 4290 });
  });

  it("redoing the calculation keeps a weekly goal set by hand and moves the monthly one", async () => {
    const a = await signUp();
    expect((await put(a.cookie, { dailyGoal: 100, weeklyGoal: 800, monthlyGoal: 3000 })).status).toBe(200);
    expect((await post("/api/user/profile", a.cookie, profile(120))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 120, weeklyGoal: 800, monthlyGoal: 3600 });
  });

  it("keeps a monthly goal set by hand and moves the weekly one", async () => {
    const a = await signUp();
    expect((await put(a.cookie, { dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 2500 })).status).toBe(200);
    expect((await post("/api/user/profile", a.cookie, profile(150))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 150, weeklyGoal: 1050, monthlyGoal: 2500 });
  });

  it("a guest's goal reaches the account's goals in the migration, keeping hand-set ones", async () => {
    const fresh = await signUp();
    const res = await post("/api/migrate-guest-data", fresh.cookie, { guestMeals: [], guestProfile: profile(130) });
    expect(res.status).toBe(200);
    expect(await goals(fresh.cookie)).toMatchObject({ dailyGoal: 130, weeklyGoal: 910, monthlyGoal: 3900 });

    const handSet = await signUp();
    await put(handSet.cookie, { dailyGoal: 100, weeklyGoal: 650, monthlyGoal: 3000 });
    await post("/api/migrate-guest-data", handSet.cookie, { guestMeals: [], guestProfile: profile(130) });
    expect(await goals(handSet.cookie)).toMatchObject({ dailyGoal: 130, weeklyGoal: 650, monthlyGoal: 3900 });
  });

  it("a refused profile changes no goal", async () => {
    const a = await signUp();
    await put(a.cookie, { dailyGoal: 90, weeklyGoal: 630, monthlyGoal: 2700 });
    expect((await post("/api/user/profile", a.cookie, profile(0))).status).toBe(400);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 90, weeklyGoal: 630, monthlyGoal: 2700 });
  });
});
