import { and, eq, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  BREAKFAST_BADGE_GRAMS,
  DAIRY_PROTEIN_KEYWORDS,
  PLANT_PROTEIN_KEYWORDS,
} from "../../../domain/gamification/badges";
import type { ProgressDecision, ProgressSnapshot } from "../../../domain/gamification/progress";
import { xpEntriesFor } from "../../../domain/gamification/xp";
import type { Db } from "../../db/client";
import { builtOncePerShape, preparedPart } from "../../db/prepared";
import { dayTotals, foodItems, meals, type UserRow, userBadges, users, xpEvents } from "../../db/schema";

/**
 * The SQL half of the meal write path's progress (ADR 021): one statement that reads every
 * figure the rules in domain/gamification/progress.ts need, and the statements that store
 * what they decided. The rules themselves live in domain/, not here.
 */

/** Ledger rows of a logged meal, inserted only if the statement before them changed a row. */
export function mealXpAfterInsert(db: Db, userId: string, mealId: string, fromPhoto: boolean) {
  // INSERT … SELECT … WHERE; the values follow xp_events' column order.
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).map((e) =>
    db
      .insert(xpEvents)
      .select(
        sql`select ${userId}, ${e.reason}, ${e.reference}, ${e.xp}, (CAST(unixepoch('subsec') * 1000 AS INTEGER)) where changes() > 0`,
      )
      .onConflictDoNothing(),
  );
}

/** Ledger rows of a logged meal, inserted whatever ran before (they are keyed by meal). */
export function mealXpInserts(db: Db, userId: string, mealId: string, fromPhoto: boolean) {
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).map((entry) =>
    db
      .insert(xpEvents)
      .values({ userId, ...entry })
      .onConflictDoNothing(),
  );
}

/** A deleted meal takes its own XP with it. */
export function mealXpDeletes(db: Db, userId: string, mealId: string) {
  return db
    .delete(xpEvents)
    .where(
      and(
        eq(xpEvents.userId, userId),
        inArray(xpEvents.reason, ["meal_logged", "photo_analysis"]),
        eq(xpEvents.reference, mealId),
      ),
    );
}

/** A list as a subquery: a JSON array bound once, so any number of values is one parameter. */
const valuesIn = (values: readonly string[]): SQL => sql`(select value from json_each(${JSON.stringify(values)}))`;

/** The touched days as a subquery. */
export const daysIn = valuesIn;

/** The ids of the meals a change wrote, as a subquery. */
export const mealIdsIn = valuesIn;

/** Counted meals (not a guest photo waiting for analysis, ADR 019) of the snapshot's user. */
const mine = sql`${meals.userId} = ${users.id} and ${meals.awaitingAnalysis} = 0`;

/** Whether any of a meal's title or food names contains one of the words. */
function mentions(words: readonly string[]) {
  const titleHits = words.map((w) => sql`lower(coalesce(${meals.title}, '')) like ${`%${w}%`}`);
  const foodHits = words.map((w) => sql`lower(${foodItems.name}) like ${`%${w}%`}`);
  return sql`(${or(...titleHits)} or exists (select 1 from ${foodItems} where ${foodItems.mealId} = ${meals.id} and (${or(...foodHits)})))`;
}

/**
 * Counted meals of the snapshot's user among those a change wrote. The unary + keeps SQLite
 * from serving `user_id = ...` from the user's index, which walks every meal the user ever
 * logged, instead of looking the few written ids up by primary key: with two years of meals
 * that choice cost each write five scans of the whole history (EXPLAIN QUERY PLAN, ADR 030).
 */
const writtenAndMine = (written: SQL) =>
  sql`${meals.id} in ${written} and +${meals.userId} = ${users.id} and ${meals.awaitingAnalysis} = 0`;

const countMeals = (where: SQL) => sql`(select count(*) from ${meals} where ${mine} and ${where})`;

/**
 * A figure only the given badges read, worked out only when it can earn one of them: not once
 * the user holds them all (badges are earned once), and not unless one of the meals this change
 * wrote meets `where`, since any earlier meal was counted when it was written. So a long
 * history does not pay for scanning every title and food on each write (SQLite evaluates only
 * the CASE branch it takes); a deletion, which earns nothing, writes no meal.
 */
const whenItCanEarn = (badgeIds: readonly string[], written: SQL, where: SQL, figure: SQL) =>
  sql<number>`(case when (select count(*) from ${userBadges} where ${userBadges.userId} = ${users.id} and ${userBadges.badgeId} in (${sql.join(
    badgeIds.map((id) => sql`${id}`),
    sql`, `,
  )})) = ${badgeIds.length} then 0 when not exists (select 1 from ${meals} where ${writtenAndMine(written)} and ${where}) then 0 else ${figure} end)`;

