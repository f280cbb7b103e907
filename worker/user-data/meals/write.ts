import { and, eq } from "drizzle-orm";
import { isDailyGoalMet } from "../../../domain/gamification/xp";
import { localDate } from "../../../domain/time/local-day";
import { isLive, markLive } from "../live-groups";
import { storedPhotoIds } from "../photos";
import { dayTotals, foodItems, meals } from "../schema";
import type { Db, Tx } from "../types";
import { takeWrites } from "./daily-writes";
import { refreshDayTotals } from "./day-totals";
import { applyProgress, award, awardMeal, takeMealXp } from "./progress";
import { withFoods } from "./reads";
import type { FoodToStore, GoalDay, MealRow, MealToStore, MealWithFoods, Refused, WriteCount, Writer } from "./rows";
import { inList } from "./rows";
import { dropTrashed, trashedMeal, trashMeal } from "./trash";

/**
 * The meal write path (ADR 021, ADR 068): every meal stored, changed or removed goes through
 * here, in one transaction of the user's object with its foods, its XP, the day's write count,
 * the stored day totals and the progress it earns. Requests to one object run one at a time, so
 * writes sent at once are transactions in some order: a bound, a key or an award holds as it
 * would for the same writes sent one after another.
 */

export const MEALS_GROUP = "meals";

/** A meal and its foods, in position order; null when the user has no such meal. */
export function mealWithFoods(tx: Db | Tx, mealId: string): MealWithFoods | null {
  return mealsWithFoods(tx, [mealId])[0] ?? null;
}

/** Meals with their foods, in the order of `ids`; an id the user has no meal of is left out. */
export function mealsWithFoods(tx: Db | Tx, ids: readonly string[]): MealWithFoods[] {
  if (ids.length === 0) return [];
  const found = new Map(
    withFoods(tx, tx.select().from(meals).where(inList(meals.id, ids)).all()).map((m) => [m.meal.id, m]),
  );
  return [...new Set(ids)].flatMap((id) => {
    const meal = found.get(id);
    return meal ? [meal] : [];
  });
}

/** The stored totals of these days. */
function totalsOf(tx: Tx, days: readonly string[]): GoalDay[] {
  return tx
    .select({ localDate: dayTotals.localDate, total: dayTotals.total })
    .from(dayTotals)
    .where(inList(dayTotals.localDate, days))
    .all();
}

/** Whether a day's total meets the goal, on the total to the tenth, as it is shown. */
const meets = (writer: Writer, total: number | undefined) =>
  isDailyGoalMet(Math.round((total ?? 0) * 10) / 10, writer.dailyGoal);

/**
 * The days a write took from below the daily goal to it: the goal alert's days. Writes to one
 * object run one after another, so of writes sent at once exactly one crosses the goal, and a
 * write that leaves a day at the goal it had already met alerts nobody again.
 */
function reachedGoal(writer: Writer, before: readonly GoalDay[], after: readonly GoalDay[]): string[] {
  const had = new Map(before.map((d) => [d.localDate, d.total]));
  return after.filter((d) => meets(writer, d.total) && !meets(writer, had.get(d.localDate))).map((d) => d.localDate);
}

function insertFoods(tx: Tx, mealId: string, foods: readonly FoodToStore[]): void {
  for (const [position, food] of foods.entries()) {
    tx.insert(foodItems)
      .values({ ...food, id: `${mealId}_${position}`, mealId, position })
      .onConflictDoNothing()
      .run();
  }
}

/** What a batch of new meals did: every meal as stored, which ids were new, and the days it took to the daily goal. */
export interface Logged {
  stored: MealWithFoods[];
  created: string[];
  reachedGoal: string[];
}

/** A write naming a photo that is not one of the user's stored photos: nothing was stored. */
export interface NotYourPhoto {
  notYourPhoto: true;
}

/** The photo ids of meal photo links (`/api/objects/{id}`), each once. */
const photoIdsOf = (batch: readonly MealToStore[]) => [
  ...new Set(batch.flatMap((m) => (m.imageUrl ? [m.imageUrl.split("/").pop() ?? ""] : []))),
];

/**
 * Stores new meals with their foods and XP, counted against the day's bound of `count.kind`,
 * then the day totals and the progress of every day they touched. A meal may show only the
 * user's own stored photos (their rows are here too): one that names another refuses the whole
 * write. A meal whose id (or client key) is stored already is not stored or counted again: a
 * retry, even one racing the original, is the same meal. Past the bound nothing is stored and
 * the answer says so.
 */
