import { env, runInDurableObject } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { foodItems, photos, rateLimits } from "../../worker/db/schema";
import { D1_MAX_BOUND_PARAMETERS, splitByParams } from "../../worker/lib/bounded-params";
import { userData } from "../../worker/lib/user-data";
import { countOwnMealRows, insertOwnRows, signUp } from "./accounts";
import { api, headers } from "./api";

// D1 binds at most 100 parameters per statement; local D1 enforces the same limit, so each
// test here fails with a 500 ("too many SQL variables") when a list is not split.

const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/**
 * Stored photos of the user, written directly into their own object (ADR 067): uploading 500
 * through the API adds nothing here.
 */
async function storedPhotos(userId: string, count: number): Promise<string[]> {
  // Short ids: 500 meals must fit the 64 KB body limit of a JSON request.
  const photoIds = ids(count, `${crypto.randomUUID().slice(0, 4)}`);
  await runInDurableObject(userData(env, userId), (_instance, state) => {
    for (const id of photoIds) {
      state.storage.sql.exec(
        "insert into photos (id, key, status, content_type, size, upload_expires_at) values (?, ?, 'stored', 'image/jpeg', 100, 0)",
        id,
        `photos/${userId}/${id}`,
      );
    }
  });
  return photoIds;
}

describe("splitByParams", () => {
  const db = getDb(env.DB);

  it("keeps every part of a long IN list within D1's limit, and the rows all come back", async () => {
    const values = ids(250, "k");
    const parts = splitByParams(values, (part) => db.select().from(rateLimits).where(inArray(rateLimits.key, part)));
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part.toSQL().params.length).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);

    await env.DB.batch(
      values.map((key) =>
        env.DB.prepare("insert into rate_limits (key, count, window_start) values (?, 1, 0)").bind(key),
      ),
    );
    const rows = (await Promise.all(parts)).flat();
    expect(rows.map((r) => r.key).sort()).toEqual([...values].sort());
  });

  it("counts the parameters beside the list and those of a multi-row insert's defaults", () => {
    // Two fixed parameters (user and status) beside the ids: 98 ids per part.
    const withFixed = splitByParams(ids(500, "x"), (part) =>
      db
        .select()
        .from(photos)
        .where(and(eq(photos.userId, "u"), eq(photos.status, "stored"), inArray(photos.id, part))),
    );
    expect(withFixed.map((p) => p.toSQL().params.length)).toEqual([100, 100, 100, 100, 100, 12]);

    const rows = ids(500, "item").map((id, position) => ({ id, mealId: "m", position, name: id, proteinContent: 1 }));
    const inserts = splitByParams(rows, (part) => db.insert(foodItems).values(part));
    const perRow = db.insert(foodItems).values(rows.slice(0, 1)).toSQL().params.length;
    expect(inserts).toHaveLength(Math.ceil(500 / Math.floor(100 / perRow)));
    for (const insert of inserts) expect(insert.toSQL().params.length).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
  });

  it("builds nothing for no items and one statement for one", () => {
    const build = (part: string[]) => db.select().from(photos).where(inArray(photos.id, part));
    expect(splitByParams([], build)).toEqual([]);
    expect(splitByParams(["one"], build)).toHaveLength(1);
  });
});

describe("lists past 100 parameters, end to end", () => {
  // As small as a guest meal gets, so that 500 of them fit the 64 KB body limit.
  const guestMeal = (id: string, imageUrl: string | null) => ({
    id,
    mealType: "lunch" as const,
    totalProtein: 20,
    imageUrl,
    createdAt: "2026-11-20T12:00:00Z",
  });

  it("migrates 500 guest meals with 500 distinct photos", async () => {
    const a = await signUp();
    const photoIds = await storedPhotos(a.id, 500);
    const guestMeals = photoIds.map((id, i) => guestMeal(`g${i}`, `/api/objects/${id}`));
    const res = await api["migrate-guest-data"].$post({ json: { guestMeals } }, headers(a.cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ migratedCount: 500 });
    expect(await countOwnMealRows(a.id, "meals", "image_url is not null")).toBe(500);
  });

  it("still refuses 500 guest meals when one photo (in the last part) is another user's, and writes nothing", async () => {
    const a = await signUp();
    const b = await signUp();
    const mine = await storedPhotos(a.id, 499);
    const [theirs] = await storedPhotos(b.id, 1);
    const guestMeals = [...mine, theirs].map((id, i) => guestMeal(`g${i}`, `/api/objects/${id}`));
    const res = await api["migrate-guest-data"].$post({ json: { guestMeals } }, headers(a.cookie));
    expect(res.status).toBe(400);
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it("exports 600 meals with their foods (more ids than a statement binds)", async () => {
    const a = await signUp();
    await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(a.id).run();
    const mealIds = ids(600, `m_${a.id.slice(0, 8)}_`);
    const at = (i: number) => 1_700_000_000_000 + i;
    await insertOwnRows(
      a.id,
      "meals",
      mealIds.map((id, i) => ({
        id,
        meal_type: "lunch",
        title: `Meal ${i}`,
        total_protein: 10,
        source: "manual",
        local_date: "2026-11-20",
        created_at: at(i),
        updated_at: at(i),
      })),
    );
    await insertOwnRows(
      a.id,
      "food_items",
      mealIds.map((id, i) => ({ id: `${id}_0`, meal_id: id, position: 0, name: `Food ${i}`, protein_content: 10 })),
    );
    const res = await api.meals["export.csv"].$get(undefined, headers(a.cookie));
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(601);
    expect(lines[1]).toContain("Food 599 (10g)");
    expect(lines[600]).toContain("Food 0 (10g)");
  });

  it("logs a meal with the most foods a meal may have (50) and reads them all back", async () => {
    const a = await signUp();
    const foods = Array.from({ length: 50 }, (_, i) => ({ name: `Food ${i}`, proteinContent: 1, grams: 10 }));
    const res = await api.meals.manual.$post(
      {
        json: {
          mealType: "lunch",
          imageUrl: null,
          title: "Big plate",
          totalProtein: "50",
          source: "describe",
          foodItems: foods,
        },
      },
      headers(a.cookie),
    );
    expect(res.status).toBe(201);
    const meal = await res.json();
    expect("foodItems" in meal && meal.foodItems).toHaveLength(50);
  });
});
