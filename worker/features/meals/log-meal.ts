import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { decideProgress } from "../../../domain/gamification/progress";
import { isDailyGoalMet } from "../../../domain/gamification/xp";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { Meal, MealMacros } from "../../../domain/meals/meal";
import { historyDateProblem } from "../../../domain/meals/write-limits";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { batchParts, builderPart, type Preparable } from "../../db/prepared";
import { type FoodItemRow, foodItems, type MealRow, meals, pushSubscriptions, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { countDailyWrites, type DayCount, refusedWrite } from "../../lib/daily-writes";
import { newId, sha256Hex } from "../../lib/ids";
import { toMeal } from "../../lib/meals/serialize";
import { refreshDayTotals } from "./day-totals-sql";
import { restoreStatements, trashStatements } from "./meal-trash";
import {
  cachedStreakOf,
  dayOfMealOwnedBy,
  daysIn,
  decidesNothing,
  mealIdsIn,
  mealXpAfterInsert,
  mealXpDeletes,
  mealXpInserts,
  progressSnapshotQuery,
  progressWrites,
  snapshotPart,
  type Touched,
  toSnapshot,
  touchedDays,
} from "./progress-sql";
import { tableNutrients } from "./table-nutrients";

/**
 * The meal write path (ADR 021): every meal that is stored, changed or removed goes through
 * this module, so each one earns XP and moves goals, streaks and badges the same way. A write
 * is at most three D1 round trips: the session (middleware), one batch with the change, its
 * read-back and the progress figures after it, and one batch with what the rules in
 * domain/gamification/progress.ts decided from those figures.
 */

export interface NewFoodItem {
  name: string;
  originalName?: string | null;
  proteinContent: number;
  grams?: number | null;
  portionSize?: string | null;
  confidence?: number | null;
  source?: "table" | "model" | "manual";
  foodId?: string | null;
}

export interface NewMeal {
  mealType: MealType;
  title: string | null;
  totalProtein: number;
  imageUrl: string | null;
  source: "manual" | "describe" | "photo" | "planner" | "guest";
  foodItems: NewFoodItem[];
  /** A guest photo still waiting for analysis: stored, but not counted and without XP (ADR 019). */
  awaitingAnalysis?: boolean;
  /** The meal's own kcal, carbs and fat, typed with a quick add; each null when not given. */
  macros?: MealMacros;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Reads the optional `Idempotency-Key` header: a retry with the same key is the same meal. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError(400, "The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :", {
      code: "INVALID_INPUT",
    });
  }
  return header;
}

/** A meal and its foods, for the end of a write batch (the read-back). */
export function mealReadBack(db: Db, userId: string, mealId: string) {
  return [
    db
      .select()
      .from(meals)
      .where(and(eq(meals.id, mealId), eq(meals.userId, userId))),
    db.select().from(foodItems).where(eq(foodItems.mealId, mealId)).orderBy(foodItems.position),
  ] as const;
}

export async function readMeal(db: Db, userId: string, mealId: string): Promise<Meal | null> {
  const [rows, items] = await db.batch(mealReadBack(db, userId, mealId));
  const row = rows[0];
  return row ? toMeal(row, items) : null;
}

/**
 * A meal's inserts. The meal is stored only if the day's counter granted this batch its write
 * (`granted`, daily-writes.ts); each food and XP row is guarded by `changes() > 0`: it is
 * stored only if the statement just before it stored its row. An insert that found the meal
 * already there (a retry with the same key), or was refused, therefore adds no foods and no XP.
 */
