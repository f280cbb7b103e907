import { afterEach, describe, expect, it, vi } from "vitest";
import { countOwnMealRows, countRows, signUp } from "./accounts";
import { call } from "./client";
import { get, json, logMeal, setTimezone } from "./meals-helpers";

afterEach(() => vi.useRealTimers());

describe("POST /api/meals/manual", () => {
  it("cleans the protein text, stores the meal and returns it", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, { title: " Chicken salad ", totalProtein: "32.5g", mealType: "dinner" });
    expect(res.status).toBe(201);
    const meal = await json(res);
    expect(meal).toMatchObject({
      title: "Chicken salad",
      totalProtein: 32.5,
      mealType: "dinner",
      source: "manual",
      userId: a.id,
      foodItems: [],
    });
  });

  it("stores the food items it is given", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, {
      title: "Eggs and yogurt",
      totalProtein: "27.6",
      source: "describe",
      foodItems: [
        {
          name: "Egg",
          grams: 100,
          portionSize: "2 large (100 g)",
          proteinContent: 12.6,
          confidence: 0.7,
          foodId: "egg-whole-cooked",
        },
        { name: "Greek yogurt", grams: 150, portionSize: "150 g", proteinContent: 15, confidence: 0.95 },
      ],
    });
    const meal = await json<{ foodItems: { name: string; source: string }[] }>(res);
    expect(meal.foodItems.map((f) => [f.name, f.source])).toEqual([
      ["Egg", "table"],
      ["Greek yogurt", "manual"],
    ]);
  });

  it.each([
    ["a missing title", { totalProtein: "25" }, "Please fill in meal title and protein content."],
    ["a blank title", { title: "   ", totalProtein: "25" }, "Please fill in meal title and protein content."],
    ["a missing protein", { title: "Oats" }, "Please fill in meal title and protein content."],
    ["protein '0'", { title: "Oats", totalProtein: "0" }, "Please enter a valid protein amount (e.g., 25)."],
    ["protein 'abc'", { title: "Oats", totalProtein: "abc" }, "Please enter a valid protein amount (e.g., 25)."],
    ["a huge protein", { title: "Oats", totalProtein: "5000" }, "Please enter a valid protein amount (e.g., 25)."],
    [
      "a wrong meal type",
      { title: "Oats", totalProtein: "20", mealType: "brunch" },
      "Meal type must be breakfast, lunch, dinner or snack.",
    ],
    [
      "a foreign photo",
      { title: "Oats", totalProtein: "20", imageUrl: "https://evil.example/x.png" },
      "A meal photo must be a Proteo photo link.",
    ],
  ])("refuses %s with the spec's message and writes nothing", async (_label, payload, message) => {
    const a = await signUp();
    const res = await logMeal(a.cookie, payload);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(message);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("'-5' is cleaned to 5, as the spec's rule strips everything but digits and dots", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, { title: "Odd input", totalProtein: "-5" });
    expect((await json<{ totalProtein: number }>(res)).totalProtein).toBe(5);
  });

  it("stores a meal once when the client retries with the same Idempotency-Key", async () => {
    const a = await signUp();
    const key = { "Idempotency-Key": "retry-key-0001" };
    const first = await logMeal(a.cookie, { title: "Shake", totalProtein: "25" }, key);
    const second = await logMeal(a.cookie, { title: "Shake", totalProtein: "25" }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await json<{ id: string }>(second)).id).toBe((await json<{ id: string }>(first)).id);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
    expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(1);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/meals/manual", { json: { title: "x", totalProtein: "1" } })).status).toBe(401);
  });
});

