import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RECIPES } from "../../domain/recipes/catalog";
import { userData } from "../../worker/lib/user-data";
import { signUp } from "./accounts";
import { call } from "./client";
import { get, json } from "./meals-helpers";

interface RecipeBody {
  id: string;
  name: string;
  mealType: string;
  difficulty: string;
  proteinPerServing: number;
  totalCalories: number;
  servings: number;
  tags: string[];
  ingredients: { amount: string; item: string; protein: number }[];
  instructions: string[];
  isFavorite: boolean;
}

const favorite = (cookie: string, recipeId: unknown) =>
  call("/api/meal-prep/favorites", { json: { recipeId }, headers: { Cookie: cookie } });
const unfavorite = (cookie: string, recipeId: string) =>
  call(`/api/meal-prep/favorites/${encodeURIComponent(recipeId)}`, { method: "DELETE", headers: { Cookie: cookie } });
const favoriteIds = async (cookie: string) =>
  (await json<RecipeBody[]>(await get(cookie, "/api/meal-prep/favorites"))).map((r) => r.id);

/** How many favourites the user's own object keeps (ADR 067); none are left in D1. */
const keptIn = async (userId: string) => (await userData(env, userId).favorites()).length;

const first = RECIPES[0]?.id ?? "";
const second = RECIPES[1]?.id ?? "";
const third = RECIPES[2]?.id ?? "";

describe("GET /api/meal-prep/recipes", () => {
  it("lists every seeded recipe by name as a card needs it: tags as a list, no ingredients or steps", async () => {
    const a = await signUp();
    const res = await get(a.cookie, "/api/meal-prep/recipes");
    expect(res.status).toBe(200);
    const list = await json<RecipeBody[]>(res);
    expect(list).toHaveLength(RECIPES.length);
    expect(list.map((r) => r.name)).toEqual(RECIPES.map((r) => r.name).sort((x, y) => (x < y ? -1 : 1)));
    const muffins = list.find((r) => r.id === "spinach-feta-egg-muffins");
    const { ingredients, instructions, ...card } = RECIPES.find((r) => r.id === "spinach-feta-egg-muffins") ?? {};
    expect(muffins).toEqual({ ...card, isFavorite: false });
    // The recipe's page reads them whole (ADR 034).
    const whole = await json<RecipeBody>(await get(a.cookie, "/api/meal-prep/recipes/spinach-feta-egg-muffins"));
    expect(whole).toMatchObject({ ingredients, instructions });
    expect(ingredients?.length).toBeGreaterThan(0);
  });

  it("filters by meal type", async () => {
    const a = await signUp();
    const list = await json<RecipeBody[]>(await get(a.cookie, "/api/meal-prep/recipes?mealType=snack"));
    expect(list.length).toBe(RECIPES.filter((r) => r.mealType === "snack").length);
    expect(list.every((r) => r.mealType === "snack")).toBe(true);
  });

  it("filters to the reader's favorites, with or without a meal type", async () => {
    const a = await signUp();
    const b = await signUp();
    const snack = RECIPES.find((r) => r.mealType === "snack")?.id ?? "";
    const breakfast = RECIPES.find((r) => r.mealType === "breakfast")?.id ?? "";
    await favorite(a.cookie, snack);
    await favorite(a.cookie, breakfast);
    await favorite(b.cookie, third);
    const mine = await json<RecipeBody[]>(await get(a.cookie, "/api/meal-prep/recipes?favorites=true"));
    expect(mine.map((r) => r.id).sort()).toEqual([snack, breakfast].sort());
    expect(mine.every((r) => r.isFavorite)).toBe(true);
    const snacks = await json<RecipeBody[]>(
      await get(a.cookie, "/api/meal-prep/recipes?favorites=true&mealType=snack"),
    );
    expect(snacks.map((r) => r.id)).toEqual([snack]);
    const all = await json<RecipeBody[]>(await get(a.cookie, "/api/meal-prep/recipes?favorites=false"));
    expect(all).toHaveLength(RECIPES.length);
    expect(
      all
        .filter((r) => r.isFavorite)
        .map((r) => r.id)
        .sort(),
    ).toEqual([snack, breakfast].sort());
  });

  it.each([
    ["mealType=brunch", "Meal type must be breakfast, lunch, dinner or snack."],
    ["favorites=yes", "favorites must be true or false."],
  ])("rejects %s with a 400", async (query, message) => {
    const a = await signUp();
    const res = await get(a.cookie, `/api/meal-prep/recipes?${query}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, code: "INVALID_INPUT" });
  });
});

describe("GET /api/meal-prep/recipes/{id}", () => {
  it("returns one recipe with whether it is the reader's favorite", async () => {
    const a = await signUp();
    const res = await get(a.cookie, `/api/meal-prep/recipes/${first}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ...RECIPES[0], isFavorite: false });
    await favorite(a.cookie, first);
    expect((await json<RecipeBody>(await get(a.cookie, `/api/meal-prep/recipes/${first}`))).isFavorite).toBe(true);
  });

  it("answers an unknown id with 404 'Recipe not found'", async () => {
    const a = await signUp();
    const res = await get(a.cookie, "/api/meal-prep/recipes/no-such-recipe");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "Recipe not found", code: "NOT_FOUND" });
  });
});