/** The snapshot's user's stored day totals (ADR 030): one row per day with a counted meal. */
const myDays = sql`${dayTotals} where ${dayTotals.userId} = ${users.id}`;

/**
 * The user's progress figures after a change, as one row: put it in the change's own batch
 * (after the writes and their refreshDayTotals) and it sees them, in the same transaction.
 * `touched` is a subquery of the local days whose goal the change may have moved, `written` one
 * of the ids of the meals it wrote. The days and totals come from the stored day totals, not
 * from summing every meal (ADR 030).
 */
export function progressSnapshotQuery(db: Db, userId: string | Placeholder, touched: SQL, written: SQL) {
  const photo = sql`${meals.source} = 'photo'`;
  const plant = mentions(PLANT_PROTEIN_KEYWORDS);
  const dairy = mentions(DAIRY_PROTEIN_KEYWORDS);
  const bigBreakfast = sql`${meals.mealType} = 'breakfast' and ${meals.totalProtein} >= ${BREAKFAST_BADGE_GRAMS}`;
  return db
    .select({
      // The streak cached now: a decision that keeps it (and awards nothing) writes nothing.
      streakEndDate: users.streakEndDate,
      streakLength: users.streakLength,
      longestStreak: users.longestStreak,
      days: sql<string>`(select json_group_array(${dayTotals.localDate}) from ${myDays})`,
      dayTotals: sql<string>`(select json_group_array(json_array(${dayTotals.localDate}, ${dayTotals.total})) from ${myDays} and ${dayTotals.localDate} in ${touched})`,
      goalDaysAwarded: sql<string>`(select json_group_array(${xpEvents.reference}) from ${xpEvents} where ${xpEvents.userId} = ${users.id} and ${xpEvents.reason} = 'daily_goal_met' and ${xpEvents.reference} in ${touched})`,
      goalDaysMet: sql<number>`(select count(*) from ${xpEvents} where ${xpEvents.userId} = ${users.id} and ${xpEvents.reason} = 'daily_goal_met')`,
      earnedBadges: sql<string>`(select json_group_array(${userBadges.badgeId}) from ${userBadges} where ${userBadges.userId} = ${users.id})`,
      totalMeals: sql<number>`(select coalesce(sum(${dayTotals.meals}), 0) from ${myDays})`,
      photoMeals: whenItCanEarn(["first_photo", "photo_10"], written, photo, countMeals(photo)),
      plantMeals: whenItCanEarn(["plant_5"], written, plant, countMeals(plant)),
      dairyMeals: whenItCanEarn(["dairy_5"], written, dairy, countMeals(dairy)),
      // Whether a big breakfast was written, and the biggest meal written: the earlier ones were
      // counted when they were written.
      breakfasts25: whenItCanEarn(["breakfast_25"], written, bigBreakfast, sql`1`),
      maxMealProtein: whenItCanEarn(
        ["big_meal_50"],
        written,
        sql`1`,
        sql`(select coalesce(max(${meals.totalProtein}), 0) from ${meals} where ${writtenAndMine(written)})`,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
}

type SnapshotRow = Awaited<ReturnType<ReturnType<typeof progressSnapshotQuery>["all"]>>[number];

/** The days a change touched: listed, or the day of one meal (an edit, which reads no row first). */
export type Touched = { days: readonly string[] } | { dayOfMeal: string };

/** One of the user's meals' day, as a subquery (the meal must be the user's). */
export const dayOfMealOwnedBy = (userId: string | Placeholder, mealId: string | Placeholder): SQL =>
  sql`(select m.local_date from ${meals} m where m.id = ${mealId} and m.user_id = ${userId})`;

/** The touched days as a subquery. */
export const touchedDays = (userId: string, touched: Touched): SQL =>
  "days" in touched ? daysIn(touched.days) : dayOfMealOwnedBy(userId, touched.dayOfMeal);

/**
 * The snapshot with placeholders, built once per isolate and shape of `touched`: it is the
 * largest statement of a meal write, and drizzle building its SQL anew took more CPU than
 * anything else the write does in the Worker (ADR 010 does the same for the hottest reads).
 */
const snapshotOnce = builtOncePerShape(
  (shape: "days" | "dayOfMeal") => shape,
  (db, shape) => {
    const userId = sql.placeholder("userId");
    const touched =
      shape === "days"
        ? sql`(select value from json_each(${sql.placeholder("touched")}))`
        : dayOfMealOwnedBy(userId, sql.placeholder("touchedMeal"));
    const written = sql`(select value from json_each(${sql.placeholder("written")}))`;
    return progressSnapshotQuery(db, userId, touched, written).prepare();
  },
);

/** progressSnapshotQuery as a part of the change's batch: the meals it wrote and the days it touched. */
export function snapshotPart(db: Db, userId: string, touched: Touched, written: readonly string[]) {
  const values =
    "days" in touched
      ? { userId, touched: JSON.stringify(touched.days), written: JSON.stringify(written) }
      : { userId, touchedMeal: touched.dayOfMeal, written: JSON.stringify(written) };
  return preparedPart(db.$client, snapshotOnce(db, "days" in touched ? "days" : "dayOfMeal"), values);
}

/** The row of progressSnapshotQuery as the domain's snapshot. */
export function toSnapshot(row: SnapshotRow): ProgressSnapshot {
  return {
    days: JSON.parse(row.days) as string[],
    dayTotals: (JSON.parse(row.dayTotals) as [string, number][]).map(([localDate, total]) => ({ localDate, total })),
    goalDaysAwarded: JSON.parse(row.goalDaysAwarded) as string[],
    goalDaysMet: Number(row.goalDaysMet),
    earnedBadges: JSON.parse(row.earnedBadges) as string[],
    history: {
      totalMeals: Number(row.totalMeals),
      photoMeals: Number(row.photoMeals),
      plantMeals: Number(row.plantMeals),
      dairyMeals: Number(row.dairyMeals),
      hasBreakfast25: Number(row.breakfasts25) > 0,
      maxMealProtein: Number(row.maxMealProtein),
    },
  };
}

/**
 * The cached XP total, summed from the ledger: put it after a change's XP rows in the same batch
 * (a transaction), so racing writes cannot leave it stale.
 */
export const xpTotalUpdate = (db: Db, userId: string) =>
  db
    .update(users)
    .set({
      xpTotal: sql`(select coalesce(sum(${xpEvents.xp}), 0) from ${xpEvents} where ${xpEvents.userId} = ${userId})`,
    })
    .where(eq(users.id, userId));

/**
 * Whether a decision changes nothing stored: no award, and the streak the user row already
 * caches. Most meals of a day are such (the day, the goal bonus and the badges came with an
 * earlier one): the write then needs no awards batch, one round trip and one commit fewer.
 */
export function decidesNothing(decision: ProgressDecision, cached: CachedStreak): boolean {
  return (
    decision.xp.length === 0 &&
    decision.badges.length === 0 &&
    decision.streakEndDate === cached.streakEndDate &&
    decision.streaks.currentStreak === cached.streakLength &&
    decision.streaks.longestStreak === cached.longestStreak
  );
}

/** The streak the user row caches, as the snapshot read it. */
export interface CachedStreak {
  streakEndDate: string | null;
  streakLength: number;
  longestStreak: number;
}

/** The cached streak of a snapshot row. */
export const cachedStreakOf = (row: SnapshotRow): CachedStreak => ({
  streakEndDate: row.streakEndDate,
  streakLength: Number(row.streakLength),
  longestStreak: Number(row.longestStreak),
});

/**
 * The writes for a decision, for one batch: awards (keyed, so a repeat adds nothing), the
 * cached XP total summed from the ledger inside the batch (so racing writes cannot leave it
 * stale), and the cached streak, written only if the days it was computed from are still the
 * user's days (a concurrent write that added a day leaves the streak to its own decision).
 */
export function progressWrites(db: Db, user: UserRow, snapshot: ProgressSnapshot, decision: ProgressDecision) {
  const userId = user.id;
  const dayCount = new Set(snapshot.days).size;
  const awards = [
    ...decision.badges.map((badgeId) => db.insert(userBadges).values({ userId, badgeId }).onConflictDoNothing()),
    ...decision.xp.map((entry) =>
      db
        .insert(xpEvents)
        .values({ userId, ...entry })
        .onConflictDoNothing(),
    ),
  ];
  return [
    // The awards first: the XP total below is summed after them, in the same transaction.
    ...awards,
    xpTotalUpdate(db, userId),
    db
      .update(users)
      .set({
        streakEndDate: decision.streakEndDate,
        streakLength: decision.streaks.currentStreak,
        longestStreak: decision.streaks.longestStreak,
      })
      .where(
        and(
          eq(users.id, userId),
          sql`(select count(*) from ${dayTotals} where ${dayTotals.userId} = ${userId}) = ${dayCount}`,
          sql`(select max(${dayTotals.localDate}) from ${dayTotals} where ${dayTotals.userId} = ${userId}) is ${decision.streakEndDate}`,
        ),
      ),
  ] as const;
}