describe("GET /api/meals", () => {
  it("lists newest first in pages, with filters and search", async () => {
    const a = await signUp();
    const titles = ["Oats", "Tofu bowl", "Steak", "Greek yogurt", "Lentil soup"];
    for (const [i, title] of titles.entries()) {
      await logMeal(a.cookie, { title, totalProtein: String(10 + i), mealType: i % 2 ? "dinner" : "breakfast" });
    }
    const first = await get(a.cookie, "/api/meals?limit=2");
    const page1 = await json<{ title: string }[]>(first);
    expect(page1.map((m) => m.title)).toEqual(["Lentil soup", "Greek yogurt"]);
    const cursor = first.headers.get("X-Next-Cursor") ?? "";
    const page2 = await json<{ title: string }[]>(await get(a.cookie, `/api/meals?limit=2&cursor=${cursor}`));
    expect(page2.map((m) => m.title)).toEqual(["Steak", "Tofu bowl"]);

    const dinners = await json<{ title: string }[]>(await get(a.cookie, "/api/meals?mealType=dinner"));
    expect(dinners.map((m) => m.title)).toEqual(["Greek yogurt", "Tofu bowl"]);
    const search = await json<{ title: string }[]>(await get(a.cookie, "/api/meals?q=SOUP"));
    expect(search.map((m) => m.title)).toEqual(["Lentil soup"]);
    const wildcard = await json<unknown[]>(await get(a.cookie, "/api/meals?q=%25"));
    expect(wildcard).toEqual([]);

    // The same filters with other values: queries are built once per set of filters.
    const breakfasts = await json<{ title: string }[]>(await get(a.cookie, "/api/meals?mealType=breakfast"));
    expect(breakfasts.map((m) => m.title)).toEqual(["Lentil soup", "Steak", "Oats"]);
    const oats = await json<{ title: string }[]>(await get(a.cookie, "/api/meals?q=oat"));
    expect(oats.map((m) => m.title)).toEqual(["Oats"]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await json<unknown[]>(await get(a.cookie, `/api/meals?from=${today}&to=${today}`));
    expect(inRange).toHaveLength(5);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await json<unknown[]>(await get(a.cookie, `/api/meals?from=${tomorrow}&to=${tomorrow}`))).toEqual([]);
    const page2Again = await json<{ title: string }[]>(
      await get(a.cookie, `/api/meals?limit=3&cursor=${cursor}&mealType=dinner`),
    );
    expect(page2Again.map((m) => m.title)).toEqual(["Tofu bowl"]);
  });

  it("never shows another user's meals", async () => {
    const a = await signUp();
    const b = await signUp();
    await logMeal(a.cookie, { title: "A's secret", totalProtein: "20" });
    expect(await json<unknown[]>(await get(b.cookie, "/api/meals"))).toEqual([]);
  });

  it("refuses a bad cursor or limit", async () => {
    const a = await signUp();
    expect((await get(a.cookie, "/api/meals?cursor=%%%")).status).toBe(400);
    expect((await get(a.cookie, "/api/meals?limit=500")).status).toBe(400);
  });
});