describe("favorites", () => {
  it("adds, lists newest first and removes a favorite", async () => {
    const a = await signUp();
    const added = await favorite(a.cookie, first);
    expect(added.status).toBe(201);
    expect(await json(added)).toEqual({ recipeId: first, isFavorite: true });
    await favorite(a.cookie, second);
    const list = await json<RecipeBody[]>(await get(a.cookie, "/api/meal-prep/favorites"));
    expect(list.map((r) => r.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ name: RECIPES[1]?.name, isFavorite: true });
    expect(Array.isArray(list[0]?.ingredients)).toBe(true);

    const removed = await unfavorite(a.cookie, first);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ recipeId: first, isFavorite: false });
    expect(await favoriteIds(a.cookie)).toEqual([second]);
  });

  it("adding twice is harmless: one row, and 200 the second time", async () => {
    const a = await signUp();
    expect((await favorite(a.cookie, first)).status).toBe(201);
    expect((await favorite(a.cookie, first)).status).toBe(200);
    expect(await keptIn(a.id)).toBe(1);
    expect(await favoriteIds(a.cookie)).toEqual([first]);
  });

  it("removing a favorite that is not there changes nothing", async () => {
    const a = await signUp();
    await favorite(a.cookie, first);
    expect((await unfavorite(a.cookie, second)).status).toBe(200);
    expect((await unfavorite(a.cookie, "no-such-recipe")).status).toBe(200);
    expect(await favoriteIds(a.cookie)).toEqual([first]);
  });

  it("refuses an unknown recipe with 404 and stores nothing", async () => {
    const a = await signUp();
    const res = await favorite(a.cookie, "no-such-recipe");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "Recipe not found", code: "NOT_FOUND" });
    expect(await keptIn(a.id)).toBe(0);
  });

  it.each([
    ["no recipe id", {}],
    ["a blank recipe id", { recipeId: "  " }],
    ["a number", { recipeId: 7 }],
  ])("rejects %s with a 400", async (_, body) => {
    const a = await signUp();
    const res = await call("/api/meal-prep/favorites", { json: body, headers: { Cookie: a.cookie } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "INVALID_INPUT" });
    expect(await keptIn(a.id)).toBe(0);
  });

  it("each user sees only their own favorites", async () => {
    const a = await signUp();
    const b = await signUp();
    await favorite(a.cookie, first);
    await favorite(b.cookie, second);
    expect(await favoriteIds(a.cookie)).toEqual([first]);
    expect(await favoriteIds(b.cookie)).toEqual([second]);
    const seenByB = await json<RecipeBody>(await get(b.cookie, `/api/meal-prep/recipes/${first}`));
    expect(seenByB.isFavorite).toBe(false);
  });

  it("removing a recipe another user favorited has no effect on theirs", async () => {
    const a = await signUp();
    const b = await signUp();
    await favorite(a.cookie, first);
    await favorite(b.cookie, first);
    expect((await unfavorite(b.cookie, first)).status).toBe(200);
    expect(await favoriteIds(b.cookie)).toEqual([]);
    expect(await favoriteIds(a.cookie)).toEqual([first]);
    expect(await keptIn(a.id)).toBe(1);
  });
});

describe("signed out", () => {
  it.each([
    ["GET", "/api/meal-prep/recipes"],
    ["GET", `/api/meal-prep/recipes/${first}`],
    ["GET", "/api/meal-prep/favorites"],
    ["POST", "/api/meal-prep/favorites"],
    ["DELETE", `/api/meal-prep/favorites/${first}`],
  ])("%s %s answers 401", async (method, path) => {
    const res = await call(path, { method, json: method === "POST" ? { recipeId: first } : undefined });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("a favorite cannot be added without the app's Origin", async () => {
    const a = await signUp();
    const res = await call("/api/meal-prep/favorites", {
      json: { recipeId: first },
      headers: { Cookie: a.cookie, Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await keptIn(a.id)).toBe(0);
  });
});
