import { describe, expect, it } from "vitest";
import { countOwnMealRows, signUp } from "../accounts";
import { call } from "../client";
import { json, logMeal } from "../meals-helpers";

// A request retried by the client after a timeout. meals.test.ts covers the plain case (a
// second POST with the same Idempotency-Key after the first answered); here the client gave
// up before the answer, or retried while the first request was still running, or changed
// the body in between. Each time: one meal, its foods once, its XP once, its protein once.
const meal = {
  title: "Protein shake",
  totalProtein: "30",
  source: "describe",
  foodItems: [
    { name: "Whey", proteinContent: 24, grams: 30 },
    { name: "Milk", proteinContent: 6, grams: 200 },
  ],
};

async function stored(userId: string) {
  const xp = await countOwnMealRows(userId, "xp_events", "reason = 'meal_logged'");
  return {
    meals: await countOwnMealRows(userId, "meals"),
    foods: await countOwnMealRows(userId, "food_items"),
    xp,
  };
}

async function todayProtein(cookie: string): Promise<number> {
  return (await json<{ totalProtein: number }>(await call("/api/tracking/daily", { headers: { Cookie: cookie } })))
    .totalProtein;
}

describe("a meal POST retried after a client timeout", () => {
  it("the client aborted before the answer: the retry returns the meal the server did store, once", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": `timeout-${crypto.randomUUID()}` };
    const controller = new AbortController();
    const first = call("/api/meals/manual", {
      json: { mealType: "lunch", imageUrl: null, ...meal },
      headers: { Cookie: a.cookie, ...key },
      signal: controller.signal,
    }).catch(() => null);
    // The client's timer fires: it stops waiting (the server may or may not have finished).
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const firstRes = await first;
    const retry = await logMeal(a.cookie, meal, key);
    expect([200, 201]).toContain(retry.status);
    const retried = await json<{ id: string }>(retry);
    // The first answer is lost to the client (its headers may have arrived, its body did not).
    const firstBody = await firstRes?.json().catch(() => null);
    if (firstBody) expect(retried.id).toBe((firstBody as { id: string }).id);
    // Whatever the first request was still doing has finished by now.
    await new Promise((r) => setTimeout(r, 200));
    expect((await logMeal(a.cookie, meal, key)).status).toBe(200);
    expect(await stored(a.id)).toEqual({ meals: 1, foods: 2, xp: 1 });
    expect(await todayProtein(a.cookie)).toBe(30);
  });

  it("the retry races the original still in flight: both answer the same meal, stored once", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": `race-${crypto.randomUUID()}` };
    const responses = await Promise.all([1, 2, 3, 4].map(() => logMeal(a.cookie, meal, key)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await json<{ id: string }>(r)).id)));
    expect(ids.size).toBe(1);
    expect(await stored(a.id)).toEqual({ meals: 1, foods: 2, xp: 1 });
    expect(await todayProtein(a.cookie)).toBe(30);
  });

  it("a retry with the same key but an edited body returns the first meal, never a second one", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": `edited-${crypto.randomUUID()}` };
    const first = await json<{ id: string }>(await logMeal(a.cookie, meal, key));
    const again = await logMeal(a.cookie, { ...meal, title: "Protein shake (double)", totalProtein: "60" }, key);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ id: first.id, title: "Protein shake", totalProtein: 30 });
    expect(await stored(a.id)).toEqual({ meals: 1, foods: 2, xp: 1 });
  });

  it("the same key from two users is two meals, one each", async () => {
    const a = await signUp();
    const b = await signUp();
    const key = { "Idempotency-Key": "shared-client-key-0001" };
    expect((await logMeal(a.cookie, meal, key)).status).toBe(201);
    expect((await logMeal(b.cookie, meal, key)).status).toBe(201);
    expect((await stored(a.id)).meals).toBe(1);
    expect((await stored(b.id)).meals).toBe(1);
  });

  it("without a key, two POSTs are two meals (the key is what makes a retry safe)", async () => {
    const a = await signUp();
    await logMeal(a.cookie, meal);
    await logMeal(a.cookie, meal);
    expect(await stored(a.id)).toEqual({ meals: 2, foods: 4, xp: 2 });
    expect(await countOwnMealRows(a.id, "meals", "client_id is null")).toBe(2);
  });
});
