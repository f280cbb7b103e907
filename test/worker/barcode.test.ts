import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { freshIp, signUp } from "./accounts";
import { call } from "./client";
import { fakeOpenFoodFacts } from "./fake-open-food-facts";

// Test products in Open Food Facts' format; their numbers are the fake's, not real products'.
const BAR = "3017620422003"; // an EAN-13 with a valid check digit
const UPC_A = "036000291452"; // filed by Open Food Facts as 0036000291452
const barProduct = {
  product_name: "Test protein bar",
  brands: "Brand A, Brand B",
  serving_size: "1 bar (60 g)",
  serving_quantity: 60,
  nutriments: {
    proteins_100g: 33.3,
    proteins_serving: 20,
    "energy-kcal_100g": 380,
    fat_100g: 12.5,
    carbohydrates_100g: 40,
    fiber_100g: 6,
  },
  ingredients_text: "not asked for",
};

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

async function scan(code: string, cookie?: string) {
  return call(`/api/foods/barcode/${code}`, {
    headers: { "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie } : {}) },
  });
}

async function clearCache(code: string) {
  await env.CACHE.delete(`off:v1:${code}`);
}

describe("GET /api/foods/barcode/{code}", () => {
  it("answers the product in Proteo's food shape, asking with the fields and an identifying User-Agent", async () => {
    await clearCache(BAR);
    const off = fakeOpenFoodFacts({ [BAR]: { product: barProduct } });
    restore = off.restore;
    const res = await scan(BAR);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: `off:${BAR}`,
      name: "Test protein bar",
      brand: "Brand A",
      group: "Packaged food",
      proteinPer100g: 33.3,
      kcalPer100g: 380,
      fatPer100g: 12.5,
      carbsPer100g: 40,
      fiberPer100g: 6,
      portions: [{ label: "1 bar", grams: 60 }],
      source: "Open Food Facts (ODbL)",
      barcode: BAR,
    });
    expect(off.calls).toHaveLength(1);
    expect(off.calls[0]?.url.pathname).toBe(`/api/v2/product/${BAR}.json`);
    expect(off.calls[0]?.url.searchParams.get("fields")?.split(",")).toEqual(
      expect.arrayContaining(["product_name", "brands", "serving_size", "serving_quantity", "nutriments"]),
    );
    expect(off.calls[0]?.userAgent).toBe("Proteo/0.1.0 (team@proteo.test)");
  });

  it("answers a second scan from the cache without asking Open Food Facts", async () => {
    await clearCache(BAR);
    const off = fakeOpenFoodFacts({ [BAR]: { product: barProduct } });
    restore = off.restore;
    expect((await scan(BAR)).status).toBe(200);
    const again = await scan(BAR);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { name: string }).name).toBe("Test protein bar");
    expect(off.calls).toHaveLength(1);
  });

  it("files a UPC-A under its 13-digit EAN", async () => {
    await clearCache(`0${UPC_A}`);
    const off = fakeOpenFoodFacts({ [`0${UPC_A}`]: { product: { ...barProduct, product_name: "American bar" } } });
    restore = off.restore;
    const res = await scan(UPC_A);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: `off:0${UPC_A}`, name: "American bar" });
  });

  it("works out protein per 100 g from a serving, and omits the portion when none is stated", async () => {
    const code = "4006381333931";
    await clearCache(code);
    const off = fakeOpenFoodFacts({
      [code]: {
        product: { product_name: "Serving only", serving_quantity: "40", nutriments: { proteins_serving: "10" } },
      },
      "5449000000996": { product: { product_name: "No serving", nutriments: { proteins_100g: 0, energy_100g: 180 } } },
    });
    restore = off.restore;
    expect(await (await scan(code)).json()).toMatchObject({
      proteinPer100g: 25,
      kcalPer100g: null,
      portions: [{ label: "1 serving", grams: 40 }],
    });
    await clearCache("5449000000996");
    expect(await (await scan("5449000000996")).json()).toMatchObject({
      proteinPer100g: 0,
      kcalPer100g: 43.02,
      portions: [],
    });
  });

  it("answers an unknown product with 404 PRODUCT_NOT_FOUND, in both of Open Food Facts' ways", async () => {
    const a = "4000417025005";
    const b = "8000500310427";
    await clearCache(a);
    await clearCache(b);
    const off = fakeOpenFoodFacts({ [a]: { notFound: "404" }, [b]: { notFound: "status0" } });
    restore = off.restore;
    for (const code of [a, b]) {
      const res = await scan(code);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: "PRODUCT_NOT_FOUND",
        message: `No product with barcode ${code} was found in Open Food Facts. You can add it as your own food.`,
      });
    }
    // Unknown codes are remembered too (for a day): no second request.
    expect((await scan(a)).status).toBe(404);
    expect(off.calls).toHaveLength(2);
  });

  it("says so when a product has no protein figure", async () => {
    const code = "7622210449283";
    await clearCache(code);
    restore = fakeOpenFoodFacts({
      [code]: { product: { product_name: "Mystery", nutriments: { fat_100g: 3 } } },
    }).restore;
    const res = await scan(code);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("PRODUCT_INCOMPLETE");
  });

  it("answers 503 (never 500) when Open Food Facts is down, slow or speaks nonsense, and caches none of it", async () => {
    const down = "5000159484695";
    const slow = "5000112637922";
    const junk = "5010029000016";
    for (const code of [down, slow, junk]) await clearCache(code);
    const off = fakeOpenFoodFacts({
      [down]: { status: 502 },
      [slow]: { hang: true },
      [junk]: { junk: "{not json" },
    });
    restore = off.restore;
    for (const code of [down, slow, junk]) {
      const res = await scan(code);
      expect(res.status, code).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("30");
      expect(((await res.json()) as { code: string }).code).toBe("FOOD_SOURCE_UNAVAILABLE");
    }
    expect((await scan(down)).status).toBe(503);
    expect(off.calls.filter((c) => c.url.pathname.includes(down))).toHaveLength(2);
  });

  it("refuses a malformed code with 400 and asks nobody", async () => {
    const off = fakeOpenFoodFacts({});
    restore = off.restore;
    for (const [code, message] of [
      ["3017620422004", "That barcode's last digit does not match the others. Check the number and try again."],
      ["30176204220a3", "A barcode is made of digits only."],
      ["12345", "A barcode has 8, 12 or 13 digits (EAN-13, EAN-8, UPC-A or UPC-E)."],
    ]) {
      const res = await scan(code as string);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "INVALID_BARCODE", message });
    }
    expect(off.calls).toHaveLength(0);
  });

  it("answers a signed-in user's own food for a code they entered, before Open Food Facts", async () => {
    const code = "4311501490303";
    await clearCache(code);
    const off = fakeOpenFoodFacts({ [code]: { product: barProduct } });
    restore = off.restore;
    const a = await signUp();
    const created = await call("/api/foods/custom", {
      json: { name: "My bar", basis: "serving", protein: 21, servingGrams: 55, barcode: code },
      headers: { Cookie: a.cookie },
    });
    expect(created.status).toBe(201);
    expect(await (await scan(code, a.cookie)).json()).toMatchObject({ name: "My bar", source: "Your own food" });
    // Someone else scanning the same code gets Open Food Facts' product, not the private food.
    const b = await signUp();
    expect(await (await scan(code, b.cookie)).json()).toMatchObject({ name: "Test protein bar" });
  });
});

