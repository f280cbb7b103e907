import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { FOODS, foodById } from "../../domain/nutrition/table";
import { signUp } from "./accounts";
import { call } from "./client";
import { answer, fakeVision } from "./fake-vision";
import { seedFoods } from "./foods-seed";
import { json, logMeal } from "./meals-helpers";

// kcal, fat and carbs beside protein: stored on each food of a meal from the
// server's own SR28 table (domain/nutrition/stored-nutrients.ts, migration 0018).

beforeAll(seedFoods, 120_000);

let restore: (() => void) | undefined;
afterEach(() => restore?.());

interface Sr28Row {
  kcal: number;
  fat: number | null;
  carbs: number | null;
}

const sr28 = (ndb: string) =>
  env.DB.prepare("select kcal_per_100g as kcal, fat_per_100g as fat, carbs_per_100g as carbs from foods where ndb = ?")
    .bind(ndb)
    .first<Sr28Row>()
    .then((row) => {
      if (!row) throw new Error(`no SR28 row ${ndb}`);
      return row;
    });

/** The SR28 row's values times grams/100, as stored: kcal to the unit, fat and carbs to 0.1 g. */
async function expected(ndb: string, grams: number) {
  const row = await sr28(ndb);
  const per = (v: number | null, digits: number) => (v === null ? null : Number(((v * grams) / 100).toFixed(digits)));
  return { kcal: per(row.kcal, 0), fat: per(row.fat, 1), carbs: per(row.carbs, 1) };
}

const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));

const swap = (cookie: string, mealId: string, foodItems: Record<string, unknown>[]) =>
  call(`/api/meals/${mealId}/food-items`, { method: "PUT", json: { foodItems }, headers: { Cookie: cookie } });

const egg = foodById("egg-whole");

