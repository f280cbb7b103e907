import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  BREAKFAST_BADGE_GRAMS,
  badgesEarnedBy,
  DAIRY_PROTEIN_KEYWORDS,
  PLANT_PROTEIN_KEYWORDS,
} from "../../../domain/gamification/badges";
import { decideProgress, type ProgressSnapshot } from "../../../domain/gamification/progress";
import type { StoredStreaks } from "../../../domain/gamification/streak";
import { type XpLedgerEntry, xpEntriesFor } from "../../../domain/gamification/xp";
import { builtOnce } from "../built-once";
import { foodItems, meals, progress, userBadges, xpEvents } from "../schema";
import type { Db } from "../types";
import { type DayChange, daysWithMealsChanged } from "./day-totals";
import type { ProgressRow, Writer } from "./rows";
import { mealStatements } from "./statements";

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
export function readProgress(db: Db): ProgressRow {
  return db.select(PROGRESS_COLUMNS).from(progress).where(eq(progress.id, 1)).get() ?? NO_PROGRESS;
}

/**
 * A ledger row, keyed, so a repeat adds nothing; returns the XP it added (0 for a repeat), which
 * the change's applyProgress adds to the cached total. `at` is when it was earned (Undo puts a
 * row back with its time); now when not given.
 */
export function award(db: Db, entry: Pick<XpLedgerEntry, "reference" | "xp"> & { reason: string }, at?: Date): number {
  const added = mealStatements(db).award.all({
    reason: entry.reason,
    reference: entry.reference,
    xp: entry.xp,
    createdAt: at ? at.getTime() : null,
  });
  return added.length > 0 ? entry.xp : 0;
}

/** A logged meal's own XP: logging it, and the photo bonus for a photo meal. Returns the XP added. */
export function awardMeal(db: Db, mealId: string, fromPhoto: boolean): number {
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).reduce((sum, entry) => sum + award(db, entry), 0);
}

const MEAL_XP_REASONS = ["meal_logged", "photo_analysis"];

/**
 * A deleted meal takes its own XP with it (the day's goal bonus stays with the day): the rows
 * go, and it returns the XP they held, as a negative move of the total.
 */
export function takeMealXp(db: Db, mealId: string): number {
  const gone = db
    .delete(xpEvents)
    .where(and(inArray(xpEvents.reason, MEAL_XP_REASONS), eq(xpEvents.reference, mealId)))
    .returning({ xp: xpEvents.xp })
    .all();
  return -gone.reduce((sum, row) => sum + row.xp, 0);
}

/** A meal's own XP rows, as Undo keeps them. */
export const mealXpRows = (db: Db, mealId: string) =>
  db
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

const photo = sql`${meals.source} = 'photo'`;
const plant = mentions(PLANT_PROTEIN_KEYWORDS);
const dairy = mentions(DAIRY_PROTEIN_KEYWORDS);
const bigBreakfast = sql`${meals.mealType} = 'breakfast' and ${meals.totalProtein} >= ${BREAKFAST_BADGE_GRAMS}`;

/**
 * Of the counted meals a change wrote (`ids`, a JSON array), whether any is of each kind a
 * badge counts and the most protein in one.
 */
const kindsColumns = {
  any: sql<number>`count(*)`,
  photo: sql<number>`coalesce(max(${photo}), 0)`,
  plant: sql<number>`coalesce(max(${plant}), 0)`,
  dairy: sql<number>`coalesce(max(${dairy}), 0)`,
  bigBreakfast: sql<number>`coalesce(max(${bigBreakfast}), 0)`,
  maxProtein: sql<number>`coalesce(max(${meals.totalProtein}), 0)`,
};
const writtenCounted = and(sql`${meals.id} in (select value from json_each(${sql.placeholder("ids")}))`, counted);

type Kinds = { [K in keyof typeof kindsColumns]: number };

/** The kinds of the meals a change wrote, alone: before the progress row exists. */
const writtenKinds = builtOnce((db: Db) => db.select(kindsColumns).from(meals).where(writtenCounted).prepare());

/**
 * What the progress rules read of the one progress row, with the badges held, which of `days`
 * (a JSON array) already have their goal bonus, and the kinds of the meals written (`ids`): one
 * statement, built once per object. No row before the user's first change.
 */
const progressRow = builtOnce((db: Db) =>
  db
    .select({
      badges: sql<string>`(select json_group_array(${userBadges.badgeId}) from ${userBadges})`,
      goalDaysAwarded: sql<string>`(select json_group_array(${xpEvents.reference}) from ${xpEvents} where ${xpEvents.reason} = 'daily_goal_met' and ${xpEvents.reference} in (select value from json_each(${sql.placeholder("days")})))`,
      kinds: sql<string>`(select json_object(${sql.join(
        Object.entries(kindsColumns).map(([name, column]) => sql`${name}, ${column}`),
        sql`, `,
      )}) from ${meals} where ${writtenCounted})`,
      streakEndDate: progress.streakEndDate,
      streakLength: progress.streakLength,
      longestStreak: progress.longestStreak,
      streakThrough: progress.streakThrough,
    })
    .from(progress)
    .where(eq(progress.id, 1))
    .prepare(),
);

const GOAL_DAY_BADGES = badgesEarnedBy("goalDaysMet");
const MEAL_COUNT_BADGES = badgesEarnedBy("totalMeals");

/** What the progress rules read of the stored progress: the badges held, the goal days paid, the stored streak. */
interface ProgressState {
  earned: string[];
  goalDaysAwarded: string[];
  /** The kinds of the counted meals the change wrote (none written: all zero). */
  kinds: Kinds;
  streak: { through: string; streaks: StoredStreaks } | null;
}

const NO_KINDS: Kinds = { any: 0, photo: 0, plant: 0, dairy: 0, bigBreakfast: 0, maxProtein: 0 };

