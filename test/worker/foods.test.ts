import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { FoodDto } from "../../domain/foods/schemas";
import { freshIp, signUp } from "./accounts";
import { call } from "./client";
import { seedFoods } from "./foods-seed";
import { json } from "./meals-helpers";

beforeAll(seedFoods, 120_000);

const search = async (q: string) => {
  const res = await call(`/api/foods?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await json<{ foods: FoodDto[] }>(res)).foods;
};
const as = (cookie: string) => ({ Cookie: cookie });
const names = async (q: string) => (await search(q)).map((f) => f.name);

describe("GET /api/foods/usda/{ndb}", () => {
  it("answers one SR28 food with its portions and source, signed out too", async () => {
    const res = await call("/api/foods/usda/01123");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: "01123",
      name: "Egg, whole, raw, fresh",
      brand: null,
      group: "Dairy and Egg Products",
      proteinPer100g: 12.56,
      kcalPer100g: 143,
      fatPer100g: 9.51,
      carbsPer100g: 0.72,
      fiberPer100g: 0,
      portions: expect.arrayContaining([{ label: "1 large", grams: 50 }]),
      source: "USDA SR28, NDB 01123",
      barcode: null,
    });
  });

  it("refuses an id that is not 5 digits with 400, and an unknown one with 404", async () => {
    for (const bad of ["1123", "abcde", "011234", "01123%20"]) {
      const res = await call(`/api/foods/usda/${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(
        "A food id is a 5-digit USDA NDB number, like 01123.",
      );
    }
    const missing = await call("/api/foods/usda/99999");
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: "No food has this id.", code: "FOOD_NOT_FOUND" });
  });

  it("sends the path before ADR 034, /api/foods/{ndb}, on to the new one with a permanent redirect", async () => {
    const res = await call("/api/foods/01123", { redirect: "manual" });
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get("Location") ?? "", "http://x").pathname).toBe("/api/foods/usda/01123");
    // Only a 5-digit number is an old food path; anything else is still an unknown API path.
    expect((await call("/api/foods/0112", { redirect: "manual" })).status).toBe(404);
  });
});

