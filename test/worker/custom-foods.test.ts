import { describe, expect, it } from "vitest";
import { ownData, signUp } from "./accounts";
import { call } from "./client";

const as = (cookie: string) => ({ Cookie: cookie });
const create = (cookie: string, json: unknown) => call("/api/foods/custom", { json, headers: as(cookie) });
type Food = { id: string; name: string; proteinPer100g: number; portions: { label: string; grams: number }[] };

describe("/api/foods/custom", () => {
  it("creates, lists, reads, edits and deletes a food of one's own", async () => {
    const a = await signUp();
    const res = await create(a.cookie, {
      name: "Grandma's lentil soup",
      basis: "serving",
      protein: 18,
      kcal: 310,
      servingGrams: 400,
      servingLabel: "bowl",
    });
    expect(res.status).toBe(201);
    const food = (await res.json()) as Food;
    expect(food).toMatchObject({
      name: "Grandma's lentil soup",
      group: "Your foods",
      proteinPer100g: 4.5,
      kcalPer100g: 77.5,
      portions: [{ label: "1 bowl", grams: 400 }],
      source: "Your own food",
    });
    expect(food.id).toMatch(/^custom:/);
    const id = food.id.slice("custom:".length);

    const list = (await (await call("/api/foods/custom", { headers: as(a.cookie) })).json()) as { foods: Food[] };
    expect(list.foods.map((f) => f.name)).toEqual(["Grandma's lentil soup"]);
    expect((await call(`/api/foods/custom/${id}`, { headers: as(a.cookie) })).status).toBe(200);

    const edited = await call(`/api/foods/custom/${id}`, {
      method: "PUT",
      json: { name: "Lentil soup", basis: "100g", protein: 5 },
      headers: as(a.cookie),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Lentil soup", proteinPer100g: 5, portions: [] });

    expect((await call(`/api/foods/custom/${id}`, { method: "DELETE", headers: as(a.cookie) })).status).toBe(204);
    expect((await call(`/api/foods/custom/${id}`, { headers: as(a.cookie) })).status).toBe(404);
  });

  it("keeps each person's foods private: another user can neither read, edit nor delete them", async () => {
    const a = await signUp();
    const b = await signUp();
    const food = (await (await create(a.cookie, { name: "Secret shake", basis: "100g", protein: 10 })).json()) as Food;
    const id = food.id.slice("custom:".length);
    expect((await call(`/api/foods/custom/${id}`, { headers: as(b.cookie) })).status).toBe(404);
    const put = await call(`/api/foods/custom/${id}`, {
      method: "PUT",
      json: { name: "Hacked", basis: "100g", protein: 1 },
      headers: as(b.cookie),
    });
    expect(put.status).toBe(404);
    expect((await call(`/api/foods/custom/${id}`, { method: "DELETE", headers: as(b.cookie) })).status).toBe(404);
    expect(
      ((await (await call("/api/foods/custom", { headers: as(b.cookie) })).json()) as { foods: Food[] }).foods,
    ).toEqual([]);
    expect(await (await call(`/api/foods/custom/${id}`, { headers: as(a.cookie) })).json()).toMatchObject({
      name: "Secret shake",
      proteinPer100g: 10,
    });
  });

  it("needs an account", async () => {
    const res = await call("/api/foods/custom", { json: { name: "X", basis: "100g", protein: 1 } });
    expect(res.status).toBe(401);
  });

  it("refuses bad input with the field's message and stores nothing", async () => {
    const a = await signUp();
    const res = await create(a.cookie, { name: "Bar", basis: "serving", protein: 20 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Enter how many grams one serving weighs.");
    expect((await ownData(a.id)).ownFoods.length).toBe(0);
  });

  it("stores one food when the same form is sent twice at once, and says why the second was refused", async () => {
    const a = await signUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create(a.cookie, { name: "Skyr", basis: "100g", protein: 11 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({ code: "DUPLICATE_FOOD", message: 'You already have a food named "Skyr".' });
    expect((await ownData(a.id)).ownFoods.length).toBe(1);
  });

  it("refuses a second food with the same barcode, and an edit onto another food's name", async () => {
    const a = await signUp();
    await create(a.cookie, { name: "One", basis: "100g", protein: 1, barcode: "3017620422003" });
    const second = await create(a.cookie, { name: "Two", basis: "100g", protein: 1, barcode: "3017620422003" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { code: string }).code).toBe("DUPLICATE_BARCODE");
    const two = (await (await create(a.cookie, { name: "Two", basis: "100g", protein: 2 })).json()) as Food;
    const rename = await call(`/api/foods/custom/${two.id.slice(7)}`, {
      method: "PUT",
      json: { name: " one ", basis: "100g", protein: 2 },
      headers: as(a.cookie),
    });
    expect(rename.status).toBe(409);
    expect(await (await call(`/api/foods/custom/${two.id.slice(7)}`, { headers: as(a.cookie) })).json()).toMatchObject({
      name: "Two",
    });
  });
});

describe("GET /api/foods?q= with foods of one's own", () => {
  it("lists the signed-in user's matching foods before the USDA table's, and nobody else's", async () => {
    const a = await signUp();
    await create(a.cookie, { name: "Grandma's chicken soup", basis: "100g", protein: 6 });
    const search = (cookie?: string) =>
      call(`/api/foods?q=${encodeURIComponent("chicken soup")}`, { headers: cookie ? as(cookie) : {} });
    const mine = (await (await search(a.cookie)).json()) as { foods: Food[] };
    expect(mine.foods[0]).toMatchObject({ name: "Grandma's chicken soup", source: "Your own food" });
    const b = await signUp();
    const theirs = (await (await search(b.cookie)).json()) as { foods: Food[] };
    expect(theirs.foods.some((f) => f.name === "Grandma's chicken soup")).toBe(false);
    const guest = (await (await search()).json()) as { foods: Food[] };
    expect(guest.foods.some((f) => f.id.startsWith("custom:"))).toBe(false);
  });
});
