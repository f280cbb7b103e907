import { afterEach, describe, expect, it } from "vitest";
import { countOwnMealRows, signUp } from "./accounts";
import { call } from "./client";
import { answer, fakeVision } from "./fake-vision";
import { get, json, logMeal } from "./meals-helpers";
import { uploadPhoto } from "./photos";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const chicken = () => ({
  content: answer([{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }]),
});

describe("PATCH /api/meals/{id}/protein with a meal type", () => {
  it("moves a meal to another meal type, keeps it with the spec's payload, and refuses a bad type", async () => {
    const a = await signUp();
    const meal = await json<{ id: string }>(await logMeal(a.cookie, { title: "Oats", totalProtein: "10" }));
    const patch = (body: unknown) =>
      call(`/api/meals/${meal.id}/protein`, { method: "PATCH", json: body, headers: { Cookie: a.cookie } });

    const moved = await patch({ totalProtein: 10, mealName: "Oats", mealType: "breakfast" });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ mealType: "breakfast", title: "Oats" });

    const specPayload = await patch({ totalProtein: 11, mealName: "Oats" });
    expect(await json(specPayload)).toMatchObject({ mealType: "breakfast", totalProtein: 11 });

    const bad = await patch({ totalProtein: 99, mealName: "Changed", mealType: "brunch" });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe("Meal type must be breakfast, lunch, dinner or snack.");
    expect(await json(await get(a.cookie, "/api/meals"))).toMatchObject([
      { mealType: "breakfast", totalProtein: 11, title: "Oats" },
    ]);
  });
});