describe("a logged meal's foods carry kcal, fat and carbs from the SR28 table", () => {
  it("computes them from the table for NDB and everyday ids, ignores client numbers, in two D1 round trips", async () => {
    const a = await signUp();
    const res = await logMeal(a.cookie, {
      title: "Breakfast",
      totalProtein: "40",
      source: "describe",
      foodItems: [
        // The client's own kcal is not a field the server reads: the table decides.
        { name: "Egg", foodId: "01123", grams: 150, proteinContent: 18.8, kcal: 9999, fat: 999, carbs: 999 },
        { name: "Greek yogurt", foodId: "01256", grams: 170, proteinContent: 17.3 },
        { name: "Eggs", foodId: "egg-whole", grams: 100, proteinContent: 12.6 },
        { name: "Grandma's stew", grams: 300, proteinContent: 20 },
        { name: "Egg, no weight", foodId: "01123", proteinContent: 6 },
        { name: "Own food", foodId: "custom:abc", grams: 100, proteinContent: 5 },
      ],
    });
    expect(res.status).toBe(201);
    // The session, then the SR28 values of the picked foods; the write is one call to the user's object.
    expect(trips(res)).toBe(2);
    const meal = await json<Meal>(res);
    const [picked, yogurt, everyday, manual, noGrams, custom] = meal.foodItems;
    expect(picked).toMatchObject(await expected("01123", 150));
    expect(yogurt).toMatchObject(await expected("01256", 170));
    expect(egg?.ndb).toBeDefined();
    expect(everyday).toMatchObject(await expected(egg?.ndb ?? "", 100));
    for (const item of [manual, noGrams, custom]) expect(item).toMatchObject({ kcal: null, fat: null, carbs: null });
    // A known number: 150 g of whole raw egg (SR28 01123: 143 kcal, 9.51 g fat, 0.72 g carbs per 100 g).
    expect(picked).toMatchObject({ kcal: 215, fat: 14.3, carbs: 1.1 });
    // The meal list serializes them too.
    const [listed] = await json<Meal[]>(await call("/api/meals", { headers: { Cookie: a.cookie } }));
    expect(listed?.foodItems[0]).toMatchObject({ kcal: 215, fat: 14.3, carbs: 1.1 });
  });

  it("recomputes them on a swap and a re-weigh, and clears them for a food that is not in the table", async () => {
    const a = await signUp();
    const logged = await json<Meal>(
      await logMeal(a.cookie, {
        title: "Lunch",
        totalProtein: "30",
        foodItems: [
          { name: "Egg, whole, raw, fresh", foodId: "01123", grams: 100, proteinContent: 12.6 },
          { name: "Egg", foodId: "01123", grams: 50, proteinContent: 6.3 },
        ],
      }),
    );
    const [first, second] = logged.foodItems;
    // A swap to another SR28 food: its values for the grams sent.
    const swapped = await swap(a.cookie, logged.id, [{ id: first?.id, name: "x", foodId: "01256", grams: 200 }]);
    expect(swapped.status).toBe(200);
    const afterSwap = (await json<Meal>(swapped)).foodItems[0];
    expect(afterSwap).toMatchObject({ foodId: "01256", ...(await expected("01256", 200)) });
    // The picked food's values came with the session; the edit is one call to the user's object.
    expect([trips(swapped), Number(swapped.headers.get("X-Object-Calls"))]).toEqual([1, 1]);
    // Only the grams change: still the same table food, values for the new grams.
    const reweigh = await swap(a.cookie, logged.id, [{ id: first?.id, name: afterSwap?.name, grams: 100 }]);
    // Which full-table food it is, only the object knows: it asks for its values, then writes.
    expect([trips(reweigh), Number(reweigh.headers.get("X-Object-Calls"))]).toEqual([2, 2]);
    const reweighed = await json<Meal>(reweigh);
    expect(reweighed.foodItems[0]).toMatchObject({
      foodId: "01256",
      source: "table",
      ...(await expected("01256", 100)),
    });
    // Renamed to a food no table knows: nothing the table can vouch for.
    const renamed = await json<Meal>(
      await swap(a.cookie, logged.id, [{ id: second?.id, name: "Grandma's secret recipe" }]),
    );
    expect(renamed.foodItems[1]).toMatchObject({ foodId: null, kcal: null, fat: null, carbs: null });
  });

  it("carries them onto a meal logged again or copied, in the session's one D1 round trip and one object call", async () => {
    const a = await signUp();
    const logged = await json<Meal>(
      await logMeal(a.cookie, {
        title: "Eggs",
        totalProtein: "18.8",
        foodItems: [{ name: "Egg, whole, raw, fresh", foodId: "01123", grams: 150, proteinContent: 18.8 }],
      }),
    );
    const want = await expected("01123", 150);
    const today = logged.localDate;
    const writes = [
      call("/api/meals/relog", { json: { mealId: logged.id, mealType: "snack" }, headers: { Cookie: a.cookie } }),
      call("/api/meals/relog", { json: { foodItemId: logged.foodItems[0]?.id }, headers: { Cookie: a.cookie } }),
      call(`/api/meals/${logged.id}/copy`, { json: { date: today }, headers: { Cookie: a.cookie } }),
      call(`/api/days/${today}/copy`, { json: { to: today }, headers: { Cookie: a.cookie } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(201);
      // The session alone in D1: the copies' values come with their foods from the user's object.
      expect([trips(res), Number(res.headers.get("X-Object-Calls"))]).toEqual([1, 1]);
      const body = await json<Meal | { meals: Meal[] }>(res);
      const meals = "meals" in body ? body.meals : [body];
      for (const meal of meals) expect(meal.foodItems[0]).toMatchObject({ foodId: "01123", ...want });
    }
  });

  it("gives describe's foods their kcal, fat and carbs from the same SR28 record", async () => {
    const res = await call("/api/meals/parse", { json: { text: "2 eggs and 2 persimmons" } });
    expect(res.status).toBe(200);
    const { foodItems } = await json<{
      foodItems: { foodId: string; source: string; grams: number; kcal: number; fat: number; carbs: number }[];
    }>(res);
    expect(foodItems).toHaveLength(2);
    for (const item of foodItems) {
      const ndb = item.source.replace("USDA SR28, NDB ", "");
      const want = await expected(ndb, item.grams);
      expect(item.kcal).toBe(want.kcal);
      expect(item.fat).toBeCloseTo(want.fat ?? Number.NaN, 1);
      expect(item.carbs).toBeCloseTo(want.carbs ?? Number.NaN, 1);
    }
  });

  it("stores them on a photo meal's table foods, and null on the model's estimates", async () => {
    restore = fakeVision(() => ({
      content: answer([
        { name: "kumquats", grams: 100, protein: 5, confidence: 0.9 },
        { name: "unknownium stew", grams: 250, protein: 20, confidence: 0.8 },
      ]),
    })).restore;
    const a = await signUp();
    const slot = await json<{ uploadURL: string; objectURL: string }>(
      await call("/api/objects/upload", { method: "POST", headers: { Cookie: a.cookie } }),
    );
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0xff, 0xd9,
    ]);
    const put = await call(slot.uploadURL, {
      method: "PUT",
      body: jpeg,
      headers: { Cookie: a.cookie, "Content-Type": "image/jpeg" },
    });
    expect(put.status).toBe(200);
    const res = await call("/api/analyze-meal", {
      json: { imageUrl: slot.objectURL, mealType: "snack" },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(201);
    const [kumquats, stew] = (await json<Meal>(res)).foodItems;
    expect(kumquats).toMatchObject({ foodId: "09149", ...(await expected("09149", 100)) });
    expect(stew).toMatchObject({ foodId: null, kcal: null, fat: null, carbs: null });
  });
});

describe("migration 0018: kcal, fat and carbs for foods logged before it", () => {
  const migration = () => env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0018_"));

  it("fills NDB and everyday foods with known grams from the table, and leaves the rest null", async () => {
    const backfill = migration()?.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*(UPDATE|WITH) /i.test(q)) ?? [];
    expect(backfill).toHaveLength(2);
    const a = await signUp();
    const mealId = `m_backfill_${crypto.randomUUID()}`;
    const rows: [string, string | null, number | null][] = [
      ["01123", "01123", 150],
      ["everyday", "chicken-breast-cooked", 120],
      ["no-grams", "01123", null],
      ["manual", null, 200],
    ];
    await env.DB.batch([
      env.DB.prepare(
        "insert into meals (id, user_id, meal_type, total_protein, source, local_date) values (?, ?, 'lunch', 10, 'manual', '2026-01-01')",
      ).bind(mealId, a.id),
      ...rows.map(([name, foodId, grams], i) =>
        env.DB.prepare(
          "insert into food_items (id, meal_id, position, name, protein_content, grams, food_id) values (?, ?, ?, ?, 1, ?, ?)",
        ).bind(`${mealId}_${i}`, mealId, i, name, grams, foodId),
      ),
    ]);
    for (const q of backfill) await env.DB.prepare(q).run();
    const stored = await env.DB.prepare(
      "select kcal, fat_g as fat, carbs_g as carbs from food_items where meal_id = ? order by position",
    )
      .bind(mealId)
      .all<{ kcal: number | null; fat: number | null; carbs: number | null }>();
    const [ndb, everyday, noGrams, manual] = stored.results;
    expect(ndb).toEqual(await expected("01123", 150));
    expect(everyday).toEqual(await expected(foodById("chicken-breast-cooked")?.ndb ?? "", 120));
    expect(noGrams).toEqual({ kcal: null, fat: null, carbs: null });
    expect(manual).toEqual({ kcal: null, fat: null, carbs: null });
  });

  it("lists every everyday id with the SR28 record it names today", () => {
    const text = migration()?.queries.join("\n") ?? "";
    const pairs = [...text.matchAll(/\('([a-z0-9-]+)','(\d{5})'\)/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual(FOODS.map((f) => [f.id, f.ndb]));
  });
});