function mealInserts(
  db: Db,
  user: UserFields,
  mealId: string,
  input: NewMeal,
  clientId: string | null,
  at: Date,
  granted: SQL,
) {
  // INSERT … SELECT … WHERE granted; the values follow meals' column order.
  const mealInsert = db
    .insert(meals)
    .select(
      sql`select ${mealId}, ${user.id}, ${input.mealType}, ${input.title}, ${input.totalProtein}, ${input.imageUrl},
        ${input.source}, ${clientId}, ${input.awaitingAnalysis ? 1 : 0}, ${localDate(at, user.timezone)},
        ${at.getTime()}, ${at.getTime()}, ${input.macros?.calories ?? null}, ${input.macros?.carbs ?? null},
        ${input.macros?.fat ?? null} where ${granted}`,
    )
    .onConflictDoNothing();
  // INSERT … SELECT … WHERE; the values follow food_items' column order. kcal, fat and carbs
  // come from the server's SR28 table by food id and grams (table-nutrients.ts).
  const itemInserts = input.foodItems.map((item, position) => {
    const n = tableNutrients(item.foodId, item.grams);
    return db
      .insert(foodItems)
      .select(
        sql`select ${`${mealId}_${position}`}, ${mealId}, ${position}, ${item.name}, ${item.originalName ?? null}, ${item.proteinContent},
          ${item.grams ?? null}, ${item.portionSize ?? null}, ${item.confidence ?? null}, ${item.source ?? "manual"}, ${item.foodId ?? null},
          ${n.kcal}, ${n.fatG}, ${n.carbsG}
          where changes() > 0`,
      )
      .onConflictDoNothing();
  });
  const xp = input.awaitingAnalysis ? [] : mealXpAfterInsert(db, user.id, mealId, input.source === "photo");
  return [mealInsert, ...itemInserts, ...xp] as const;
}

/**
 * Stores what the progress rules decide from a snapshot row: the write path's last round trip,
 * skipped when the decision changes nothing stored (the change's own batch already raised the
 * XP total by the meal's XP).
 */
async function applyProgress(
  db: Db,
  user: UserFields,
  snapshotRow: Parameters<typeof toSnapshot>[0] | undefined,
  now: Date | number = Date.now(),
) {
  if (!snapshotRow) return;
  const snapshot = toSnapshot(snapshotRow);
  const today = localDate(now, user.timezone);
  const decision = decideProgress(snapshot, user.dailyGoal, today);
  if (decidesNothing(decision, cachedStreakOf(snapshotRow))) return;
  const [first, ...rest] = progressWrites(db, user, snapshot, decision, today);
  await db.batch([first, ...rest]);
}

/**
 * Whether to send the goal alert: the day's total (from the snapshot the write
 * already read) reaches the daily goal, and the user has a browser subscribed to push (read in
 * the same batch). The meal routes then send it after the answer, so a write that does not
 * reach the goal, or of a user with no subscribed browser (most), costs no extra round trip.
 */
function alertGoalOn(
  snapshotRow: Parameters<typeof toSnapshot>[0] | undefined,
  subscribed: boolean,
  day: string,
  dailyGoal: number,
): boolean {
  if (!snapshotRow || !subscribed) return false;
  const total = toSnapshot(snapshotRow).dayTotals.find((d) => d.localDate === day)?.total ?? 0;
  return isDailyGoalMet(Math.round(total * 10) / 10, dailyGoal);
}

/**
 * A change's statements, the stored totals of the days it touched (ADR 030), then its
 * read-back and the progress snapshot, in one batch.
 */