describe("GET /api/foods/barcode/{code} in D1 round trips", () => {
  const trips = (res: Response) => res.headers.get("X-D1-Round-Trips");

  it("finds the own food in one round trip, the session with it; a guest's cached scan reads no D1", async () => {
    const code = "5000159407236";
    await clearCache(code);
    const off = fakeOpenFoodFacts({ [code]: { product: barProduct } });
    restore = off.restore;
    const a = await signUp();
    const created = await call("/api/foods/custom", {
      json: { name: "Label bar", basis: "serving", protein: 19, servingGrams: 50, barcode: code },
      headers: { Cookie: a.cookie },
    });
    expect(created.status).toBe(201);
    const own = await scan(code, a.cookie);
    expect(await own.json()).toMatchObject({ name: "Label bar", source: "Your own food" });
    expect(trips(own)).toBe("1");
    // A guest: Open Food Facts once (the rate-limit counter is its one D1 trip), then the cache.
    const first = await scan(code);
    expect(await first.json()).toMatchObject({ name: "Test protein bar" });
    expect(trips(first)).toBe("1");
    const cached = await scan(code);
    expect(cached.status).toBe(200);
    expect(trips(cached)).toBe("0");
    // Signed in without a food of that code: the session's batch, then the cache.
    const b = await signUp();
    const other = await scan(code, b.cookie);
    expect(await other.json()).toMatchObject({ name: "Test protein bar" });
    expect(trips(other)).toBe("1");
    expect(off.calls).toHaveLength(1);
  });

  it("scans as a guest with an expired session (never 401, never the old account's food)", async () => {
    const code = "4006381333931";
    await clearCache(code);
    const off = fakeOpenFoodFacts({ [code]: { product: barProduct } });
    restore = off.restore;
    const a = await signUp();
    await call("/api/foods/custom", {
      json: { name: "Mine", basis: "serving", protein: 5, servingGrams: 20, barcode: code },
      headers: { Cookie: a.cookie },
    });
    await env.DB.prepare("update sessions set expires_at = 0 where user_id = ?").bind(a.id).run();
    const res = await scan(code, a.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Test protein bar" });
    // The expired session is gone, as after any request that finds it expired.
    expect(await env.DB.prepare("select count(*) as n from sessions where user_id = ?").bind(a.id).first("n")).toBe(0);
  });
});

describe("the scanner's decoder under the CSP", () => {
  it("may compile WebAssembly, while JavaScript eval stays refused", async () => {
    const csp = (await call("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-eval'/);
  });
});
