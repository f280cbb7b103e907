import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { call } from "./client";

const guestMeal = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  mealType: "lunch",
  totalProtein: "0",
  imageUrl: null,
  createdAt: "2026-11-20T23:30:00.000Z",
  foodItems: [{ name: "Meal", proteinContent: 0 }],
  isGuest: true,
  ...overrides,
});

const migrate = (cookie: string | undefined, json: unknown) =>
  call("/api/migrate-guest-data", { json, headers: cookie ? { Cookie: cookie } : {} });

describe("POST /api/migrate-guest-data", () => {
  it("stores the guest's meals once, however often the client retries", async () => {
    const a = await signUp();
    const payload = { guestMeals: [guestMeal("guest_meal_1"), guestMeal("guest_meal_2", { mealType: "dinner" })] };
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await migrate(a.cookie, payload);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ migratedCount: 2 });
    }
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
    expect(await countOwnMealRows(a.id, "food_items")).toBe(2);
  });

  it("files each meal under the user's own local day", async () => {
    const a = await signUp();
    await call("/api/user/timezone", { json: { timezone: "Australia/Brisbane" }, headers: { Cookie: a.cookie } });
    await migrate(a.cookie, { guestMeals: [guestMeal("late-night")] });
    const rows = await ownMealSql(a.id, "select local_date, source, client_id from meals");
    // 23:30 UTC on the 20th is 09:30 on the 21st in Brisbane (UTC+10).
    expect(rows).toEqual([{ local_date: "2026-11-21", source: "guest", client_id: "late-night" }]);
  });

  it("keeps two users' guest meals with the same local id apart", async () => {
    const a = await signUp();
    const b = await signUp();
    await migrate(a.cookie, { guestMeals: [guestMeal("same-id")] });
    await migrate(b.cookie, { guestMeals: [guestMeal("same-id")] });
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
    expect(await countOwnMealRows(b.id, "meals")).toBe(1);
  });

  it.each([
    ["a bad meal type", { guestMeals: [guestMeal("x", { mealType: "brunch" })] }],
    ["a negative protein", { guestMeals: [guestMeal("x", { totalProtein: "-3" })] }],
    ["a foreign photo link", { guestMeals: [guestMeal("x", { imageUrl: "https://evil.example/a.jpg" })] }],
    ["a future date", { guestMeals: [guestMeal("x", { createdAt: "2999-01-01T00:00:00.000Z" })] }],
    ["no list", { guestMeals: "nope" }],
  ])("refuses %s and writes nothing", async (_label, payload) => {
    const a = await signUp();
    const res = await migrate(a.cookie, {
      ...payload,
      guestMeals: [guestMeal("ok-meal"), ...(Array.isArray(payload.guestMeals) ? payload.guestMeals : [])],
      ...(Array.isArray(payload.guestMeals) ? {} : { guestMeals: payload.guestMeals }),
    });
    expect(res.status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("needs a signed-in user", async () => {
    expect((await migrate(undefined, { guestMeals: [] })).status).toBe(401);
  });
});

describe("POST /api/migrate-guest-data with a guest profile", () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    age: 34,
    gender: "female",
    activityLevel: "moderate",
    healthGoal: "build_muscle",
    bodyWeight: 140,
    weightUnit: "lbs",
    dailyGoal: 130,
    ...overrides,
  });
  const userRow = (id: string) =>
    env.DB.prepare(
      "select age, gender, body_weight, daily_goal, weekly_goal, onboarding_completed_at from users where id = ?",
    )
      .bind(id)
      .first<Record<string, unknown>>();

  it("stores a valid profile with the meals", async () => {
    const a = await signUp();
    const res = await migrate(a.cookie, { guestMeals: [guestMeal("with-profile")], guestProfile: profile() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      migratedCount: 1,
      profile: {
        saved: ["age", "gender", "activityLevel", "healthGoal", "bodyWeight", "weightUnit", "dailyGoal"],
        dropped: [],
      },
    });
    expect(await userRow(a.id)).toMatchObject({
      age: 34,
      gender: "female",
      body_weight: 140,
      daily_goal: 130,
      weekly_goal: 910,
    });
    expect((await userRow(a.id))?.onboarding_completed_at).not.toBeNull();
  });

  it("keeps the valid fields of a profile the server refuses in part, and names the dropped ones", async () => {
    const a = await signUp();
    const payload = { guestMeals: [], guestProfile: profile({ age: 150, bodyWeight: 2000 }) };
    // Retried as the browser would: each attempt succeeds, so the guest data can be cleared.
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await migrate(a.cookie, payload);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        migratedCount: 0,
        profile: {
          saved: ["gender", "activityLevel", "healthGoal", "weightUnit", "dailyGoal"],
          dropped: [
            { field: "age", message: "Your age can be at most 120." },
            { field: "bodyWeight", message: "Your body weight can be at most 1,500." },
          ],
        },
      });
    }
    expect(await userRow(a.id)).toMatchObject({ age: null, gender: "female", body_weight: null, daily_goal: 130 });
  });

  it("leaves what the guest never set as the account has it", async () => {
    const a = await signUp();
    await call("/api/user/profile", {
      json: profile({ age: 41, weightUnit: "kg", bodyWeight: 80 }),
      headers: { Cookie: a.cookie },
    });
    const res = await migrate(a.cookie, { guestMeals: [], guestProfile: { healthGoal: "maintain", dailyGoal: 150 } });
    expect(await res.json()).toEqual({
      migratedCount: 0,
      profile: { saved: ["healthGoal", "dailyGoal"], dropped: [] },
    });
    expect(await userRow(a.id)).toMatchObject({ age: 41, body_weight: 80, daily_goal: 150 });
  });

  it("refuses a profile that is not an object, and stores nothing", async () => {
    const a = await signUp();
    const res = await migrate(a.cookie, { guestMeals: [guestMeal("not-stored")], guestProfile: "tall" });
    expect(res.status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });
});
