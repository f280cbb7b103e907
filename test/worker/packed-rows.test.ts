import { env } from "cloudflare:test";
import { eq, getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { packedRows } from "../../worker/db/packed";
import { foodItems, meals } from "../../worker/db/schema";
import { signUp } from "./accounts";

/**
 * Rows read as one packed JSON text (worker/db/packed.ts) must be the rows drizzle
 * reads the usual way, value for value: dates, booleans, nulls, reals that do not print short,
 * and text that JSON has to escape.
 */
describe("packed rows", () => {
  it("decode to exactly what drizzle's own select maps", async () => {
    const db = getDb(env.DB);
    const user = await signUp();
    const at = new Date(Date.UTC(2026, 10, 27, 18, 30, 15, 123));
    await db.insert(meals).values([
      {
        id: `packed-1-${user.id}`,
        userId: user.id,
        mealType: "dinner",
        title: 'Crème brûlée "deluxe" \\ 🍮\n2nd line',
        totalProtein: 0.1 + 0.2,
        imageUrl: null,
        source: "manual",
        awaitingAnalysis: false,
        localDate: "2026-11-27",
        createdAt: at,
        updatedAt: new Date(at.getTime() + 1),
      },
      {
        id: `packed-2-${user.id}`,
        userId: user.id,
        mealType: "snack",
        title: null,
        totalProtein: 1 / 3,
        imageUrl: "/api/objects/photo",
        source: "photo",
        clientId: "client-key",
        awaitingAnalysis: true,
        localDate: "2026-11-26",
        createdAt: new Date(0),
        updatedAt: new Date(8.64e15),
      },
    ]);
    await db.insert(foodItems).values({
      id: `packed-food-${user.id}`,
      mealId: `packed-1-${user.id}`,
      position: 3,
      name: "Egg",
      proteinContent: 12.6,
      grams: 123456789.12345679,
      kcal: null,
      source: "table",
      foodId: "01123",
    });

    const mealColumns = getTableColumns(meals);
    const packed = packedRows(mealColumns);
    const [one] = await db.select({ packed: packed.select }).from(meals).where(eq(meals.userId, user.id));
    const plain = await db.select().from(meals).where(eq(meals.userId, user.id));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(packed.decode(one?.packed ?? "").sort(byId)).toEqual(plain.sort(byId));

    const itemColumns = getTableColumns(foodItems);
    const packedFoods = packedRows(itemColumns);
    const [foods] = await db
      .select({ packed: packedFoods.select })
      .from(foodItems)
      .where(eq(foodItems.mealId, `packed-1-${user.id}`));
    expect(packedFoods.decode(foods?.packed ?? "")).toEqual(
      await db
        .select()
        .from(foodItems)
        .where(eq(foodItems.mealId, `packed-1-${user.id}`)),
    );
  });

  it("give one row, an empty list, when nothing matches", async () => {
    const db = getDb(env.DB);
    const packed = packedRows(getTableColumns(meals));
    const rows = await db.select({ packed: packed.select }).from(meals).where(eq(meals.userId, "nobody"));
    expect(rows).toHaveLength(1);
    expect(packed.decode(rows[0]?.packed ?? "")).toEqual([]);
  });
});
