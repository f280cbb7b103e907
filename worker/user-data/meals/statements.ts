import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { bandCounts } from "../../lib/meals/band-sql";
import { builtOnce } from "../built-once";
import { dailyWrites, dayTotals, foodItems, liveGroups, meals, progress, userBadges, xpEvents } from "../schema";
import type { Db } from "../types";

/**
 * The meal write path's statements, built once per object (built-once.ts): a write runs about
 * twenty of them, and drizzle building each one's SQL anew took more of a write's CPU than
 * SQLite running them. Lists of ids or days go as one JSON array placeholder (`json_each`),
 * since a statement of the object's SQLite binds at most 100 values and an import writes
 * hundreds of meals. Inside a write's `transactionSync` every statement of the object's one
 * storage is part of the transaction, so these run there as a statement built in it would.
 */

/** The group name a write of meals marks live (ADR 067). */
export const MEALS_GROUP = "meals";

const p = sql.placeholder;

/** `column` is one of the JSON array placeholder `name`. */
const inJson = (column: SQLiteColumn, name: string) => sql`${column} in (select value from json_each(${p(name)}))`;

/** Counted meals: not a guest photo waiting for analysis (ADR 019); a literal, as the index reads it. */
const counted = sql`${meals.awaitingAnalysis} = 0`;

