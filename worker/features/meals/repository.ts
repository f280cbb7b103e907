import { and, desc, eq, exists, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { ListMealsQuery } from "../../../domain/meals/schemas";
import type { Db } from "../../db/client";
import { type FoodItemRow, foodItems, type MealRow, meals } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { decodeCursor, encodeCursor } from "./serialize";

/**
 * The newest `limit` meals matching `where`, and their food items. The items query names
 * its meals with the same condition as a subquery, so both can go to D1 in one batch
 * (reads pay per round trip) instead of the second waiting for the first.
 */
export function newestMealsQueries(db: Db, where: SQL | undefined, limit: number) {
  const newest = [desc(meals.createdAt), desc(meals.id)] as const;
  const ids = db
    .select({ id: meals.id })
    .from(meals)
    .where(where)
    .orderBy(...newest)
    .limit(limit);
  return [
    db
      .select()
      .from(meals)
      .where(where)
      .orderBy(...newest)
      .limit(limit),
    db.select().from(foodItems).where(inArray(foodItems.mealId, ids)).orderBy(foodItems.position),
  ] as const;
}

/** The newest meals and their items in one D1 round trip (see newestMealsQueries). */
export async function newestMealsWithItems(db: Db, where: SQL | undefined, limit: number) {
  const [rows, items] = await db.batch(newestMealsQueries(db, where, limit));
  return { rows, items };
}

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
  // One row beyond the page says whether there is a next one; its items come along unused.
  const { rows, items } = await newestMealsWithItems(db, and(...conditions), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
  return { page, items, nextCursor };
}

/** Total protein per local day in [from, to], from the (user, local_date) index. */
export function dailyTotals(db: Db, userId: string, from: string, to: string) {
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