export function logMeals(
  db: Db,
  writer: Writer,
  batch: readonly MealToStore[],
  count: WriteCount,
  now: number,
): Logged | Refused | NotYourPhoto {
  return db.transaction((tx) => {
    const photos = photoIdsOf(batch);
    if (photos.length > 0 && storedPhotoIds(tx, photos).length !== photos.length) {
      return { notYourPhoto: true };
    }
    const ids = batch.map((m) => m.id);
    const held = new Set(
      tx
        .select({ id: meals.id })
        .from(meals)
        .where(inList(meals.id, ids))
        .all()
        .map((r) => r.id),
    );
    const fresh = new Set(ids.filter((id) => !held.has(id)));
    const amount = count.each ? fresh.size : Math.min(fresh.size, 1);
    const refused = takeWrites(tx, count, localDate(now, writer.timezone), amount);
    if (refused) return refused;
    markLive(tx, MEALS_GROUP);
    const created: string[] = [];
    const days = new Set<string>();
    for (const meal of batch) {
      const day = localDate(meal.at, writer.timezone);
      days.add(day);
      if (!fresh.has(meal.id)) continue;
      const { foods, at, ...row } = meal;
      const inserted = tx
        .insert(meals)
        .values({ ...row, localDate: day, createdAt: new Date(at), updatedAt: new Date(at) })
        .onConflictDoNothing()
        .returning({ id: meals.id })
        .all();
      if (inserted.length === 0) continue;
      created.push(meal.id);
      insertFoods(tx, meal.id, foods);
      if (!meal.awaitingAnalysis) awardMeal(tx, meal.id, meal.source === "photo");
    }
    const touched = [...days];
    const before = totalsOf(tx, touched);
    refreshDayTotals(tx, touched);
    if (created.length > 0) applyProgress(tx, writer, touched, ids, now);
    return {
      stored: mealsWithFoods(tx, ids),
      created,
      reachedGoal: reachedGoal(writer, before, totalsOf(tx, touched)),
    };
  });
}

/** A change to one meal: the meal as it is after it, or null when the user has no such meal. */
function changeMeal(
  db: Db,
  writer: Writer,
  mealId: string,
  now: number,
  change: (tx: Tx, meal: MealRow) => string[],
): MealWithFoods | null {
  return db.transaction((tx) => {
    const meal = tx.select().from(meals).where(eq(meals.id, mealId)).get();
    if (!meal) return null;
    markLive(tx, MEALS_GROUP);
    const touched = change(tx, meal);
    refreshDayTotals(tx, touched);
    applyProgress(tx, writer, touched, [mealId], now);
    return mealWithFoods(tx, mealId);
  });
}

/** A meal's new total, name and (when given) type and time, its day taken from the time in the user's zone. */
export interface MealEdit {
  totalProtein: number;
  title: string;
  mealType?: MealRow["mealType"];
  eatenAt?: number;
}

/** PATCH /api/meals/{id}/protein: the day a meal leaves and the day it joins are both recomputed. */
export function editMeal(db: Db, writer: Writer, mealId: string, edit: MealEdit, now: number) {
  return changeMeal(db, writer, mealId, now, (tx, meal) => {
    const day = edit.eatenAt === undefined ? meal.localDate : localDate(edit.eatenAt, writer.timezone);
    tx.update(meals)
      .set({
        totalProtein: edit.totalProtein,
        title: edit.title,
        ...(edit.mealType ? { mealType: edit.mealType } : {}),
        ...(edit.eatenAt === undefined ? {} : { createdAt: new Date(edit.eatenAt), localDate: day }),
        updatedAt: new Date(now),
      })
      .where(eq(meals.id, mealId))
      .run();
    return [...new Set([meal.localDate, day])];
  });
}

/** One food's new values in an edit of a meal's foods. */
export type FoodUpdate = { id: string } & Partial<FoodToStore>;

/** PUT /api/meals/{id}/food-items: the foods changed and the meal's new total; no change, no new total. */
export function replaceFoods(
  db: Db,
  writer: Writer,
  mealId: string,
  updates: readonly FoodUpdate[],
  total: number,
  now: number,
) {
  return changeMeal(db, writer, mealId, now, (tx, meal) => {
    if (updates.length > 0) {
      for (const { id, ...values } of updates) {
        tx.update(foodItems)
          .set(values)
          .where(and(eq(foodItems.id, id), eq(foodItems.mealId, mealId)))
          .run();
      }
      tx.update(meals)
        .set({ totalProtein: total, updatedAt: new Date(now) })
        .where(eq(meals.id, mealId))
        .run();
    }
    return [meal.localDate];
  });
}

