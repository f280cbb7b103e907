import { and, desc, eq, exists, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { ListMealsQuery } from "../../../domain/meals/schemas";
import type { Db } from "../../db/client";
import { type FoodItemRow, foodItems, type MealRow, meals } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { decodeCursor, encodeCursor } from "./serialize";

/** Food items of the given meals, in one query. */
export async function itemsOf(db: Db, mealIds: string[]): Promise<FoodItemRow[]> {
  if (mealIds.length === 0) return [];
  return db.select().from(foodItems).where(inArray(foodItems.mealId, mealIds)).orderBy(foodItems.position);
}

/** A meal of this user, or 404: another user's meal is indistinguishable from none. */
export async function ownedMeal(db: Db, userId: string, mealId: string): Promise<MealRow> {
  const row = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.userId, userId)))
    .get();
  if (!row) throw new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Newest first, one page at a time (keyset pagination on the (user, created_at) index),
 * filtered by local date range, meal type and a name search over titles and foods.
 */
export async function listMeals(db: Db, userId: string, query: ListMealsQuery) {
  const conditions = [eq(meals.userId, userId)];
  if (query.from) conditions.push(gte(meals.localDate, query.from));
  if (query.to) conditions.push(lte(meals.localDate, query.to));
  if (query.mealType) conditions.push(eq(meals.mealType, query.mealType));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const titleMatch = sql`${meals.title} like ${pattern} escape '\\'`;
    const foodMatch = exists(
      db
        .select({ one: sql`1` })
        .from(foodItems)
        .where(and(eq(foodItems.mealId, meals.id), sql`${foodItems.name} like ${pattern} escape '\\'`)),
    );
    const either = or(titleMatch, foodMatch);
    if (either) conditions.push(either);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw new ApiError(400, "That page link is not valid.", { code: "INVALID_INPUT" });
    const after = or(
      lt(meals.createdAt, new Date(cursor.createdAt)),
      and(eq(meals.createdAt, new Date(cursor.createdAt)), lt(meals.id, cursor.id)),
    );
    if (after) conditions.push(after);
  }
  const rows = await db
    .select()
    .from(meals)
    .where(and(...conditions))
    .orderBy(desc(meals.createdAt), desc(meals.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
  return {
    page,
    items: await itemsOf(
      db,
      page.map((m) => m.id),
    ),
    nextCursor,
  };
}

/** Total protein per local day in [from, to], from the (user, local_date) index. */
export async function dailyTotals(db: Db, userId: string, from: string, to: string) {
  return db
    .select({
      localDate: meals.localDate,
      total: sql<number>`sum(${meals.totalProtein})`,
      count: sql<number>`count(*)`,
    })
    .from(meals)
    .where(and(eq(meals.userId, userId), gte(meals.localDate, from), lte(meals.localDate, to)))
    .groupBy(meals.localDate);
}

export async function dayTotal(db: Db, userId: string, date: string): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${meals.totalProtein}), 0)` })
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.localDate, date)))
    .get();
  return Math.round((row?.total ?? 0) * 10) / 10;
}
