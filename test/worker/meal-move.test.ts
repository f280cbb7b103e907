import { describe, expect, it } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { addDays } from "../../domain/time/local-day";
import { signUp } from "./accounts";
import { call } from "./client";
import { get, json, logMeal, setTimezone } from "./meals-helpers";

const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(`/api/meals/${id}/protein`, { method: "PATCH", json: body, headers: { Cookie: cookie } });

const daysOf = (cookie: string, from: string, to: string) =>
  get(cookie, `/api/tracking/days?from=${from}&to=${to}`).then((r) => json<unknown[]>(r));

describe("moving a meal to another day or time (PATCH /api/meals/{id}/protein with eatenAt)", () => {
  it("moves the meal and its protein from today to yesterday in the user's time zone", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, "Asia/Tokyo");
    await logMeal(a.cookie, { title: "Oats", totalProtein: "10" });
    const meal = await json<Meal>(await logMeal(a.cookie, { title: "Tuna salad", totalProtein: "30" }));
    const today = (await json<{ date: string }>(await get(a.cookie, "/api/tracking/daily"))).date;
    const yesterday = addDays(today, -1);
    // 12:30 yesterday in Tokyo (UTC+9) is 03:30 UTC.
    const eatenAt = `${yesterday}T12:30:00+09:00`;

    const res = await patch(a.cookie, meal.id, { totalProtein: 30, mealName: "Tuna salad", eatenAt });
    expect(res.status).toBe(200);
    const moved = await json<Meal>(res);
    expect(moved).toMatchObject({ localDate: yesterday, createdAt: `${yesterday}T03:30:00.000Z` });
    expect(await daysOf(a.cookie, yesterday, today)).toEqual([
      { date: today, totalProtein: 10, meals: 1 },
      { date: yesterday, totalProtein: 30, meals: 1 },
    ]);
  });

  it("refuses a time after the user's today, and changes nothing", async () => {
    const a = await signUp();
    const meal = await json<Meal>(await logMeal(a.cookie, { title: "Tuna salad", totalProtein: "30" }));
    const today = (await json<{ date: string }>(await get(a.cookie, "/api/tracking/daily"))).date;
    const res = await patch(a.cookie, meal.id, {
      totalProtein: 99,
      mealName: "Moved",
      eatenAt: `${addDays(today, 2)}T12:00:00Z`,
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(
      /^This meal cannot move there: the date .* is after today\.$/,
    );
    const [stored] = await json<Meal[]>(await get(a.cookie, "/api/meals"));
    expect(stored).toMatchObject({ title: "Tuna salad", totalProtein: 30, localDate: today });
  });

  it("refuses a time that is not a date and time, and another user's meal", async () => {
    const a = await signUp();
    const b = await signUp();
    const meal = await json<Meal>(await logMeal(a.cookie, { title: "Tuna salad", totalProtein: "30" }));
    const bad = await patch(a.cookie, meal.id, { totalProtein: 30, mealName: "Tuna salad", eatenAt: "yesterday" });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe("Please enter a valid date and time.");
    const theirs = await patch(b.cookie, meal.id, {
      totalProtein: 30,
      mealName: "Tuna salad",
      eatenAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(theirs.status).toBe(404);
    const [stored] = await json<Meal[]>(await get(a.cookie, "/api/meals"));
    expect(stored?.createdAt).toBe(meal.createdAt);
  });
});
