import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { api, headers } from "./api";

/**
 * A new daily goal (onboarding, its redo from Settings, a migrated guest
 * profile) moves the weekly and monthly goals to 7 × and 30 × unless they were set by hand.
 */
type Goals = { dailyGoal: number; weeklyGoal: number; monthlyGoal: number };
const goals = async (cookie: string) => (await api["protein-goals"].$get(undefined, headers(cookie))).json();
const put = (cookie: string, json: Goals) => api["protein-goals"].$put({ json }, headers(cookie));
const saveProfile = (cookie: string, json: ReturnType<typeof profile>) =>
  api.user.profile.$post({ json }, headers(cookie));
const migrate = (cookie: string, guestProfile: ReturnType<typeof profile>) =>
  api["migrate-guest-data"].$post({ json: { guestMeals: [], guestProfile } }, headers(cookie));
const profile = (dailyGoal: number) => ({
  age: 34,
  gender: "female" as const,
  activityLevel: "moderate" as const,
  healthGoal: "build_muscle" as const,
  bodyWeight: 150,
  weightUnit: "lbs" as const,
  dailyGoal,
});

describe("weekly and monthly goals follow the daily goal", () => {
  it("onboarding moves following goals to 7 × and 30 ×", async () => {
    const a = await signUp();
    expect((await saveProfile(a.cookie, profile(143))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 143, weeklyGoal: 1001, monthlyGoal: 4290 });
  });

  it("redoing the calculation keeps a weekly goal set by hand and moves the monthly one", async () => {
    const a = await signUp();
    expect((await put(a.cookie, { dailyGoal: 100, weeklyGoal: 800, monthlyGoal: 3000 })).status).toBe(200);
    expect((await saveProfile(a.cookie, profile(120))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 120, weeklyGoal: 800, monthlyGoal: 3600 });
  });

  it("keeps a monthly goal set by hand and moves the weekly one", async () => {
    const a = await signUp();
    expect((await put(a.cookie, { dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 2500 })).status).toBe(200);
    expect((await saveProfile(a.cookie, profile(150))).status).toBe(200);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 150, weeklyGoal: 1050, monthlyGoal: 2500 });
  });

  it("a guest's goal reaches the account's goals in the migration, keeping hand-set ones", async () => {
    const fresh = await signUp();
    const res = await migrate(fresh.cookie, profile(130));
    expect(res.status).toBe(200);
    expect(await goals(fresh.cookie)).toMatchObject({ dailyGoal: 130, weeklyGoal: 910, monthlyGoal: 3900 });

    const handSet = await signUp();
    await put(handSet.cookie, { dailyGoal: 100, weeklyGoal: 650, monthlyGoal: 3000 });
    await migrate(handSet.cookie, profile(130));
    expect(await goals(handSet.cookie)).toMatchObject({ dailyGoal: 130, weeklyGoal: 650, monthlyGoal: 3900 });
  });

  it("a refused profile changes no goal", async () => {
    const a = await signUp();
    await put(a.cookie, { dailyGoal: 90, weeklyGoal: 630, monthlyGoal: 2700 });
    expect((await saveProfile(a.cookie, profile(0))).status).toBe(400);
    expect(await goals(a.cookie)).toMatchObject({ dailyGoal: 90, weeklyGoal: 630, monthlyGoal: 2700 });
  });
});
