import { and, eq, sql } from "drizzle-orm";
import { isDailyGoalMet } from "../../../domain/gamification/xp";
import { roundToTenth } from "../../../domain/nutrition/round";
import { localDate } from "../../../domain/time/local-day";
import { isLive } from "../live-groups";
import { storedPhotoIds } from "../photos";
import { foodItems, meals } from "../schema";
import { inTransaction } from "../transaction";
import type { Db } from "../types";
import { PastTheBound, takeWrites } from "./daily-writes";
import { refreshDayTotals } from "./day-totals";
import { applyProgress, award, awardMeal, takeMealXp } from "./progress";
import type {
  FoodItemRow,
  FoodToStore,
  GoalDay,
  MealRow,
  MealToStore,
  MealWithFoods,
  Refused,
  WriteCount,
  Writer,
} from "./rows";
import { MEALS_GROUP, mealStatements } from "./statements";
import { dropTrashed, trashedMeal, trashMeal } from "./trash";

/**
 * The meal write path (ADR 021, ADR 068): every meal stored, changed or removed goes through
 * here, in one transaction of the user's object with its foods, its XP, the day's write count,
 * the stored day totals and the progress it earns. Requests to one object run one at a time, so
 * writes sent at once are transactions in some order: a bound, a key or an award holds as it
 * would for the same writes sent one after another. Inside the transaction every statement of
 * the object's one storage is part of the transaction, so the helpers take the database itself
 * and run the statements built once for it (statements.ts).
 */

export { MEALS_GROUP };

/** A meal and its foods, in position order; null when the user has no such meal. */
export function mealWithFoods(db: Db, mealId: string): MealWithFoods | null {
  return mealsWithFoods(db, [mealId])[0] ?? null;
}

