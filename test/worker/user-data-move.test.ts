import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MOVED_GROUPS } from "../../worker/db/moved-groups";
import { type MoveStep, moveUser, moveWaitingUsers } from "../../worker/lib/moves/move-user";
import { userData } from "../../worker/lib/user-data";
import { signUp } from "./accounts";
import { api, headers } from "./api";
import { call } from "./client";

/**
 * An account from before the move keeps its favourites, own foods and saved meals in D1 until
 * they move into its own object (ADR 067): on its first request that needs them, or by the cron.
 * Nothing is lost, whatever step a move stops at, and however many moves run at once.
 */
async function legacyAccount(count = 3) {
  const account = await signUp();
  const { results } = await env.DB.prepare("select id from recipes order by id limit ?")
    .bind(count)
    .all<{ id: string }>();
  const ids = results.map((r) => r.id);
  await env.DB.prepare("update users set moved_groups = 0 where id = ?").bind(account.id).run();
  for (const [i, id] of ids.entries()) {
    await env.DB.prepare("insert into favorites (user_id, recipe_id, created_at) values (?, ?, ?)")
      .bind(account.id, id, 1_700_000_000_000 + i * 60_000)
      .run();
  }
  const foodIds = [crypto.randomUUID(), crypto.randomUUID()];
  const at = 1_700_000_000_000;
  await env.DB.batch([
    ...foodIds.map((id, i) =>
      env.DB.prepare(
        `insert into custom_foods (id, user_id, name, name_key, brand, protein_per_100g, kcal_per_100g,
          serving_grams, serving_label, barcode, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        account.id,
        `Bar ${i}`,
        `bar ${i}`,
        i === 0 ? "Acme" : null,
        20 + i,
        350,
        40,
        "bar",
        i === 0 ? `400000000000${i}` : null,
        at,
        at + i,
      ),
    ),
    env.DB.prepare(
      "insert into saved_meals (id, user_id, name, foods, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
    ).bind(
      `sm-${account.id}`,
      account.id,
      "Two bars",
      JSON.stringify(foodIds.map((customFoodId) => ({ customFoodId, grams: 50 }))),
      at,
      at,
    ),
  ]);
  // The newest kept first, as GET /api/meal-prep/favorites answers.
  return { ...account, ids, newestFirst: [...ids].reverse(), foodIds };
}

const d1OwnFoods = async (userId: string) =>
  (
    await env.DB.prepare(
      "select (select count(*) from custom_foods where user_id = ?1) + (select count(*) from saved_meals where user_id = ?1) as n",
    )
      .bind(userId)
      .first<{ n: number }>()
  )?.n;
/** The own foods' names and the saved meals' protein, as the API answers them. */
const ownFoodsSeen = async (cookie: string) => {
  const foods = await call("/api/foods/custom", { headers: headers(cookie).headers });
  const saved = await call("/api/saved-meals", { headers: headers(cookie).headers });
  expect([foods.status, saved.status]).toEqual([200, 200]);
  return {
    foods: ((await foods.json()) as { foods: { name: string; brand: string | null }[] }).foods.map(
      (f) => `${f.name}/${f.brand}`,
    ),
    saved: ((await saved.json()) as { savedMeals: { name: string; protein: number }[] }).savedMeals.map(
      (m) => `${m.name}: ${m.protein} g`,
    ),
  };
};
const LEGACY_OWN_FOODS = { foods: ["Bar 0/Acme", "Bar 1/null"], saved: ["Two bars: 20.5 g"] };

const d1Favorites = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from favorites where user_id = ?").bind(userId).first<{ n: number }>())
    ?.n;
const movedGroups = async (userId: string) =>
  (await env.DB.prepare("select moved_groups as m from users where id = ?").bind(userId).first<{ m: number }>())?.m;
const favoriteIds = async (cookie: string) => {
  const res = await api["meal-prep"].favorites.$get(undefined, headers(cookie));
  expect(res.status).toBe(200);
  return (await res.json()).map((r) => r.id);
};

describe("moving favourites from D1 into the user's own object", () => {
  it("a new account starts with every group in its object", async () => {
    const a = await signUp();
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
  });

  it("moves on the first request that needs them: same favourites, same order, none left in D1", async () => {
    const a = await legacyAccount();
    expect(await favoriteIds(a.cookie)).toEqual(a.newestFirst);
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await d1Favorites(a.id)).toBe(0);
    expect(await d1OwnFoods(a.id)).toBe(0);
    expect(await ownFoodsSeen(a.cookie)).toEqual(LEGACY_OWN_FOODS);
    const held = await userData(env, a.id).favorites();
    expect(held.map((f) => f.recipeId).sort()).toEqual([...a.ids].sort());
    // The kept times came along, so the export still says when each was kept.
    const res = await call("/api/account/export", { headers: headers(a.cookie).headers });
    const exported = (await res.json()) as { favorites: { recipeId: string; savedAt: string }[] };
    expect(exported.favorites.map((f) => f.recipeId).sort()).toEqual([...a.ids].sort());
    expect(exported.favorites[0]?.savedAt).toMatch(/^2023-11-14T/);
  });

  for (const step of ["copy", "verify", "flip"] as MoveStep[]) {
    it(`a move stopped after the own foods' ${step} step leaves them readable and writable, and finishes later`, async () => {
      const a = await legacyAccount();
      const stop = (at: MoveStep, group: string) => {
        if (at === step && group === "own-foods") throw new Error(`stopped after ${step}`);
      };
      await expect(moveUser(env, a.id, stop)).rejects.toThrow(`stopped after ${step}`);
      expect(await d1OwnFoods(a.id)).toBe(step === "flip" ? 0 : 3);
      expect(await ownFoodsSeen(a.cookie)).toEqual(LEGACY_OWN_FOODS);
      const [first] = a.foodIds;
      const removed = await call(`/api/foods/custom/${first}`, {
        method: "DELETE",
        headers: headers(a.cookie).headers,
      });
      expect(removed.status).toBe(204);
      await moveUser(env, a.id);
      // The saved meal keeps naming the deleted food, so it lists it as missing.
      expect(await ownFoodsSeen(a.cookie)).toEqual({ foods: ["Bar 1/null"], saved: ["Two bars: 10.5 g"] });
      expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
      expect(await d1OwnFoods(a.id)).toBe(0);
    });

    it(`a move stopped after its ${step} step leaves the favourites readable and writable, and finishes later`, async () => {
      const a = await legacyAccount();
      const stop = (at: MoveStep) => {
        if (at === step) throw new Error(`stopped after ${step}`);
      };
      await expect(moveUser(env, a.id, stop)).rejects.toThrow(`stopped after ${step}`);
      expect(await d1Favorites(a.id)).toBe(step === "flip" ? 0 : 3);
      // The next request finishes the move (or finds it done) and answers the whole list.
      expect(await favoriteIds(a.cookie)).toEqual(a.newestFirst);
      const [first, second] = a.ids;
      const removed = await api["meal-prep"].favorites[":id"].$delete(
        { param: { id: first ?? "" } },
        headers(a.cookie),
      );
      expect(removed.status).toBe(200);
      await moveUser(env, a.id);
      expect(await favoriteIds(a.cookie)).toEqual(a.newestFirst.filter((id) => id !== first));
      expect((await api["meal-prep"].recipes.$get({ query: { favorites: "true" } }, headers(a.cookie))).status).toBe(
        200,
      );
      const recipe = await api["meal-prep"].recipes[":id"].$get({ param: { id: second ?? "" } }, headers(a.cookie));
      expect((await recipe.json()).isFavorite).toBe(true);
      expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
      expect(await d1Favorites(a.id)).toBe(0);
    });
  }

  it("loses nothing when several moves and requests of one account run at once", async () => {
    const a = await legacyAccount(5);
    const lists = await Promise.all([
      favoriteIds(a.cookie),
      moveUser(env, a.id).then(() => null),
      favoriteIds(a.cookie),
      moveUser(env, a.id).then(() => null),
      favoriteIds(a.cookie),
    ]);
    for (const list of lists) if (list) expect(list).toEqual(a.newestFirst);
    expect(await d1Favorites(a.id)).toBe(0);
    const own = await Promise.all([
      ownFoodsSeen(a.cookie),
      moveUser(env, a.id).then(() => null),
      ownFoodsSeen(a.cookie),
    ]);
    for (const seen of own) if (seen) expect(seen).toEqual(LEGACY_OWN_FOODS);
    expect(await d1OwnFoods(a.id)).toBe(0);
  });

  it("a slower move's copy cannot put back older own foods once one was written in the object", async () => {
    const a = await legacyAccount(1);
    await moveUser(env, a.id);
    const added = await call("/api/foods/custom", {
      json: { name: "New bar", basis: "100g", protein: 30 },
      headers: headers(a.cookie).headers,
    });
    expect(added.status).toBe(201);
    const late = await userData(env, a.id).copyOwnFoods({ customFoods: [], savedMeals: [] });
    expect(late.live).toBe(true);
    expect((await ownFoodsSeen(a.cookie)).foods).toEqual(["Bar 0/Acme", "Bar 1/null", "New bar/null"]);
  });

  it("does not flip when D1's own foods changed after the copy, and the next move takes the change", async () => {
    const a = await legacyAccount(1);
    const [first] = a.foodIds;
    const renameInD1 = async (at: MoveStep, group: string) => {
      if (at === "verify" && group === "own-foods")
        await env.DB.prepare("update custom_foods set name = 'Renamed', updated_at = updated_at + 1 where id = ?")
          .bind(first)
          .run();
    };
    await expect(moveUser(env, a.id, renameInD1)).rejects.toThrow(/changed during the move/);
    expect(await movedGroups(a.id)).toBe(1);
    expect(await d1OwnFoods(a.id)).toBe(3);
    await moveUser(env, a.id);
    expect((await ownFoodsSeen(a.cookie)).foods).toEqual(["Renamed/Acme", "Bar 1/null"]);
  });

  it("a slower move's copy cannot put back older rows once a favourite was kept in the object", async () => {
    const a = await legacyAccount(2);
    await moveUser(env, a.id);
    const { results } = await env.DB.prepare("select id from recipes order by id desc limit 1").all<{ id: string }>();
    const added = results[0]?.id ?? "";
    expect((await api["meal-prep"].favorites.$post({ json: { recipeId: added } }, headers(a.cookie))).status).toBe(201);
    // What a concurrent move that read D1 before the flip would copy: the two old rows.
    const late = await userData(env, a.id).copyFavorites([]);
    expect(late.live).toBe(true);
    expect((await favoriteIds(a.cookie)).sort()).toEqual([...a.ids, added].sort());
  });

  it("does not flip when D1's favourites changed after the copy, and the next move takes the change", async () => {
    const a = await legacyAccount(2);
    const { results } = await env.DB.prepare("select id from recipes order by id desc limit 1").all<{ id: string }>();
    const extra = results[0]?.id ?? "";
    const addInD1 = async (at: MoveStep) => {
      if (at === "verify")
        await env.DB.prepare("insert into favorites (user_id, recipe_id) values (?, ?)").bind(a.id, extra).run();
    };
    await expect(moveUser(env, a.id, addInD1)).rejects.toThrow(/changed during the move/);
    expect(await movedGroups(a.id)).toBe(0);
    expect(await d1Favorites(a.id)).toBe(3);
    await moveUser(env, a.id);
    expect((await userData(env, a.id).favorites()).map((f) => f.recipeId).sort()).toEqual([...a.ids, extra].sort());
  });

  it("the cron's background move moves accounts still waiting", async () => {
    const [a, b] = [await legacyAccount(1), await legacyAccount(2)];
    await moveWaitingUsers(env, 10_000, (id, error) => {
      throw new Error(`${id}: ${String(error)}`);
    });
    for (const account of [a, b]) {
      expect(await movedGroups(account.id)).toBe(MOVED_GROUPS);
      expect(await d1Favorites(account.id)).toBe(0);
      expect(await d1OwnFoods(account.id)).toBe(0);
      expect((await userData(env, account.id).favorites()).length).toBe(account.ids.length);
    }
  });
});
