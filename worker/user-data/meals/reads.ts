import { and, asc, desc, eq, exists, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { builtOnce } from "../built-once";
import { dayTotals, foodItems, meals, userBadges, xpEvents } from "../schema";
import type { Db } from "../types";
import { readProgress } from "./progress";
import type { FoodItemRow, MealRow, MealWithFoods } from "./rows";
import { inList } from "./rows";

/**
 * The reads of a user's meals group in their object (ADR 068): each route's whole read is one
 * call, bounded by an index range or a limit, so its cost does not grow with a long history.
 */

/** Newest first: created_at, then id, the order of meals_created_idx, read without a sort. */
const NEWEST_FIRST = [desc(meals.createdAt), desc(meals.id)] as const;

/** Counted meals: not a guest photo waiting for analysis (ADR 019). */
const counted = eq(meals.awaitingAnalysis, false);

/** The foods of these meals, attached to each in position order. */
export function withFoods(db: Db, rows: readonly MealRow[]): MealWithFoods[] {
  if (rows.length === 0) return [];
  const foods = db
    .select()
    .from(foodItems)
    .where(
      inList(
        foodItems.mealId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(foodItems.mealId), asc(foodItems.position))
    .all();
  const byMeal = new Map<string, FoodItemRow[]>();
  for (const food of foods) {
    const list = byMeal.get(food.mealId);
    if (list) list.push(food);
    else byMeal.set(food.mealId, [food]);
  }
  return rows.map((meal) => ({ meal, foods: byMeal.get(meal.id) ?? [] }));
}

/** The newest `limit` meals matching `where`, with their foods. */
export function newestMeals(db: Db, where: SQL | undefined, limit: number): MealWithFoods[] {
  return withFoods(
    db,
    db
      .select()
      .from(meals)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .all(),
  );
}

/** A page's position: the last meal of the page before (its created_at and id). */
export interface MealCursor {
  createdAt: number;
  id: string;
}

/** Meals after a cursor, newest first. */
const after = (cursor: MealCursor) =>
  or(
    lt(meals.createdAt, new Date(cursor.createdAt)),
    and(eq(meals.createdAt, new Date(cursor.createdAt)), lt(meals.id, cursor.id)),
  );

/** GET /api/meals' filters, and how many meals to read. */
export interface MealPageQuery {
  from?: string | undefined;
  to?: string | undefined;
  mealType?: MealRow["mealType"] | undefined;
  /** Words a meal's title or one of its foods' names contains. */
  q?: string | undefined;
  cursor?: MealCursor | null | undefined;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of meals, newest first, by keyset on the created_at index; the search covers titles and foods. */
export function mealPage(db: Db, query: MealPageQuery): MealWithFoods[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.from) conditions.push(gte(meals.localDate, query.from));
  if (query.to) conditions.push(lte(meals.localDate, query.to));
  if (query.mealType) conditions.push(eq(meals.mealType, query.mealType));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        sql`${meals.title} like ${pattern} escape '\\'`,
        exists(
          db
            .select({ one: sql`1` })
            .from(foodItems)
            .where(and(eq(foodItems.mealId, meals.id), sql`${foodItems.name} like ${pattern} escape '\\'`)),
        ),
      ),
    );
  }
  if (query.cursor) conditions.push(after(query.cursor));
  return newestMeals(db, and(...conditions), query.limit);
}

/** The day totals in a range, built once per object. */
const totalsInRange = builtOnce((db) =>
  db
    .select({ localDate: dayTotals.localDate, total: dayTotals.total, count: dayTotals.meals })
    .from(dayTotals)
    .where(and(gte(dayTotals.localDate, sql.placeholder("from")), lte(dayTotals.localDate, sql.placeholder("to"))))
    .prepare(),
);

/** Total protein and counted meals per local day in [from, to]: a range of the stored day totals. */
export const totalsBetween = (db: Db, from: string, to: string) => totalsInRange(db).all({ from, to });

/** The year view's totals: by month ("YYYY-MM") before `recent`, by day from it on, in [from, to]. */
export function yearTotals(db: Db, recent: string, from: string, to: string) {
  const key = sql<string>`case when ${dayTotals.localDate} < ${recent} then substr(${dayTotals.localDate}, 1, 7) else ${dayTotals.localDate} end`;
  return db
    .select({ key, total: sql<number>`sum(${dayTotals.total})` })
    .from(dayTotals)
    .where(and(gte(dayTotals.localDate, from), lte(dayTotals.localDate, to)))
    .groupBy(key)
    .all();
}

