import { and, eq, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  BREAKFAST_BADGE_GRAMS,
  badgesEarnedBy,
  DAIRY_PROTEIN_KEYWORDS,
  PLANT_PROTEIN_KEYWORDS,
} from "../../../domain/gamification/badges";
import type { ProgressDecision, ProgressSnapshot } from "../../../domain/gamification/progress";
import { type XpLedgerEntry, xpEntriesFor } from "../../../domain/gamification/xp";
import type { Db } from "../../db/client";
import { builtOncePerShape, preparedPart } from "../../db/prepared";
import { dayTotals, foodItems, meals, type UserFields, userBadges, users, xpEvents } from "../../db/schema";

/**
 * The SQL half of the meal write path's progress (ADR 021): one statement that reads every
 * figure the rules in domain/gamification/progress.ts need, and the statements that store
 * what they decided. The rules themselves live in domain/, not here.
 */

/**
 * The cached XP total grows by `xp` if the statement just before changed a row: put it right
 * after each ledger insert, so the total moves exactly when a row is added. Kept by increments in
 * the ledger's own batch (a transaction, so racing writes add up) rather than summed from the
 * ledger, which grows with every meal: a sum read a year of rows on every write.
 */
const xpAdded = (db: Db, userId: string, xp: number) =>
  db
    .update(users)
    .set({ xpTotal: sql`${users.xpTotal} + ${xp}` })
    .where(and(eq(users.id, userId), sql`changes() > 0`));

/** A ledger row inserted (keyed, so a repeat adds nothing), and the total raised if it was. */
const ledgerInsert = (db: Db, userId: string, entry: XpLedgerEntry) => [
  db
    .insert(xpEvents)
    .values({ userId, ...entry })
    .onConflictDoNothing(),
  xpAdded(db, userId, entry.xp),
];

/**
 * Ledger rows of a logged meal and their XP, inserted only if the statement before them changed
 * a row: each guarded step changes a row only if the one before it did.
 */
export function mealXpAfterInsert(db: Db, userId: string, mealId: string, fromPhoto: boolean) {
  // INSERT … SELECT … WHERE; the values follow xp_events' column order.
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).flatMap((e) => [
    db
      .insert(xpEvents)
      .select(
        sql`select ${userId}, ${e.reason}, ${e.reference}, ${e.xp}, (CAST(unixepoch('subsec') * 1000 AS INTEGER)) where changes() > 0`,
      )
      .onConflictDoNothing(),
    xpAdded(db, userId, e.xp),
  ]);
}

/** Ledger rows of a logged meal and their XP, inserted whatever ran before (they are keyed by meal). */
export function mealXpInserts(db: Db, userId: string, mealId: string, fromPhoto: boolean) {
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).flatMap((entry) => ledgerInsert(db, userId, entry));
}

/** A deleted meal takes its own XP with it: the total goes down by its rows, then they go. */
export function mealXpDeletes(db: Db, userId: string, mealId: string) {
  const ofMeal = and(
    eq(xpEvents.userId, userId),
    inArray(xpEvents.reason, ["meal_logged", "photo_analysis"]),
    eq(xpEvents.reference, mealId),
  );
  return [
    db
      .update(users)
      .set({
        xpTotal: sql`${users.xpTotal} - (select coalesce(sum(${xpEvents.xp}), 0) from ${xpEvents} where ${ofMeal})`,
      })
      .where(eq(users.id, userId)),
    db.delete(xpEvents).where(ofMeal),
  ] as const;
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

/** The badges that read the count of goal days, and those that read the count of meals. */
const GOAL_DAY_BADGES = badgesEarnedBy("goalDaysMet");
const MEAL_COUNT_BADGES = badgesEarnedBy("totalMeals");

/** Whether the snapshot's user holds every one of these badges. */
const holdsAll = (badgeIds: readonly string[]) =>
  sql`(select count(*) from ${userBadges} where ${userBadges.userId} = ${users.id} and ${userBadges.badgeId} in (${sql.join(
    badgeIds.map((id) => sql`${id}`),
    sql`, `,
  )})) = ${badgeIds.length}`;

/**
 * A figure only the given badges read, worked out only while one of them is still to earn
 * (badges are earned once): once the user holds them all it reads as 0 and costs nothing, so
 * counts over the whole history are not paid on every write for badges long held. SQLite
 * evaluates only the CASE branch it takes.
 */
const untilHeld = (badgeIds: readonly string[], figure: SQL) =>
  sql<number>`(case when ${holdsAll(badgeIds)} then 0 else ${figure} end)`;

/**
 * Like untilHeld, and not unless one of the meals this change wrote meets `where`, since any
 * earlier meal was counted when it was written. So a long history does not pay for scanning
 * every title and food on each write; a deletion, which earns nothing, writes no meal.
 */
const whenItCanEarn = (badgeIds: readonly string[], written: SQL, where: SQL, figure: SQL) =>
  sql<number>`(case when ${holdsAll(badgeIds)} then 0 when not exists (select 1 from ${meals} where ${writtenAndMine(written)} and ${where}) then 0 else ${figure} end)`;

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
      goalDaysMet: untilHeld(
        GOAL_DAY_BADGES,
        sql`(select count(*) from ${xpEvents} where ${xpEvents.userId} = ${users.id} and ${xpEvents.reason} = 'daily_goal_met')`,
      ),
      earnedBadges: sql<string>`(select json_group_array(${userBadges.badgeId}) from ${userBadges} where ${userBadges.userId} = ${users.id})`,
      totalMeals: untilHeld(MEAL_COUNT_BADGES, sql`(select coalesce(sum(${dayTotals.meals}), 0) from ${myDays})`),
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
 * The writes for a decision, for one batch: awards (keyed, so a repeat adds nothing), each XP
 * row with its increment of the cached total, and the cached streak, written only if the days it was computed from are still the
 * user's days (a concurrent write that added a day leaves the streak to its own decision).
 */
export function progressWrites(
  db: Db,
  user: UserFields,
  snapshot: ProgressSnapshot,
  decision: ProgressDecision,
  today: string,
) {
  const userId = user.id;
  const dayCount = new Set(snapshot.days).size;
  return [
    ...decision.badges.map((badgeId) => db.insert(userBadges).values({ userId, badgeId }).onConflictDoNothing()),
    ...decision.xp.flatMap((entry) => ledgerInsert(db, userId, entry)),
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
          sql`(select max(${dayTotals.localDate}) from ${dayTotals} where ${dayTotals.userId} = ${userId} and ${dayTotals.localDate} <= ${today}) is ${decision.streakEndDate}`,
        ),
      ),
  ] as const;
}