describe("PATCH and DELETE /api/meals/{id}", () => {
  it("edits protein and name, with the spec's messages for bad values", async () => {
    const a = await signUp();
    const meal = await json<{ id: string }>(await logMeal(a.cookie, { title: "Oats", totalProtein: "10" }));
    const patch = (body: unknown) =>
      call(`/api/meals/${meal.id}/protein`, { method: "PATCH", json: body, headers: { Cookie: a.cookie } });
    const ok = await patch({ totalProtein: 12.5, mealName: "Protein oats" });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ totalProtein: 12.5, title: "Protein oats" });
    const negative = await patch({ totalProtein: -1, mealName: "x" });
    expect((await json<{ message: string }>(negative)).message).toBe("Please enter a valid protein amount.");
    const blank = await patch({ totalProtein: 5, mealName: "  " });
    expect((await json<{ message: string }>(blank)).message).toBe("Please enter a meal name.");
    expect(await json(await get(a.cookie, "/api/meals"))).toMatchObject([
      { totalProtein: 12.5, title: "Protein oats" },
    ]);
  });

  it("deletes a meal with its foods and its XP", async () => {
    const a = await signUp();
    const meal = await json<{ id: string }>(
      await logMeal(a.cookie, { title: "Eggs", totalProtein: "12", foodItems: [{ name: "Egg", proteinContent: 12 }] }),
    );
    const res = await call(`/api/meals/${meal.id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    // Over every user's foods in D1: countOwnMealRows finds foods through the user's meals, so it
    // cannot see one that the deleted meal left behind.
    expect(await countRows("food_items", "meal_id = ?", meal.id)).toBe(0);
    expect(await countOwnMealRows(a.id, "xp_events", "reference = ?", meal.id)).toBe(0);
  });

  it("answers 404 for another user's meal on read, patch and delete, and changes nothing", async () => {
    const a = await signUp();
    const b = await signUp();
    const meal = await json<{ id: string }>(await logMeal(a.cookie, { title: "Mine", totalProtein: "30" }));
    const patch = await call(`/api/meals/${meal.id}/protein`, {
      method: "PATCH",
      json: { totalProtein: 1, mealName: "Hacked" },
      headers: { Cookie: b.cookie },
    });
    const del = await call(`/api/meals/${meal.id}`, { method: "DELETE", headers: { Cookie: b.cookie } });
    expect(patch.status).toBe(404);
    expect(del.status).toBe(404);
    expect(await json(await get(a.cookie, "/api/meals"))).toMatchObject([{ title: "Mine", totalProtein: 30 }]);
  });
});

describe("GET /api/tracking/daily in the user's own day", () => {
  it.each([
    ["America/Los_Angeles (UTC-8)", "America/Los_Angeles", "2026-11-22T07:59:00Z", "2026-11-22T08:01:00Z"],
    ["Australia/Brisbane (UTC+10)", "Australia/Brisbane", "2026-11-22T13:59:00Z", "2026-11-22T14:01:00Z"],
  ])("flips at local midnight for %s", async (_label, zone, beforeMidnight, afterMidnight) => {
    const a = await signUp();
    await setTimezone(a.cookie, zone);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(beforeMidnight));
    await logMeal(a.cookie, { title: "Late snack", totalProtein: "20" });
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 20 });
    vi.setSystemTime(new Date(afterMidnight));
    expect(await json(await get(a.cookie, "/api/tracking/daily"))).toMatchObject({ totalProtein: 0 });
  });
});

describe("GET /api/tracking/days", () => {
  it("answers day totals within a range", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "Eggs", totalProtein: "12" });
    const today = (await json<{ date: string }>(await get(a.cookie, "/api/tracking/daily"))).date;
    const days = await json(await get(a.cookie, `/api/tracking/days?from=${today}&to=${today}`));
    expect(days).toEqual([{ date: today, totalProtein: 12, meals: 1 }]);
  });

  // Found by the hostile-input property (test/worker/hostile/fuzz.test.ts): these were 500s.
  it.each([
    ["an empty date", "from=&to=2026-03-01"],
    ["text for a date", "from=2026-01-01&to=yesterday"],
    ["a month that does not exist", "from=2026-13-01&to=2026-12-31"],
    ["a day that does not exist", "from=2026-02-30&to=2026-03-31"],
  ])("refuses %s with a 400 naming the problem", async (_label, query) => {
    const a = await signUp();
    const res = await get(a.cookie, `/api/tracking/days?${query}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "Dates look like 2026-11-22.", code: "INVALID_INPUT" });
  });

  it("refuses a range longer than a year or running backwards", async () => {
    const a = await signUp();
    for (const query of ["from=2025-01-01&to=2026-03-01", "from=2026-03-01&to=2026-01-01"]) {
      const res = await get(a.cookie, `/api/tracking/days?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json(res)).message).toBe("Ask for at most a year, from the earlier date.");
    }
  });
});

describe("POST /api/meals/parse", () => {
  it("turns a description into foods from the table and stores nothing", async () => {
    const a = await signUp();
    const res = await call("/api/meals/parse", {
      json: { text: "2 eggs, 150 g greek yogurt and a chicken breast, and a bowl of zorgblat" },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(200);
    const body = await json<{
      foodItems: { name: string; grams: number; proteinContent: number; confidence: number }[];
      totalProtein: number;
      unmatched: { text: string; suggestions: unknown[] }[];
    }>(res);
    expect(body.foodItems.map((f) => f.grams)).toEqual([100, 150, 172]);
    expect(body.totalProtein).toBeCloseTo(12.6 + 15.3 + 53.4, 1);
    expect(body.unmatched).toEqual([{ text: "a bowl of zorgblat", suggestions: [] }]);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("answers a guest too (no session) and stores nothing", async () => {
    // No account is involved, so every user's meals in D1 are counted: none may be added.
    const before = await countRows("meals");
    const res = await call("/api/meals/parse", { json: { text: "2 eggs" } });
    expect(res.status).toBe(200);
    const body = await json<{ foodItems: { grams: number }[]; unmatched: unknown[] }>(res);
    expect(body.foodItems.map((f) => f.grams)).toEqual([100]);
    expect(body.unmatched).toEqual([]);
    expect(await countRows("meals")).toBe(before);
  });

  it("refuses empty text", async () => {
    const a = await signUp();
    const res = await call("/api/meals/parse", { json: { text: "  " }, headers: { Cookie: a.cookie } });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe("Describe what you ate.");
  });
});

describe("GET /api/meals/export.csv", () => {
  it("exports every meal of a free account (export for everyone), only theirs, formulas defused", async () => {
    const a = await signUp();
    const b = await signUp();
    await logMeal(a.cookie, { title: 'Oats, "overnight"', totalProtein: "12", mealType: "breakfast" });
    await logMeal(a.cookie, { title: "=SUM(A1)", totalProtein: "30" });
    await logMeal(b.cookie, { title: "B's meal", totalProtein: "40" });
    const res = await get(a.cookie, "/api/meals/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="proteo-meals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("date,time,meal_type,meal,protein_g,foods,source,kcal,carbs_g,fat_g");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=SUM(A1)");
    expect(lines[2]).toContain('"Oats, ""overnight"""');
    expect(lines.join("\n")).not.toContain("B's meal");
  });
});
