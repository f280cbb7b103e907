import { and, desc, eq, exists, gte, inArray, lt, lte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ListMealsQuery } from "../../../domain/meals/schemas";
import type { Db } from "../../db/client";
import { builtOnce, builtOncePerShape } from "../../db/prepared";
import { dayTotals, type FoodItemRow, foodItems, type MealRow, meals } from "../../db/schema";
import { ApiError } from "../api-error";
import { selectInParts } from "../bounded-params";
import { liveSessionUserId } from "../session";
import { decodeCursor, encodeCursor } from "./serialize";

/** The order of every newest-first list of meals: created_at, then id (the user's index order, ADR 030). */
const NEWEST_FIRST = [desc(meals.createdAt), desc(meals.id)] as const;

/** The ids of the newest `limit` meals matching `where`, as a subquery for a batched read. */
export function newestMealIds(db: Db, where: SQL | undefined, limit: number | Placeholder) {
  return db
    .select({ id: meals.id })
    .from(meals)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** The food items of the meals `ids` names (newestMealIds), in position order. */
export function foodsOfMealIds(db: Db, ids: ReturnType<typeof newestMealIds>) {
  return db.select().from(foodItems).where(inArray(foodItems.mealId, ids)).orderBy(foodItems.position);
}

/**
 * The newest `limit` meals matching `where`, and their food items. The items query names
 * its meals with the same condition as a subquery, so both can go to D1 in one batch
 * (reads pay per round trip) instead of the second waiting for the first.
 */
export function newestMealsQueries(db: Db, where: SQL | undefined, limit: number | Placeholder) {
  return [
    db
      .select()
      .from(meals)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit),
    foodsOfMealIds(db, newestMealIds(db, where, limit)),
  ] as const;
}

/**
 * Food items of the given meals, in one round trip (one query per 100 meals, D1's parameter
 * limit). A meal's items are in one part, so each meal's items stay in position order.
 */
export function itemsOf(db: Db, mealIds: string[]): Promise<FoodItemRow[]> {
  return selectInParts(db, mealIds, (part) =>
    db.select().from(foodItems).where(inArray(foodItems.mealId, part)).orderBy(foodItems.position),
  );
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

const ownedMealId = () => and(eq(meals.id, sql.placeholder("mealId")), eq(meals.userId, liveSessionUserId));

/** One meal of the live session's user and its foods, built once (readWithSession). */
const mealWithItems = builtOnce(
  (db) =>
    [
      db.select().from(meals).where(ownedMealId()).prepare(),
      db
        .select()
        .from(foodItems)
        .where(
          and(
            eq(foodItems.mealId, sql.placeholder("mealId")),
            exists(db.select({ one: sql`1` }).from(meals).where(ownedMealId())),
          ),
        )
        .orderBy(foodItems.position)
        .prepare(),
    ] as const,
);

/** A meal of the session's user and its foods, for a batch with the session lookup (readWithSession). */
export function ownedMealWithItemsReads(db: Db, mealId: string) {
  const [meal, items] = mealWithItems(db);
  return [
    [meal, { mealId }],
    [items, { mealId }],
  ] as const;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

type ListFilters = Pick<ListMealsQuery, "from" | "to" | "mealType" | "q" | "cursor">;

/**
 * One page of the user's meals and their items, built with placeholders for one combination
 * of filters (which ones are present, not their values). Keyset pagination on the
 * (user, created_at) index; the name search covers titles and foods.
 */
function buildMealPage(db: Db, filters: ListFilters) {
  const p = sql.placeholder;
  const conditions = [eq(meals.userId, liveSessionUserId)];
  if (filters.from) conditions.push(gte(meals.localDate, p("from")));
  if (filters.to) conditions.push(lte(meals.localDate, p("to")));
  if (filters.mealType) conditions.push(eq(meals.mealType, p("mealType")));
  if (filters.q) {
    const titleMatch = sql`${meals.title} like ${p("pattern")} escape '\\'`;
    const foodMatch = exists(
      db
        .select({ one: sql`1` })
        .from(foodItems)
        .where(and(eq(foodItems.mealId, meals.id), sql`${foodItems.name} like ${p("pattern")} escape '\\'`)),
    );
    const either = or(titleMatch, foodMatch);
    if (either) conditions.push(either);
  }
  if (filters.cursor) {
    const after = or(
      lt(meals.createdAt, p("cursorAt")),
      and(eq(meals.createdAt, p("cursorAt")), lt(meals.id, p("cursorId"))),
    );
    if (after) conditions.push(after);
  }
  const [rows, items] = newestMealsQueries(db, and(...conditions), p("limit"));
  return [rows.prepare(), items.prepare()] as const;
}

/** Prepared pages per drizzle client, by which filters are present (32 combinations at most). */
const mealPage = builtOncePerShape(
  (f: ListFilters) => [f.from, f.to, f.mealType, f.q, f.cursor].map((v) => (v ? 1 : 0)).join(""),
  buildMealPage,
);

/**
 * GET /api/meals' reads, newest first, for a batch with the session lookup (readWithSession).
 * One row beyond the page is read to learn whether there is a next one (pageOf).
 */
export function mealPageReads(db: Db, query: ListMealsQuery) {
  let cursor: { createdAt: number; id: string } | null = null;
  if (query.cursor) {
    cursor = decodeCursor(query.cursor);
    if (!cursor) throw new ApiError(400, "That page link is not valid.", { code: "INVALID_INPUT" });
  }
  const values = {
    limit: query.limit + 1,
    from: query.from,
    to: query.to,
    mealType: query.mealType,
    pattern: query.q ? `%${escapeLike(query.q)}%` : undefined,
    cursorAt: cursor?.createdAt,
    cursorId: cursor?.id,
  };
  const [rows, items] = mealPage(db, query);
  return [
    [rows, values],
    [items, values],
  ] as const;
}

/** The page out of mealPageReads' rows, and the cursor of the next page if there is one. */
export function pageOf(rows: MealRow[], limit: number): { page: MealRow[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Meals that count: a guest photo still waiting for analysis is not a 0 g meal (ADR 019). */
export const countedMeal = eq(meals.awaitingAnalysis, false);

/**
 * Total protein and counted meals per local day in [from, to] (days without a counted meal
 * have no row): a range of the stored day totals' primary key, one row a day however many
 * meals the days hold (ADR 030).
 */
export function dailyTotals(db: Db, userId: string | SQL, from: string | Placeholder, to: string | Placeholder) {
  return db
    .select({ localDate: dayTotals.localDate, total: dayTotals.total, count: dayTotals.meals })
    .from(dayTotals)
    .where(and(eq(dayTotals.userId, userId), gte(dayTotals.localDate, from), lte(dayTotals.localDate, to)));
}

/** Day totals in [from, to] of the live session's user, built once, for readWithSession (ADR 010). */
const sessionDailyTotals = builtOnce((db) =>
  dailyTotals(db, liveSessionUserId, sql.placeholder("from"), sql.placeholder("to")).prepare(),
);

/** That read with its range, for a batch with the session lookup. */
export const sessionDailyTotalsRead = (db: Db, from: string, to: string) =>
  [sessionDailyTotals(db), { from, to }] as const;