/** The progress state in one statement, or from the tables one by one before the progress row exists. */
function progressState(db: Db, goalDays: readonly string[], written: readonly string[]): ProgressState {
  const q = mealStatements(db);
  const days = JSON.stringify(goalDays);
  const ids = JSON.stringify(written);
  const row = progressRow(db).get({ days, ids });
  if (!row) {
    return {
      earned: q.heldBadges.all().map((b) => b.id),
      goalDaysAwarded: goalDays.length === 0 ? [] : q.goalDaysAwarded.all({ days }).map((r) => r.reference),
      kinds: (written.length > 0 ? writtenKinds(db).get({ ids }) : undefined) ?? NO_KINDS,
      streak: null,
    };
  }
  return {
    earned: JSON.parse(row.badges) as string[],
    goalDaysAwarded: JSON.parse(row.goalDaysAwarded) as string[],
    kinds: JSON.parse(row.kinds) as Kinds,
    streak: row.streakThrough
      ? {
          through: row.streakThrough,
          streaks: { latest: row.streakEndDate, currentStreak: row.streakLength, longestStreak: row.longestStreak },
        }
      : null,
  };
}

/**
 * The stored streaks, when they still stand for a change at `today` that added or removed no
 * day with a meal: no such day lies between the today they were worked out for and this one.
 * Otherwise (or before they were ever worked out here) undefined, and the days are read.
 */
function standingStreaks(db: Db, stored: ProgressState["streak"], today: string): StoredStreaks | undefined {
  if (!stored) return undefined;
  const [from, to] = stored.through < today ? [stored.through, today] : [today, stored.through];
  if (from !== to && mealStatements(db).dayWithMealBetween.get({ after: from, through: to })) return undefined;
  return stored.streaks;
}

/** The figures the progress rules read after a change, in its transaction. */
function snapshot(db: Db, change: DayChange, written: readonly string[], today: string): ProgressSnapshot {
  const q = mealStatements(db);
  // Goal bonuses are for the days of a change that wrote a meal; a deletion earns nothing.
  const goalDays = written.length > 0 ? change.after : [];
  const state = progressState(
    db,
    goalDays.map((d) => d.localDate),
    written,
  );
  const earned = state.earned;
  const held = new Set(earned);
  const holdsAll = (ids: readonly string[]) => ids.every((id) => held.has(id));
  const count = (where: SQL) =>
    db.select({ n: sql<number>`count(*)` }).from(meals).where(and(counted, where)).get()?.n ?? 0;
  // A badge about one kind of meal can only be earned now if a meal this change wrote is of
  // that kind, since every earlier meal was counted when it was written; and a figure only some
  // badges read is worked out only while one of them is still to earn, so a long history does
  // not pay for scanning every meal on each write for badges long held.
  const kinds = state.kinds;
  const untilHeld = (ids: readonly string[], figure: () => number) => (holdsAll(ids) ? 0 : figure());
  const whenItCanEarn = (ids: readonly string[], wrote: boolean, figure: () => number) =>
    holdsAll(ids) || !wrote ? 0 : figure();
  // Most changes add a meal to a day that has one already: the stored streaks stand, and a long
  // history is not read again. A change that adds or removes a day reads every day once.
  const storedStreaks = daysWithMealsChanged(change) ? undefined : standingStreaks(db, state.streak, today);
  const all = storedStreaks ? undefined : q.allDays.get();
  return {
    days: JSON.parse(all?.days ?? "[]") as string[],
    ...(storedStreaks ? { storedStreaks } : {}),
    dayTotals: goalDays,
    goalDaysAwarded: state.goalDaysAwarded,
    goalDaysMet: untilHeld(GOAL_DAY_BADGES, () => q.goalDaysMet.get()?.n ?? 0),
    earnedBadges: earned,
    history: {
      totalMeals: untilHeld(MEAL_COUNT_BADGES, () => Number((all ?? q.mealsCounted.get())?.meals ?? 0)),
      photoMeals: whenItCanEarn(["first_photo", "photo_10"], kinds.photo > 0, () => count(photo)),
      plantMeals: whenItCanEarn(["plant_5"], kinds.plant > 0, () => count(plant)),
      dairyMeals: whenItCanEarn(["dairy_5"], kinds.dairy > 0, () => count(dairy)),
      hasBreakfast25: whenItCanEarn(["breakfast_25"], kinds.bigBreakfast > 0, () => 1) > 0,
      maxMealProtein: whenItCanEarn(["big_meal_50"], kinds.any > 0, () => kinds.maxProtein),
    },
  };
}

/**
 * The progress a change earns, decided by the rules from the figures after it and stored in
 * the same transaction: goal bonuses, badges with their XP, and the cached streak with the
 * today it was worked out for. `change` holds the totals of the local days the change touched,
 * before and after; `written` the meals it wrote (none for a deletion, which earns nothing);
 * `today` the user's local date now;
 * `xpMoved` the XP the change itself added or took away (a meal's own XP). The cached XP total
 * and streak are written once, in one statement.
 */
export function applyProgress(
  db: Db,
  writer: Writer,
  change: DayChange,
  written: readonly string[],
  today: string,
  xpMoved: number,
): void {
  const decision = decideProgress(snapshot(db, change, written, today), writer.dailyGoal, today);
  const q = mealStatements(db);
  for (const badgeId of decision.badges) q.insertBadge.run({ badgeId });
  const xp = decision.xp.reduce((sum, entry) => sum + award(db, entry), xpMoved);
  q.setProgress.run({
    xp,
    streakEndDate: decision.streakEndDate,
    streakLength: decision.streaks.currentStreak,
    longestStreak: decision.streaks.longestStreak,
    streakThrough: today,
  });
}
