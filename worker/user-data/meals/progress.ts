import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  BREAKFAST_BADGE_GRAMS,
  badgesEarnedBy,
  DAIRY_PROTEIN_KEYWORDS,
  PLANT_PROTEIN_KEYWORDS,
} from "../../../domain/gamification/badges";
import { decideProgress, type ProgressSnapshot } from "../../../domain/gamification/progress";
import { type XpLedgerEntry, xpEntriesFor } from "../../../domain/gamification/xp";
import { localDate } from "../../../domain/time/local-day";
import { dayTotals, foodItems, meals, progress, userBadges, xpEvents } from "../schema";
import type { Db, Tx } from "../types";
import { inList, type ProgressRow, type Writer } from "./rows";

/**
 * The progress half of the meal write path (ADR 021), inside the write's own transaction: the
 * figures the rules in domain/gamification/progress.ts read, and what they decided stored. The
 * rules themselves live in domain/, not here. The XP total and the streak are cached on the
 * one-row `progress` table, kept by every change, so reads need not sum the ledger.
 */

/** The progress before the first meal: no row yet. */
export const NO_PROGRESS: ProgressRow = { xpTotal: 0, streakEndDate: null, streakLength: 0, longestStreak: 0 };

/** The one progress row's figures, for a select. */
export const PROGRESS_COLUMNS = {
  xpTotal: progress.xpTotal,
  streakEndDate: progress.streakEndDate,
  streakLength: progress.streakLength,
  longestStreak: progress.longestStreak,
};

/** The cached XP total and streak (all zero before the first meal). */
export function readProgress(tx: Db | Tx): ProgressRow {
  return tx.select(PROGRESS_COLUMNS).from(progress).where(eq(progress.id, 1)).get() ?? NO_PROGRESS;
}

/** The cached XP total moves by `xp` (a ledger row added, or taken away with its meal). */
export function addXp(tx: Tx, xp: number): void {
  if (xp === 0) return;
  tx.insert(progress)
    .values({ id: 1, xpTotal: xp })
    .onConflictDoUpdate({ target: progress.id, set: { xpTotal: sql`${progress.xpTotal} + ${xp}` } })
    .run();
}