describe("GET /api/analyze-meal/quota and discarding an analysed meal", () => {
  it("counts today's analyses; a discard removes the meal and its XP but not the analysis it used", async () => {
    restore = fakeVision(chicken).restore;
    const a = await signUp();
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
      isPro: false,
      waiting: [],
    });
    const imageUrl = await uploadPhoto(a.cookie);
    const analysed = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "dinner" },
      headers: { Cookie: a.cookie },
    });
    expect(analysed.status).toBe(201);
    const meal = await json<{ id: string }>(analysed);
    expect(await countOwnMealRows(a.id, "xp_events", "reference = ?", meal.id)).toBe(2);
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ used: 1, remaining: 2 });

    const discard = await call(`/api/meals/${meal.id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(discard.status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    expect(await countOwnMealRows(a.id, "xp_events", "reference = ?", meal.id)).toBe(0);
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 0 });
    // ADR 019: the model ran, so the analysis stays used.
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ used: 1, remaining: 2 });
  });

  it("shows zero left after the last analysis, and needs a session", async () => {
    restore = fakeVision(chicken).restore;
    const a = await signUp();
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/analyze-meal", {
        json: { imageUrl: await uploadPhoto(a.cookie), mealType: "lunch" },
        headers: { Cookie: a.cookie },
      });
      expect(res.status).toBe(201);
    }
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ used: 3, remaining: 0 });
    expect((await call("/api/analyze-meal/quota")).status).toBe(401);
  });
});

describe("a guest's photo after sign-up", () => {
  /** A guest's photo meals as the browser sends them at sign-up (0 g, no name, food "Meal"). */
  async function migratePhoto(cookie: string, imageUrl: string, count = 1) {
    const guestMeals = Array.from({ length: count }, (_, i) => ({
      id: `guest_meal_${i + 1}`,
      mealType: "breakfast",
      totalProtein: "0",
      imageUrl,
      createdAt: new Date().toISOString(),
      foodItems: [{ name: "Meal" }],
      isGuest: true,
    }));
    const res = await call("/api/migrate-guest-data", { json: { guestMeals }, headers: { Cookie: cookie } });
    expect(await json(res)).toMatchObject({ migratedCount: count });
  }

  it("waits for analysis, out of totals and badges, then is analysed in place once", async () => {
    restore = fakeVision(chicken).restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    await migratePhoto(a.cookie, imageUrl);
    await logMeal(a.cookie, { title: "Shake", totalProtein: "10" });

    const [waiting] = await json<{ id: string; awaitingAnalysis: boolean; source: string }[]>(
      await get(a.cookie, "/api/meals?q=Meal"),
    );
    expect(waiting).toMatchObject({ awaitingAnalysis: true, source: "guest" });
    const today = (await json<{ date: string; totalProtein: number }>(await get(a.cookie, "/api/tracking/daily"))).date;
    expect(await json(await get(a.cookie, `/api/tracking/days?from=${today}&to=${today}`))).toEqual([
      { date: today, totalProtein: 10, meals: 1 },
    ]);
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({
      used: 0,
      waiting: [{ mealId: waiting?.id, imageUrl, mealType: "breakfast" }],
    });

    const analysed = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "lunch" },
      headers: { Cookie: a.cookie },
    });
    expect(analysed.status).toBe(201);
    const meal = await json<{ id: string; totalProtein: number; foodItems: { name: string }[] }>(analysed);
    expect(meal).toMatchObject({ id: waiting?.id, mealType: "breakfast", source: "photo", awaitingAnalysis: false });
    expect(meal.foodItems.map((f) => f.name)).toEqual(["grilled chicken breast"]);
    expect(meal.totalProtein).toBeGreaterThan(40);
    expect(await countOwnMealRows(a.id, "meals")).toBe(2);
    expect(await countOwnMealRows(a.id, "food_items", "meal_id = ?", meal.id)).toBe(1);
    expect(await countOwnMealRows(a.id, "xp_events", "reference = ?", meal.id)).toBe(2);
    expect(
      await json<{ totalProtein: number }>(await get(a.cookie, "/api/tracking/daily")).then((d) => d.totalProtein),
    ).toBeCloseTo(10 + meal.totalProtein, 1);

    const again = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "lunch" },
      headers: { Cookie: a.cookie },
    });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ id: meal.id, totalProtein: meal.totalProtein });
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ used: 1, waiting: [] });
  });

  it("leaves waiting photos out of meal-count badges", async () => {
    const a = await signUp();
    await migratePhoto(a.cookie, await uploadPhoto(a.cookie), 9);
    await logMeal(a.cookie, { title: "Shake", totalProtein: "10" });
    // Counted, the nine photos and the shake would be ten meals: "Getting Into It".
    const badges = await json<{ earned: { badgeId: string }[] }>(await get(a.cookie, "/api/gamification/badges"));
    expect(badges.earned.map((b) => b.badgeId)).toEqual(["first_meal"]);
  });

  it("fills a waiting photo once when two analyses race, and gives the loser's analysis back", async () => {
    restore = fakeVision(chicken).restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    await migratePhoto(a.cookie, imageUrl);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call("/api/analyze-meal", { json: { imageUrl, mealType: "lunch" }, headers: { Cookie: a.cookie } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(answers.map((r) => json<{ id: string }>(r)));
    expect(first?.id).toBe(second?.id);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
    expect(await countOwnMealRows(a.id, "food_items", "meal_id = ?", first?.id)).toBe(1);
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ used: 1, waiting: [] });
  });

  it("keeps a guest's named manual meal with a photo as a counted meal", async () => {
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    await call("/api/migrate-guest-data", {
      json: {
        guestMeals: [
          {
            id: "guest_manual_1",
            mealType: "lunch",
            totalProtein: "0",
            title: "Black coffee",
            imageUrl,
            createdAt: new Date().toISOString(),
          },
        ],
      },
      headers: { Cookie: a.cookie },
    });
    expect(await json(await get(a.cookie, "/api/meals"))).toMatchObject([{ awaitingAnalysis: false }]);
    expect(await json(await get(a.cookie, "/api/analyze-meal/quota"))).toMatchObject({ waiting: [] });
  });
});