/** The counted meals of a local day (of one type, when given), in the order they were logged, with their foods. */
export function countedMealsOn(db: Db, day: string, mealType?: MealRow["mealType"]): MealWithFoods[] {
  return withFoods(
    db,
    db
      .select()
      .from(meals)
      .where(and(eq(meals.localDate, day), counted, mealType ? eq(meals.mealType, mealType) : undefined))
      .orderBy(asc(meals.createdAt), asc(meals.id))
      .all(),
  );
}

/** A food of one of the user's counted meals, with its meal's type and time, or null. */
export function countedFood(db: Db, foodItemId: string) {
  return (
    db
      .select({
        food: foodItems,
        meal: { mealType: meals.mealType, createdAt: meals.createdAt, localDate: meals.localDate },
      })
      .from(foodItems)
      .innerJoin(meals, eq(meals.id, foodItems.mealId))
      .where(and(eq(foodItems.id, foodItemId), counted))
      .get() ?? null
  );
}

/** Guest photos still waiting for analysis, oldest first, at most `limit`. */
export function waitingPhotos(db: Db, limit: number) {
  return (
    db
      .select({ mealId: meals.id, imageUrl: meals.imageUrl, mealType: meals.mealType })
      .from(meals)
      // A literal 1, so SQLite can use the partial index meals_awaiting_idx.
      .where(sql`${meals.awaitingAnalysis} = 1`)
      .orderBy(asc(meals.createdAt))
      .limit(limit)
      .all()
  );
}

/** Guest-migrated meals have ids `gm_…` (the write path derives them from the guest meal's id). */
const GUEST_MEAL_ID = "gm\\_%";

/**
 * The guest photo meal of this photo, if any: still waiting for analysis, or already analysed
 * in place (then analysing the photo again answers it, ADR 019).
 */
export function guestPhotoMeal(db: Db, imageUrl: string): MealRow | null {
  return (
    db
      .select()
      .from(meals)
      .where(
        and(
          eq(meals.imageUrl, imageUrl),
          or(eq(meals.awaitingAnalysis, true), sql`${meals.id} like ${GUEST_MEAL_ID} escape '\\'`),
        ),
      )
      .orderBy(sql`${meals.awaitingAnalysis} desc`)
      .limit(1)
      .get() ?? null
  );
}

/** Whether any meal was logged on a local day (the daily reminder's question). */
export const loggedOn = (db: Db, day: string) =>
  db.select({ id: meals.id }).from(meals).where(eq(meals.localDate, day)).limit(1).get() !== undefined;

/** Protein logged from `from` to `to` (local days) and its meals by the per-meal band, from the stored day totals. */
export function loggedBetween(db: Db, from: string, to: string) {
  const row = db
    .select({
      total: sql<number>`coalesce(sum(${dayTotals.total}), 0)`,
      meals: sql<number>`coalesce(sum(${dayTotals.meals}), 0)`,
      below: sql<number>`coalesce(sum(${dayTotals.belowBand}), 0)`,
      inBand: sql<number>`coalesce(sum(${dayTotals.inBand}), 0)`,
    })
    .from(dayTotals)
    .where(and(gte(dayTotals.localDate, from), lte(dayTotals.localDate, to)))
    .get();
  return row ?? { total: 0, meals: 0, below: 0, inBand: 0 };
}

const badgesInOrder = builtOnce((db) => db.select().from(userBadges).orderBy(asc(userBadges.earnedAt)).prepare());

/** Badges earned, in the order they were earned. */
export const badges = (db: Db) => badgesInOrder(db).all();

/** Every row of the meals group a person's export lists: meals with foods, oldest first, the ledger, badges and progress. */
export function mealsExport(db: Db) {
  return {
    meals: withFoods(db, db.select().from(meals).orderBy(asc(meals.createdAt), asc(meals.id)).all()),
    xpEvents: db.select().from(xpEvents).orderBy(asc(xpEvents.createdAt)).all(),
    badges: badges(db),
    progress: readProgress(db),
  };
}

/** One page of the CSV export: `limit` meals after the cursor, newest first, with their foods. */
export const csvPage = (db: Db, cursor: MealCursor | null, limit: number) =>
  newestMeals(db, cursor ? after(cursor) : undefined, limit);