/** A ledger row, keyed, so a repeat adds nothing; the total is raised only if it was added. */
export function award(tx: Tx, entry: Pick<XpLedgerEntry, "reference" | "xp"> & { reason: string }, at?: Date): void {
  const added = tx
    .insert(xpEvents)
    .values({ reason: entry.reason, reference: entry.reference, xp: entry.xp, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing()
    .returning({ xp: xpEvents.xp })
    .all();
  if (added.length > 0) addXp(tx, entry.xp);
}

/** A logged meal's own XP: logging it, and the photo bonus for a photo meal. */
export function awardMeal(tx: Tx, mealId: string, fromPhoto: boolean): void {
  for (const entry of xpEntriesFor({ type: "meal_logged", mealId, fromPhoto })) award(tx, entry);
}

const MEAL_XP_REASONS = ["meal_logged", "photo_analysis"];

/** A deleted meal takes its own XP with it (the day's goal bonus stays with the day): the rows, and the total down by them. */
export function takeMealXp(tx: Tx, mealId: string): void {
  const gone = tx
    .delete(xpEvents)
    .where(and(inArray(xpEvents.reason, MEAL_XP_REASONS), eq(xpEvents.reference, mealId)))
    .returning({ xp: xpEvents.xp })
    .all();
  addXp(tx, -gone.reduce((sum, row) => sum + row.xp, 0));
}

/** A meal's own XP rows, as Undo keeps them. */
export const mealXpRows = (tx: Tx, mealId: string) =>
  tx
    .select()
    .from(xpEvents)
    .where(and(inArray(xpEvents.reason, MEAL_XP_REASONS), eq(xpEvents.reference, mealId)))
    .all();

/** Counted meals: not a guest photo waiting for analysis (ADR 019). */
const counted = sql`${meals.awaitingAnalysis} = 0`;

/** Whether a meal's title or one of its foods' names contains one of the words. */
function mentions(words: readonly string[]): SQL {
  const titleHits = words.map((w) => sql`lower(coalesce(${meals.title}, '')) like ${`%${w}%`}`);
  const foodHits = words.map((w) => sql`lower(${foodItems.name}) like ${`%${w}%`}`);
  return sql`(${or(...titleHits)} or exists (select 1 from ${foodItems} where ${foodItems.mealId} = ${meals.id} and (${or(...foodHits)})))`;
}

const GOAL_DAY_BADGES = badgesEarnedBy("goalDaysMet");
const MEAL_COUNT_BADGES = badgesEarnedBy("totalMeals");

/** The figures the progress rules read after a change, in its transaction. */
function snapshot(tx: Tx, touched: readonly string[], written: readonly string[]): ProgressSnapshot {
  const earned = tx
    .select({ id: userBadges.badgeId })
    .from(userBadges)
    .all()
    .map((b) => b.id);
  const held = new Set(earned);
  const holdsAll = (ids: readonly string[]) => ids.every((id) => held.has(id));
  const count = (where: SQL) =>
    tx.select({ n: sql<number>`count(*)` }).from(meals).where(and(counted, where)).get()?.n ?? 0;
  // The counted meals this change wrote: a badge about one kind of meal can only be earned now
  // if one of them is of that kind, since every earlier meal was counted when it was written.
  const writtenCounted = and(inList(meals.id, written), counted);
  const wrote = (where: SQL) =>
    written.length > 0 &&
    tx.select({ one: sql`1` }).from(meals).where(and(writtenCounted, where)).limit(1).get() !== undefined;
  // A figure only some badges read is worked out only while one of them is still to earn, so a
  // long history does not pay for scanning every meal on each write for badges long held.
  const untilHeld = (ids: readonly string[], figure: () => number) => (holdsAll(ids) ? 0 : figure());
  const whenItCanEarn = (ids: readonly string[], where: SQL, figure: () => number) =>
    holdsAll(ids) || !wrote(where) ? 0 : figure();
  const photo = sql`${meals.source} = 'photo'`;
  const plant = mentions(PLANT_PROTEIN_KEYWORDS);
  const dairy = mentions(DAIRY_PROTEIN_KEYWORDS);
  const bigBreakfast = sql`${meals.mealType} = 'breakfast' and ${meals.totalProtein} >= ${BREAKFAST_BADGE_GRAMS}`;
  // Every day with a meal as one JSON text, and their meals summed: one row however long the
  // history, where a row a day cost a JavaScript object each on every write.
  const all = tx.get<{ days: string; meals: number }>(
    sql`select json_group_array(${dayTotals.localDate}) as days, coalesce(sum(${dayTotals.meals}), 0) as meals from ${dayTotals}`,
  );
  return {
    days: JSON.parse(all?.days ?? "[]") as string[],
    dayTotals: tx
      .select({ localDate: dayTotals.localDate, total: dayTotals.total })
      .from(dayTotals)
      .where(inList(dayTotals.localDate, touched))
      .all(),
    goalDaysAwarded: tx
      .select({ reference: xpEvents.reference })
      .from(xpEvents)
      .where(and(eq(xpEvents.reason, "daily_goal_met"), inList(xpEvents.reference, touched)))
      .all()
      .map((r) => r.reference),
    goalDaysMet: untilHeld(
      GOAL_DAY_BADGES,
      () =>
        tx.select({ n: sql<number>`count(*)` }).from(xpEvents).where(eq(xpEvents.reason, "daily_goal_met")).get()?.n ??
        0,
    ),
    earnedBadges: earned,
    history: {
      totalMeals: untilHeld(MEAL_COUNT_BADGES, () => Number(all?.meals ?? 0)),
      photoMeals: whenItCanEarn(["first_photo", "photo_10"], photo, () => count(photo)),
      plantMeals: whenItCanEarn(["plant_5"], plant, () => count(plant)),
      dairyMeals: whenItCanEarn(["dairy_5"], dairy, () => count(dairy)),
      hasBreakfast25: whenItCanEarn(["breakfast_25"], bigBreakfast, () => 1) > 0,
      maxMealProtein: whenItCanEarn(
        ["big_meal_50"],
        sql`1`,
        () =>
          tx
            .select({ max: sql<number>`coalesce(max(${meals.totalProtein}), 0)` })
            .from(meals)
            .where(writtenCounted)
            .get()?.max ?? 0,
      ),
    },
  };
}

/**
 * The progress a change earns, decided by the rules from the figures after it and stored in
 * the same transaction: goal bonuses, badges with their XP, and the cached streak. `touched`
 * are the local days whose totals the change may have moved, `written` the meals it wrote.
 */
export function applyProgress(
  tx: Tx,
  writer: Writer,
  touched: readonly string[],
  written: readonly string[],
  now: number,
): void {
  const today = localDate(now, writer.timezone);
  const decision = decideProgress(snapshot(tx, touched, written), writer.dailyGoal, today);
  for (const badgeId of decision.badges) tx.insert(userBadges).values({ badgeId }).onConflictDoNothing().run();
  for (const entry of decision.xp) award(tx, entry);
  const streak = {
    streakEndDate: decision.streakEndDate,
    streakLength: decision.streaks.currentStreak,
    longestStreak: decision.streaks.longestStreak,
  };
  tx.insert(progress)
    .values({ id: 1, ...streak })
    .onConflictDoUpdate({ target: progress.id, set: streak })
    .run();
}