export const mealStatements = builtOnce((db: Db) => {
  const band = bandCounts(meals.totalProtein);
  return {
    markLive: db.insert(liveGroups).values({ name: MEALS_GROUP }).onConflictDoNothing().prepare(),
    mealsByIds: db.select().from(meals).where(inJson(meals.id, "ids")).prepare(),
    foodsOfMeals: db
      .select()
      .from(foodItems)
      .where(inJson(foodItems.mealId, "ids"))
      .orderBy(asc(foodItems.mealId), asc(foodItems.position))
      .prepare(),
    // The day's count of `kind` taken by `amount`: counting on within the same day (or a later
    // one a time-zone change left), or starting again on a later day; returns the count after.
    takeWrites: db
      .insert(dailyWrites)
      .values({ kind: p("kind"), localDate: p("today"), count: p("amount") })
      .onConflictDoUpdate({
        target: dailyWrites.kind,
        set: {
          count: sql`case when excluded.local_date <= ${dailyWrites.localDate} then ${dailyWrites.count} + excluded.count else excluded.count end`,
          localDate: sql`max(${dailyWrites.localDate}, excluded.local_date)`,
        },
      })
      .returning({ localDate: dailyWrites.localDate, count: dailyWrites.count })
      .prepare(),
    insertMeal: db
      .insert(meals)
      .values({
        id: p("id"),
        clientId: p("clientId"),
        mealType: p("mealType"),
        title: p("title"),
        totalProtein: p("totalProtein"),
        imageUrl: p("imageUrl"),
        source: p("source"),
        awaitingAnalysis: p("awaitingAnalysis"),
        localDate: p("localDate"),
        createdAt: p("createdAt"),
        updatedAt: p("updatedAt"),
        calories: p("calories"),
        carbsG: p("carbsG"),
        fatG: p("fatG"),
      })
      .onConflictDoNothing()
      .returning()
      .prepare(),
    insertFood: db
      .insert(foodItems)
      .values({
        id: p("id"),
        mealId: p("mealId"),
        position: p("position"),
        name: p("name"),
        originalName: p("originalName"),
        proteinContent: p("proteinContent"),
        grams: p("grams"),
        portionSize: p("portionSize"),
        confidence: p("confidence"),
        source: p("source"),
        foodId: p("foodId"),
        kcal: p("kcal"),
        fatG: p("fatG"),
        carbsG: p("carbsG"),
      })
      .onConflictDoNothing()
      .returning()
      .prepare(),
    // A ledger row, keyed: a repeat inserts nothing and returns no row.
    award: db
      .insert(xpEvents)
      .values({
        reason: p("reason"),
        reference: p("reference"),
        xp: p("xp"),
        createdAt: sql`coalesce(${p("createdAt")}, (CAST(unixepoch('subsec') * 1000 AS INTEGER)))`,
      })
      .onConflictDoNothing()
      .returning({ xp: xpEvents.xp })
      .prepare(),
    // The one progress row: the XP total moved by `xp`, and the streak as worked out.
    setProgress: db
      .insert(progress)
      .values({
        id: 1,
        xpTotal: p("xp"),
        streakEndDate: p("streakEndDate"),
        streakLength: p("streakLength"),
        longestStreak: p("longestStreak"),
        streakThrough: p("streakThrough"),
      })
      .onConflictDoUpdate({
        target: progress.id,
        set: {
          xpTotal: sql`${progress.xpTotal} + ${p("xp")}`,
          streakEndDate: sql`${p("streakEndDate")}`,
          streakLength: sql`${p("streakLength")}`,
          longestStreak: sql`${p("longestStreak")}`,
          streakThrough: sql`${p("streakThrough")}`,
        },
      })
      .prepare(),
    // Whether a day with a meal lies in (after, through]: one probe of day_totals' key.
    dayWithMealBetween: db
      .select({ one: sql<number>`1` })
      .from(dayTotals)
      .where(and(gt(dayTotals.localDate, p("after")), lte(dayTotals.localDate, p("through"))))
      .limit(1)
      .prepare(),
    mealsCounted: db
      .select({ meals: sql<number>`coalesce(sum(${dayTotals.meals}), 0)` })
      .from(dayTotals)
      .prepare(),
    insertBadge: db
      .insert(userBadges)
      .values({ badgeId: p("badgeId") })
      .onConflictDoNothing()
      .prepare(),
    // The days' stored totals go, and come back recomputed: each statement returns its rows,
    // the totals before and after the change.
    deleteTotals: db
      .delete(dayTotals)
      .where(inJson(dayTotals.localDate, "days"))
      .returning({ localDate: dayTotals.localDate, total: dayTotals.total })
      .prepare(),
    // INSERT … SELECT; the values follow day_totals' column order.
    insertTotals: db
      .insert(dayTotals)
      .select(
        db
          .select({
            localDate: meals.localDate,
            total: sql<number>`sum(${meals.totalProtein})`.as("total"),
            meals: sql<number>`count(*)`.as("meals"),
            belowBand: band.below.as("below_band"),
            inBand: band.inBand.as("in_band"),
          })
          .from(meals)
          .where(and(counted, inJson(meals.localDate, "days")))
          .groupBy(meals.localDate),
      )
      .returning({ localDate: dayTotals.localDate, total: dayTotals.total })
      .prepare(),
    heldBadges: db.select({ id: userBadges.badgeId }).from(userBadges).prepare(),
    // Every day with a meal as one JSON text, and their meals summed: one row however long the
    // history, where a row a day cost a JavaScript object each on every write. A scan of
    // day_totals (WITHOUT ROWID, keyed by the day) gives them in order, which makes the streak's
    // sort next to free; the streak does not depend on it.
    allDays: db
      .select({
        days: sql<string>`json_group_array(${dayTotals.localDate})`,
        meals: sql<number>`coalesce(sum(${dayTotals.meals}), 0)`,
      })
      .from(dayTotals)
      .prepare(),
    // `days`: which of these days already have their goal bonus.
    goalDaysAwarded: db
      .select({ reference: xpEvents.reference })
      .from(xpEvents)
      .where(and(eq(xpEvents.reason, "daily_goal_met"), inJson(xpEvents.reference, "days")))
      .prepare(),
    goalDaysMet: db
      .select({ n: sql<number>`count(*)` })
      .from(xpEvents)
      .where(eq(xpEvents.reason, "daily_goal_met"))
      .prepare(),
  };
});

export type MealStatements = ReturnType<typeof mealStatements>;