describe("GET /api/foods?q=", () => {
  it("refuses an empty or too long query with a clear 400", async () => {
    for (const q of ["", "   "]) {
      const res = await call(`/api/foods?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe("Type a food to search for.");
    }
    expect((await call("/api/foods")).status).toBe(400);
    const long = await call(`/api/foods?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await json<{ message: string }>(long)).message).toBe("Please search with at most 100 characters.");
  });

  it("answers foods in the detail shape, at most 20", async () => {
    const foods = await search("cheese");
    expect(foods.length).toBe(20);
    const detail = await json<FoodDto>(await call(`/api/foods/usda/${foods[0]?.id}`));
    expect(foods[0]).toEqual(detail);
  });

  it("puts everyday foods first: a plain egg before egg noodles", async () => {
    const list = await names("egg");
    expect(list[0]).toBe("Egg, whole, raw, fresh");
    const noodles = list.findIndex((n) => n.startsWith("Noodles, egg"));
    expect(noodles === -1 || noodles > 0).toBe(true);
  });

  it("tolerates typos", async () => {
    expect((await names("chiken brest"))[0]).toMatch(/^Chicken, broilers or fryers, breast/);
    // A typo in the first letter: a wrong one, and a missing one. Each word alone, so that
    // nothing else in the query could find the food.
    expect((await names("xhicken"))[0]).toMatch(/^Chicken/);
    expect((await names("hicken"))[0]).toMatch(/^Chicken/);
    expect((await names("rogurt"))[0]).toMatch(/^Yogurt/);
    expect((await names("salmn"))[0]).toMatch(/^Fish, salmon/);
    expect((await names("brocoli"))[0]).toMatch(/^Broccoli/);
  });

  it("never corrects a typo into an unrelated food", async () => {
    // "been" is only in the table's notes ("may have been previously frozen"): beans are meant.
    expect((await names("beens"))[0]).toMatch(/^Beans/);
    expect((await names("black beens"))[0]).toMatch(/^Beans, black/);
    // A café drink is its drink, not the wine's "late harvest": the foods it is made of.
    expect((await names("a latte")).slice(0, 2)).toEqual([
      "Beverages, coffee, brewed, espresso, restaurant-prepared",
      "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D",
    ]);
    expect((await names("cappuccino"))[0]).toMatch(/espresso/);
    expect((await names("latte")).join()).not.toMatch(/wine/i);
    // Four letters the table does not know are corrected only in a vowel: skyr is no toffee bar.
    expect(await search("skyr")).toEqual([]);
    expect((await names("tofo"))[0]).toMatch(/^Tofu/);
  });

  it("knows British spellings and everyday names", async () => {
    expect((await names("greek yoghurt"))[0]).toMatch(/^Yogurt, Greek/);
    expect((await names("greek yogurt"))[0]).toMatch(/^Yogurt, Greek/);
    expect((await names("courgette"))[0]).toMatch(/^Squash, summer, zucchini/);
    expect((await names("grilled chicken"))[0]).toMatch(/^Chicken, broilers or fryers, breast/);
  });

  it("finds foods only SR28 knows, and an unfinished last word", async () => {
    expect((await names("kumquat"))[0]).toMatch(/^Kumquats/);
    expect((await names("quino"))[0]).toMatch(/^Quinoa/);
  });

  it("limits searches per address (600 a minute): concurrent requests past it get 429, another address is served", async () => {
    const ip = freshIp();
    // 598 searches already counted in this window: of 6 sent at once, exactly 2 get through.
    await env.DB.prepare("insert into rate_limits (key, count, window_start, strikes) values (?, 598, ?, 0)")
      .bind(`foods:ip:${ip}`, Date.now())
      .run();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("/api/foods?q=egg", { headers: { "CF-Connecting-IP": ip } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await json(refused as Response)).toMatchObject({ code: "RATE_LIMITED" });
    const other = await call("/api/foods?q=egg", { headers: { "CF-Connecting-IP": freshIp() } });
    expect(other.status).toBe(200);
  });

  it("answers no foods for words that name none", async () => {
    expect(await search("unknownium")).toEqual([]);
  });
});

describe("GET /api/foods?q= in one D1 round trip", () => {
  it("counts the request, reads the session, the own foods and the table in one batch, signed in, signed out or with a dead session", async () => {
    const a = await signUp();
    const created = await call("/api/foods/custom", {
      json: { name: "Protein oat bar", basis: "100g", protein: 20 },
      headers: as(a.cookie),
    });
    expect(created.status).toBe(201);
    const trips = async (headers: Record<string, string>) => {
      const res = await call(`/api/foods?q=${encodeURIComponent("oat bar")}`, { headers });
      const { foods } = await json<{ foods: FoodDto[] }>(res);
      return {
        status: res.status,
        trips: Number(res.headers.get("X-D1-Round-Trips")),
        own: foods.filter((f) => f.id.startsWith("custom:")).length,
      };
    };
    // Seeded table; an isolate's first search reads the word list for typo correction once; then one trip each.
    await trips({});
    expect(await trips(as(a.cookie))).toEqual({ status: 200, trips: 1, own: 1 });
    expect(await trips({})).toEqual({ status: 200, trips: 1, own: 0 });
    expect(await trips(as("proteo_session=not-a-session"))).toEqual({ status: 200, trips: 1, own: 0 });
  });
});

interface DescribeAnswer {
  foodItems: { name: string; foodId: string; grams: number; portionSize: string; proteinContent: number }[];
  totalProtein: number;
  unmatched: { text: string; suggestions: FoodDto[]; meant?: string }[];
}

const describeMeal = async (text: string) => {
  const res = await call("/api/meals/parse", { json: { text } });
  expect(res.status).toBe(200);
  return json<DescribeAnswer>(res);
};

describe("describe your meal on the full table", () => {
  it("counts no food that names another protein than typed, and offers it as 'Did you mean'", async () => {
    const body = await describeMeal("chicken burrito bowl and 2 eggs");
    // The eggs count; the burrito the table knows is beef and beans, so it waits to be chosen.
    expect(body.foodItems.map((i) => i.name)).toEqual(["Egg, whole"]);
    expect(body.unmatched).toHaveLength(1);
    expect(body.unmatched[0]).toMatchObject({ text: "chicken burrito bowl" });
    expect(body.unmatched[0]?.meant).toMatch(/burrito/i);
    expect(body.unmatched[0]?.meant).toMatch(/beef/i);
    expect(body.unmatched[0]?.suggestions[0]?.name).toBe(body.unmatched[0]?.meant);
  });

  it("counts an SR28 food the everyday names lack when the words identify it, with its SR28 portion", async () => {
    const body = await describeMeal("2 kumquats and 100 g quinoa, cooked");
    expect(body.foodItems.map((i) => i.foodId)).toContain("quinoa-cooked");
    const kumquat = body.foodItems.find((i) => i.name.startsWith("Kumquats"));
    expect(kumquat).toBeDefined();
    expect(kumquat?.foodId).toMatch(/^\d{5}$/);
    const detail = await json<FoodDto>(await call(`/api/foods/usda/${kumquat?.foodId}`));
    expect(kumquat?.proteinContent).toBeCloseTo((detail.proteinPer100g * (kumquat?.grams ?? 0)) / 100, 1);
    expect(kumquat?.portionSize).toMatch(/^2 /);
    expect(kumquat).toMatchObject({ source: `USDA SR28, NDB ${kumquat?.foodId}` });
    expect(body.foodItems.find((i) => i.foodId === "quinoa-cooked")).toMatchObject({ source: "USDA SR28, NDB 20137" });
    expect(body.unmatched).toEqual([]);
  });

  it("never guesses: unknown words are listed as not counted, with search matches offered", async () => {
    const body = await describeMeal("2 eggs and a bowl of unknownium stew");
    expect(body.foodItems.map((i) => i.foodId)).toEqual(["egg-whole"]);
    expect(body.totalProtein).toBeCloseTo(12.6, 1);
    expect(body.unmatched).toHaveLength(1);
    expect(body.unmatched[0]?.text).toBe("a bowl of unknownium stew");
    const suggestions = body.unmatched[0]?.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const s of suggestions) expect(s.name.toLowerCase()).toContain("stew");
    expect(suggestions[0]).toMatchObject({
      id: expect.stringMatching(/^\d{5}$/),
      source: expect.stringMatching(/^USDA SR28, NDB \d{5}$/),
    });
  });

  it("reads a typo as search does: the nearest food words, counted when they name one food", async () => {
    const body = await describeMeal("200 g chiken brest");
    expect(body.foodItems).toMatchObject([{ foodId: "chicken-breast-cooked", grams: 200, proteinContent: 62 }]);
    expect(body.unmatched).toEqual([]);
  });

  it("offers nothing for words that name no food", async () => {
    const body = await describeMeal("3 zorbles");
    expect(body).toEqual({ foodItems: [], totalProtein: 0, unmatched: [{ text: "3 zorbles", suggestions: [] }] });
  });
});