/**
 * DELETE /api/meals/{id}: the meal, its foods and its own XP go, kept for Undo first, and its
 * day's total is recomputed without it. False, and nothing changed, for a meal the user has not.
 * A deletion writes no meal and touches no goal day, so it earns nothing; the streak may shorten.
 */
export function deleteMeal(db: Db, writer: Writer, mealId: string, now: number): boolean {
  return db.transaction((tx) => {
    const meal = tx.select().from(meals).where(eq(meals.id, mealId)).get();
    if (!meal) return false;
    markLive(tx, MEALS_GROUP);
    trashMeal(tx, meal, now);
    takeMealXp(tx, mealId);
    tx.delete(foodItems).where(eq(foodItems.mealId, mealId)).run();
    tx.delete(meals).where(eq(meals.id, mealId)).run();
    refreshDayTotals(tx, [meal.localDate]);
    applyProgress(tx, writer, [], [], now);
    return true;
  });
}

/**
 * Undo of a deletion within the window: the meal back exactly as it was (same id, day, time,
 * foods and XP), with its day's total, streak and badges moved as by any write. "back" when the
 * meal is in the log already (a second restore, or the same meal logged again since), "gone"
 * when there is no copy within the window.
 */
export function restoreMeal(db: Db, writer: Writer, mealId: string, now: number): "restored" | "back" | "gone" {
  return db.transaction((tx) => {
    if (tx.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).get()) return "back";
    const copy = trashedMeal(tx, mealId, now);
    if (!copy) return "gone";
    markLive(tx, MEALS_GROUP);
    tx.insert(meals).values(copy.meal).run();
    for (const food of copy.foods) tx.insert(foodItems).values(food).onConflictDoNothing().run();
    for (const entry of copy.xp) award(tx, entry, entry.createdAt);
    dropTrashed(tx, mealId);
    refreshDayTotals(tx, [copy.meal.localDate]);
    applyProgress(tx, writer, [copy.meal.localDate], [mealId], now);
    return "restored";
  });
}

/** The (title, total, foods) an analysis gives a meal. */
export interface Analysed {
  title: string;
  totalProtein: number;
  foods: FoodToStore[];
}

/**
 * Completes a guest photo meal that waited for analysis, in place: same id, day and time, now
 * a photo meal with its foods and its XP (ADR 019). Of two analyses racing for the same meal
 * only the first changes anything; the second is told it was a replay (created: false).
 */
export function completeAwaitingMeal(
  db: Db,
  writer: Writer,
  mealId: string,
  analysed: Analysed,
  now: number,
): { meal: MealWithFoods; created: boolean; reachedGoal: string[] } | null {
  return db.transaction((tx) => {
    const meal = tx.select().from(meals).where(eq(meals.id, mealId)).get();
    if (!meal) return null;
    if (!meal.awaitingAnalysis) {
      const stored = mealWithFoods(tx, mealId);
      return stored && { meal: stored, created: false, reachedGoal: [] };
    }
    const before = totalsOf(tx, [meal.localDate]);
    markLive(tx, MEALS_GROUP);
    tx.delete(foodItems).where(eq(foodItems.mealId, mealId)).run();
    insertFoods(tx, mealId, analysed.foods);
    awardMeal(tx, mealId, true);
    tx.update(meals)
      .set({
        title: analysed.title,
        totalProtein: analysed.totalProtein,
        source: "photo",
        awaitingAnalysis: false,
        updatedAt: new Date(now),
      })
      .where(eq(meals.id, mealId))
      .run();
    refreshDayTotals(tx, [meal.localDate]);
    applyProgress(tx, writer, [meal.localDate], [mealId], now);
    const stored = mealWithFoods(tx, mealId);
    return (
      stored && {
        meal: stored,
        created: true,
        reachedGoal: reachedGoal(writer, before, totalsOf(tx, [meal.localDate])),
      }
    );
  });
}

/** Whether the meals group took a write here (a move's copy then leaves it as it is). */
export const mealsLive = (tx: Db | Tx) => isLive(tx, MEALS_GROUP);