async function changeAndSnapshot(
  db: Db,
  user: UserFields,
  mealId: string,
  touched: Touched,
  writes: readonly Preparable[],
) {
  const d1 = db.$client;
  const [row, items] = mealReadBack(db, user.id, mealId);
  // Whether a browser of the user takes push notifications: the goal alert's one question.
  const subscribed = db
    .select({ one: sql<number>`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .limit(1);
  const [dropDays, refillDays] = refreshDayTotals(db, user.id, touchedDays(user.id, touched));
  const results = await batchParts(d1, [
    ...[...writes, dropDays, refillDays].map((w) => builderPart(d1, w)),
    builderPart(d1, row),
    builderPart(d1, items),
    snapshotPart(db, user.id, touched, [mealId]),
    builderPart(d1, subscribed),
  ]);
  // Results are picked by position: the writes, the day totals, then the four reads.
  const n = results.length;
  return {
    writeResults: results.slice(0, writes.length) as { meta: { changes: number } }[],
    row: (results[n - 4] as MealRow[])[0],
    items: results[n - 3] as FoodItemRow[],
    snapshot: (results[n - 2] as Parameters<typeof toSnapshot>[0][])[0],
    subscribed: (results[n - 1] as unknown[]).length > 0,
  };
}

/** The id of a meal logged with an idempotency key: the same (user, key) is the same meal. */
export const keyedMealId = async (userId: string, clientId: string) =>
  `m_${(await sha256Hex(`${userId}:${clientId}`)).slice(0, 32)}`;

/**
 * Logs a meal: the day's count, the meal, its foods and its XP in one batch (all or nothing)
 * with its read-back and the progress figures, then the awards. With an idempotency key the
 * meal id is derived from (user, key), so a retry, even racing the original, stores nothing
 * twice, is not counted again and answers the first meal with created: false. Past the day's
 * bound (MEALS_PER_DAY) nothing is stored and the answer is a 429 until local midnight.
 */
export async function logMeal(
  db: Db,
  user: UserFields,
  input: NewMeal,
  clientId: string | null,
  now = new Date(),
): Promise<{ meal: Meal; created: boolean; alertGoal: boolean }> {
  const mealId = clientId ? await keyedMealId(user.id, clientId) : newId();
  const day = localDate(now, user.timezone);
  const count = countDailyWrites(db, user, "meals", [mealId], { now: now.getTime() });
  const { writeResults, row, items, snapshot, subscribed } = await changeAndSnapshot(
    db,
    user,
    mealId,
    { days: [day] },
    [count.take, ...mealInserts(db, user, mealId, input, clientId, now, count.granted)],
  );
  if (!row) throw await refusedWrite(db, user, count, now.getTime());
  const created = (writeResults[1]?.meta.changes ?? 0) > 0;
  if (created) await applyProgress(db, user, snapshot, now);
  return { meal: toMeal(row, items), created, alertGoal: alertGoalOn(snapshot, subscribed, day, user.dailyGoal) };
}

/** A guest's meal brought into the account at sign-up, under an id derived from its guest id. */
export interface MigratedMeal extends NewMeal {
  guestId: string;
  createdAt: Date;
}

/** One of many meals written in one batch (an import, a guest migration): its id, key and time. */
export interface BatchedMeal {
  mealId: string;
  /** The client's idempotency key, stored with the meal; null for a meal sent without one. */
  clientId: string | null;
  at: Date;
  meal: NewMeal;
}

const changesOf = (result: unknown) => (result as { meta?: { changes?: number } }).meta?.changes ?? 0;

/**
 * Many meals in one batch (all or nothing) with their foods and XP, counted against the day's
 * bound of `kind`, then the awards for every day they touched: they count like any other meal
 * (ADR 021). Keyed ids make a retry store nothing twice and count nothing twice; past the bound
 * nothing is stored and the answer is a 429 until local midnight. Returns how many were new.
 */
async function logBatchedMeals(
  db: Db,
  user: UserFields,
  batched: readonly BatchedMeal[],
  count: DayCount,
  now: number,
): Promise<number> {
  const days = new Set<string>();
  const ids = batched.map((b) => b.mealId);
  const inserts: number[] = [];
  const writes: Preparable[] = [count.take];
  for (const { mealId, clientId, at, meal } of batched) {
    inserts.push(writes.length);
    writes.push(...mealInserts(db, user, mealId, meal, clientId, at, count.granted));
    days.add(localDate(at, user.timezone));
  }
  const touched = daysIn([...days]);
  const [fresh, ...results] = await db.batch([
    count.fresh,
    ...(writes as [typeof count.take]),
    ...refreshDayTotals(db, user.id, touched),
    progressSnapshotQuery(db, user.id, touched, mealIdsIn(ids)),
  ]);
  if (Number(fresh[0]?.n ?? 0) > 0 && changesOf(results[0]) === 0) throw await refusedWrite(db, user, count, now);
  const created = inserts.filter((i) => changesOf(results[i]) > 0).length;
  if (created > 0) await applyProgress(db, user, (results.at(-1) as Parameters<typeof toSnapshot>[0][])[0], now);
  return created;
}

/**
 * Guest migration's meals, ids derived from (user, guest meal id): a migration that brings
 * any new meal counts once against GUEST_MIGRATIONS_PER_DAY; a retry of one stored counts
 * nothing.
 */
export async function logMigratedMeals(
  db: Db,
  user: UserFields,
  migrated: readonly MigratedMeal[],
  now = Date.now(),
): Promise<void> {
  if (migrated.length === 0) return;
  const batched: BatchedMeal[] = [];
  for (const meal of migrated) {
    const mealId = `gm_${(await sha256Hex(`${user.id}:${meal.guestId}`)).slice(0, 32)}`;
    batched.push({ mealId, clientId: meal.guestId, at: meal.createdAt, meal });
  }
  const count = countDailyWrites(
    db,
    user,
    "migration",
    batched.map((b) => b.mealId),
    { each: false, now },
  );
  await logBatchedMeals(db, user, batched, count, now);
}

/**
 * Imported meals, ids derived from (user, key) like any keyed meal: each new one counts
 * against IMPORTED_MEALS_PER_DAY, and a request that does not fit in what is left of the day
 * stores nothing. Returns how many were new.
 */
export async function logImportedMeals(
  db: Db,
  user: UserFields,
  imported: readonly (Omit<BatchedMeal, "mealId" | "clientId"> & { clientId: string })[],
  now = Date.now(),
): Promise<number> {
  if (imported.length === 0) return 0;
  const batched: BatchedMeal[] = [];
  for (const meal of imported) batched.push({ ...meal, mealId: await keyedMealId(user.id, meal.clientId) });
  const count = countDailyWrites(
    db,
    user,
    "import",
    batched.map((b) => b.mealId),
    { now },
  );
  return logBatchedMeals(db, user, batched, count, now);
}

/**
 * Copies of meals logged at the times given (a meal or a whole day copied to another day), in
 * one batch (all or nothing) with their foods and XP, each new one counted against the day's
 * bound of meals like any logged meal. With an idempotency key the n-th copy's id is derived from
 * `{key}:{n}`, so a retry stores nothing twice and answers the same meals. Returns the meals as
 * stored, in the order given, and whether any was new.
 */
export async function logCopiedMeals(
  db: Db,
  user: UserFields,
  copies: readonly { meal: NewMeal; at: Date }[],
  clientId: string | null,
  now = Date.now(),
): Promise<{ meals: Meal[]; created: boolean }> {
  const batched: BatchedMeal[] = [];
  for (const [n, { meal, at }] of copies.entries()) {
    const key = clientId ? `${clientId}:${n}` : null;
    const mealId = key ? await keyedMealId(user.id, key) : newId();
    batched.push({ mealId, clientId: key, at, meal });
  }
  const ids = batched.map((b) => b.mealId);
  const count = countDailyWrites(db, user, "meals", ids, { now });
  const created = await logBatchedMeals(db, user, batched, count, now);
  const [rows, items] = await db.batch([
    db
      .select()
      .from(meals)
      .where(and(inArray(meals.id, ids), eq(meals.userId, user.id))),
    db.select().from(foodItems).where(inArray(foodItems.mealId, ids)).orderBy(foodItems.position),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stored = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMeal(row, items)] : [];
  });
  return { meals: stored, created: created > 0 };
}

/** The read-back and snapshot of a change to one existing meal, and its awards. */
async function changeMeal(db: Db, user: UserFields, mealId: string, writes: readonly Preparable[], touched: Touched) {
  const { row, items, snapshot } = await changeAndSnapshot(db, user, mealId, touched, writes);
  if (!row) throw new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });
  await applyProgress(db, user, snapshot);
  return toMeal(row, items);
}

const touchedAt = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

/**
 * PATCH /api/meals/{id}/protein: new total, name and (optionally) type and time, then progress.
 * A meal moved to another time takes that time's day in the user's time zone; it cannot move
 * after the user's today or more than 20 years back (400, nothing changed). A move reads the
 * meal's day first, so the day it leaves and the day it joins are both recomputed.
 */
export async function editMeal(
  db: Db,
  user: UserFields,
  mealId: string,
  edit: { totalProtein: number; title: string; mealType?: MealType; eatenAt?: string },
  now = Date.now(),
): Promise<Meal> {
  const moved = edit.eatenAt === undefined ? null : new Date(edit.eatenAt);
  let touched: Touched = { dayOfMeal: mealId };
  let day: string | null = null;
  if (moved) {
    day = localDate(moved.getTime(), user.timezone);
    const problem = historyDateProblem(day, localDate(now, user.timezone));
    if (problem) throw new ApiError(400, `This meal cannot move there: ${problem}.`, { code: "BAD_DATE" });
    const [row] = await db
      .select({ localDate: meals.localDate })
      .from(meals)
      .where(and(eq(meals.id, mealId), eq(meals.userId, user.id)));
    if (!row) throw new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });
    touched = { days: [...new Set([row.localDate, day])] };
  }
  const update = db
    .update(meals)
    .set({
      totalProtein: edit.totalProtein,
      title: edit.title,
      // Left as it is when the plain payload (no mealType) is sent.
      ...(edit.mealType ? { mealType: edit.mealType } : {}),
      ...(moved && day ? { createdAt: moved, localDate: day } : {}),
      updatedAt: touchedAt,
    })
    .where(and(eq(meals.id, mealId), eq(meals.userId, user.id)));
  return changeMeal(db, user, mealId, [update], touched);
}

/**
 * PUT /api/meals/{id}/food-items' write: the recomputed foods and total, then progress.
 * The caller read the meal and its foods first (ownedMealWithItems).
 */
export function replaceFoods(
  db: Db,
  user: UserFields,
  meal: MealRow,
  itemUpdates: readonly Preparable[],
  total: number,
) {
  const update = db
    .update(meals)
    .set({ totalProtein: total, updatedAt: touchedAt })
    .where(and(eq(meals.id, meal.id), eq(meals.userId, user.id)));
  // No food changed: the stored total stays as it is (it may have been edited by hand).
  const writes = itemUpdates.length > 0 ? [...itemUpdates, update] : [];
  return changeMeal(db, user, meal.id, writes, { days: [meal.localDate] });
}

/**
 * DELETE /api/meals/{id}: the meal, its foods (cascade) and its XP go in one batch with the
 * progress snapshot after it; 404 (and nothing changed) for a meal that is not the user's.
 * Its day's stored total is recomputed without it just before it goes, while its day can
 * still be read from its row.
 */
export async function deleteMeal(db: Db, user: UserFields, mealId: string, now = Date.now()): Promise<void> {
  const mine = and(eq(meals.id, mealId), eq(meals.userId, user.id));
  const [dropDay, refillDay] = refreshDayTotals(db, user.id, dayOfMealOwnedBy(user.id, mealId), mealId);
  const [lowerXp, dropXp] = mealXpDeletes(db, user.id, mealId);
  const [purge, replace, copy] = trashStatements(db, user.id, mealId, now);
  const [found, , , , , , , , , snapshot] = await db.batch([
    db.select({ id: meals.id }).from(meals).where(mine),
    // Kept for Undo before anything of it goes (restoreMeal).
    purge,
    replace,
    copy,
    lowerXp,
    dropXp,
    dropDay,
    refillDay,
    db.delete(meals).where(mine),
    // A deletion writes no meal, so it earns no badge.
    progressSnapshotQuery(db, user.id, daysIn([]), mealIdsIn([])),
  ]);
  if (found.length === 0) throw new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });
  await applyProgress(db, user, snapshot[0]);
}

/**
 * Undo of a deletion: puts one of the user's meals deleted within the undo window back exactly
 * as it was (same id, day, time, foods and XP), with its day's total, streak and badges moved as
 * by any write. A meal deleted longer ago or another user's answers 404 and changes nothing; of
 * two restores sent at once only the first finds the copy, and both are told the meal is back.
 */
export async function restoreMeal(db: Db, user: UserFields, mealId: string, now = Date.now()): Promise<void> {
  const { found, writes } = restoreStatements(db, user.id, mealId, now);
  const touched = dayOfMealOwnedBy(user.id, mealId);
  const [dropDay, refillDay] = refreshDayTotals(db, user.id, touched);
  const isBack = async () =>
    (
      await db
        .select({ id: meals.id })
        .from(meals)
        .where(and(eq(meals.id, mealId), eq(meals.userId, user.id)))
    ).length > 0;
  const restoreBatch = () =>
    db.batch([found, ...writes, dropDay, refillDay, progressSnapshotQuery(db, user.id, touched, mealIdsIn([mealId]))]);
  let results: Awaited<ReturnType<typeof restoreBatch>>;
  try {
    results = await restoreBatch();
  } catch (error) {
    // The same meal logged again since (a retried write keeps its id): it is in the log already,
    // and the batch, one transaction, changed nothing.
    if (/UNIQUE constraint failed/.test(String(error)) && (await isBack())) return;
    throw error;
  }
  const [copy, , , , , , , , snapshot] = results;
  if (copy.length === 0) {
    // A retry of a restore whose answer was lost finds the meal back already: the same answer.
    if (await isBack()) return;
    throw new ApiError(404, "This meal can no longer be restored.", { code: "NOT_FOUND" });
  }
  await applyProgress(db, user, snapshot[0], now);
}

/** The (title, foods, total) an analysis gives a meal. */
export interface AnalysedMeal {
  title: string;
  totalProtein: number;
  foods: (NewFoodItem & { grams: number | null; portionSize: string | null; confidence: number | null })[];
}

/**
 * Completes a guest photo meal that waited for analysis, in place: same id, day and time,
 * now a photo meal with its foods and its XP (ADR 019). Every statement is guarded by
 * "still waiting" and the flag is cleared last, so of two analyses racing for the same meal
 * only the first changes anything and the second is told it was a replay (created: false).
 */
export async function completeAwaitingMeal(
  db: Db,
  user: UserFields,
  meal: MealRow,
  analysed: AnalysedMeal,
): Promise<{ meal: Meal; created: boolean; alertGoal: boolean }> {
  const stillWaiting = sql`exists (select 1 from ${meals} where ${meals.id} = ${meal.id} and ${meals.awaitingAnalysis} = 1)`;
  // INSERT … SELECT … WHERE still waiting; the values follow food_items' column order.
  const itemInserts = analysed.foods.map((f, position) => {
    const n = tableNutrients(f.foodId, f.grams);
    return db.insert(foodItems).select(
      sql`select ${`${meal.id}_${position}`}, ${meal.id}, ${position}, ${f.name}, null, ${f.proteinContent},
        ${f.grams}, ${f.portionSize}, ${f.confidence}, ${f.source ?? "model"}, ${f.foodId ?? null},
        ${n.kcal}, ${n.fatG}, ${n.carbsG} where ${stillWaiting}`,
    );
  });
  const writes = [
    db.delete(foodItems).where(and(eq(foodItems.mealId, meal.id), stillWaiting)),
    ...itemInserts,
    // The XP rows are keyed by meal: a replay inserts nothing, so XP is never awarded twice.
    ...mealXpInserts(db, user.id, meal.id, true),
    db
      .update(meals)
      .set({
        title: analysed.title,
        totalProtein: analysed.totalProtein,
        source: "photo",
        awaitingAnalysis: false,
        updatedAt: touchedAt,
      })
      .where(and(eq(meals.id, meal.id), eq(meals.userId, user.id), eq(meals.awaitingAnalysis, true))),
  ];
  const { writeResults, row, items, snapshot, subscribed } = await changeAndSnapshot(
    db,
    user,
    meal.id,
    { days: [meal.localDate] },
    writes,
  );
  if (!row) throw new Error("analysed guest meal could not be read back");
  const created = (writeResults.at(-1)?.meta.changes ?? 0) > 0;
  if (created) await applyProgress(db, user, snapshot);
  return {
    meal: toMeal(row, items),
    created,
    alertGoal: alertGoalOn(snapshot, subscribed, meal.localDate, user.dailyGoal),
  };
}