/** Meals with their foods, in the order of `ids`; an id the user has no meal of is left out. */
export function mealsWithFoods(db: Db, ids: readonly string[]): MealWithFoods[] {
  if (ids.length === 0) return [];
  const q = mealStatements(db);
  const json = JSON.stringify(ids);
  const found = new Map(q.mealsByIds.all({ ids: json }).map((meal) => [meal.id, meal]));
  const foods = new Map<string, FoodItemRow[]>();
  for (const food of q.foodsOfMeals.all({ ids: json })) {
    const list = foods.get(food.mealId);
    if (list) list.push(food);
    else foods.set(food.mealId, [food]);
  }
  return [...new Set(ids)].flatMap((id) => {
    const meal = found.get(id);
    return meal ? [{ meal, foods: foods.get(id) ?? [] }] : [];
  });
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

/** A meal's foods, each under the id `{mealId}_{position}`; returns the rows it stored. */
function insertFoods(db: Db, mealId: string, foods: readonly FoodToStore[]): FoodItemRow[] {
  const { insertFood } = mealStatements(db);
  return foods.flatMap((food, position) => insertFood.all({ ...food, id: `${mealId}_${position}`, mealId, position }));
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
  return logBuilt<never>(db, writer, () => batch, count, now);
}

const isBatch = (built: unknown): built is readonly MealToStore[] => Array.isArray(built);

/**
 * logMeals with the batch built inside the same transaction, from what the object holds then
 * (copies of the user's own meals); a build that answers anything else, a refusal, stores
 * nothing and is the answer.
 */
export function logBuilt<R extends object>(
  db: Db,
  writer: Writer,
  build: () => readonly MealToStore[] | R,
  count: WriteCount,
  now: number,
): Logged | Refused | NotYourPhoto | R {
  const q = mealStatements(db);
  // The user's local date now: the day's count is taken on it, and a meal eaten now is on it.
  const today = localDate(now, writer.timezone);
  try {
    return inTransaction(db, () => {
      const batch = build();
      if (!isBatch(batch)) return batch;
      const photos = photoIdsOf(batch);
      if (photos.length > 0 && storedPhotoIds(db, photos).length !== photos.length) {
        return { notYourPhoto: true };
      }
      // Only a write marks the group live; a refusal below undoes the mark with the rest.
      q.markLive.run();
      const ids = batch.map((m) => m.id);
      const created: string[] = [];
      let xp = 0;
      // The new meals as their inserts returned them; the others (stored before) are read.
      const written = new Map<string, MealWithFoods>();
      const days = new Set<string>();
      for (const meal of batch) {
        const day = meal.at === now ? today : localDate(meal.at, writer.timezone);
        days.add(day);
        const { foods, at, ...row } = meal;
        const eaten = new Date(at);
        // A meal whose id or key is stored already inserts nothing: not stored or counted again.
        const [stored] = q.insertMeal.all({ ...row, localDate: day, createdAt: eaten, updatedAt: eaten });
        if (!stored) continue;
        created.push(meal.id);
        const storedFoods = insertFoods(db, meal.id, foods);
        if (storedFoods.length === foods.length) written.set(meal.id, { meal: stored, foods: storedFoods });
        if (!meal.awaitingAnalysis) xp += awardMeal(db, meal.id, meal.source === "photo");
      }
      const amount = count.each ? created.length : Math.min(created.length, 1);
      const refused = takeWrites(db, count, today, amount);
      if (refused) throw new PastTheBound(refused);
      const change = refreshDayTotals(db, [...days]);
      if (created.length > 0) applyProgress(db, writer, change, ids, today, xp);
      const read = new Map(
        mealsWithFoods(
          db,
          ids.filter((id) => !written.has(id)),
        ).map((m) => [m.meal.id, m]),
      );
      return {
        stored: [...new Set(ids)].flatMap((id) => {
          const meal = written.get(id) ?? read.get(id);
          return meal ? [meal] : [];
        }),
        created,
        reachedGoal: reachedGoal(writer, change.before, change.after),
      };
    });
  } catch (error) {
    if (error instanceof PastTheBound) return error.answer;
    throw error;
  }
}

/** A change to one meal: the meal as it is after it, or null when the user has no such meal. */
function changeMeal(
  db: Db,
  writer: Writer,
  mealId: string,
  now: number,
  change: (meal: MealRow) => string[],
): MealWithFoods | null {
  return inTransaction(db, () => {
    const meal = db.select().from(meals).where(eq(meals.id, mealId)).get();
    return meal ? changeStoredMeal(db, writer, meal, now, change) : null;
  });
}

/**
 * A change to a meal read in the transaction running: `change` writes it and names the days it
 * touched, whose totals and progress then move. Returns the meal as it is after it.
 */
export function changeStoredMeal(
  db: Db,
  writer: Writer,
  meal: MealRow,
  now: number,
  change: (meal: MealRow) => string[],
): MealWithFoods {
  mealStatements(db).markLive.run();
  const touched = change(meal);
  applyProgress(db, writer, refreshDayTotals(db, touched), [meal.id], localDate(now, writer.timezone), 0);
  const after = mealWithFoods(db, meal.id);
  if (!after) throw new Error("changed meal vanished");
  return after;
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
  return changeMeal(db, writer, mealId, now, (meal) => {
    const day = edit.eatenAt === undefined ? meal.localDate : localDate(edit.eatenAt, writer.timezone);
    db.update(meals)
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

/**
 * PUT /api/meals/{id}/food-items' write, as a change of changeStoredMeal: the foods changed, and
 * the meal's total the sum of its foods after them, to the tenth of a gram, summed in the same
 * transaction. No food changed: the stored total stays as it is (it may have been edited by hand).
 */
export const foodUpdates =
  (db: Db, updates: readonly FoodUpdate[], now: number) =>
  (meal: MealRow): string[] => {
    if (updates.length > 0) {
      for (const { id, ...values } of updates) {
        db.update(foodItems)
          .set(values)
          .where(and(eq(foodItems.id, id), eq(foodItems.mealId, meal.id)))
          .run();
      }
      const sum = db
        .select({ protein: sql<number>`coalesce(sum(${foodItems.proteinContent}), 0)` })
        .from(foodItems)
        .where(eq(foodItems.mealId, meal.id))
        .get();
      db.update(meals)
        .set({ totalProtein: roundToTenth(sum?.protein ?? 0), updatedAt: new Date(now) })
        .where(eq(meals.id, meal.id))
        .run();
    }
    return [meal.localDate];
  };

/**
 * DELETE /api/meals/{id}: the meal, its foods and its own XP go, kept for Undo first, and its
 * day's total is recomputed without it. False, and nothing changed, for a meal the user has not.
 * A deletion writes no meal and touches no goal day, so it earns nothing; the streak may shorten.
 */
export function deleteMeal(db: Db, writer: Writer, mealId: string, now: number): boolean {
  return inTransaction(db, () => {
    const meal = db.select().from(meals).where(eq(meals.id, mealId)).get();
    if (!meal) return false;
    mealStatements(db).markLive.run();
    trashMeal(db, meal, now);
    const xp = takeMealXp(db, mealId);
    db.delete(foodItems).where(eq(foodItems.mealId, mealId)).run();
    db.delete(meals).where(eq(meals.id, mealId)).run();
    applyProgress(db, writer, refreshDayTotals(db, [meal.localDate]), [], localDate(now, writer.timezone), xp);
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
  return inTransaction(db, () => {
    if (db.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).get()) return "back";
    const copy = trashedMeal(db, mealId, now);
    if (!copy) return "gone";
    mealStatements(db).markLive.run();
    db.insert(meals).values(copy.meal).run();
    for (const food of copy.foods) db.insert(foodItems).values(food).onConflictDoNothing().run();
    const xp = copy.xp.reduce((sum, entry) => sum + award(db, entry, entry.createdAt), 0);
    dropTrashed(db, mealId);
    applyProgress(
      db,
      writer,
      refreshDayTotals(db, [copy.meal.localDate]),
      [mealId],
      localDate(now, writer.timezone),
      xp,
    );
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
  return inTransaction(db, () => {
    const meal = db.select().from(meals).where(eq(meals.id, mealId)).get();
    if (!meal) return null;
    if (!meal.awaitingAnalysis) {
      const stored = mealWithFoods(db, mealId);
      return stored && { meal: stored, created: false, reachedGoal: [] };
    }
    mealStatements(db).markLive.run();
    db.delete(foodItems).where(eq(foodItems.mealId, mealId)).run();
    insertFoods(db, mealId, analysed.foods);
    const xp = awardMeal(db, mealId, true);
    db.update(meals)
      .set({
        title: analysed.title,
        totalProtein: analysed.totalProtein,
        source: "photo",
        awaitingAnalysis: false,
        updatedAt: new Date(now),
      })
      .where(eq(meals.id, mealId))
      .run();
    const change = refreshDayTotals(db, [meal.localDate]);
    applyProgress(db, writer, change, [mealId], localDate(now, writer.timezone), xp);
    const stored = mealWithFoods(db, mealId);
    return (
      stored && {
        meal: stored,
        created: true,
        reachedGoal: reachedGoal(writer, change.before, change.after),
      }
    );
  });
}

/** Whether the meals group took a write here (a move's copy then leaves it as it is). */
export const mealsLive = (db: Db) => isLive(db, MEALS_GROUP);
