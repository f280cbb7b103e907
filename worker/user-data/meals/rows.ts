import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { dailyWrites, dayTotals, deletedMeals, foodItems, meals, progress, userBadges, xpEvents } from "../schema";

/** A meal's row in the user's object, and one of its foods. */
export type MealRow = typeof meals.$inferSelect;
export type FoodItemRow = typeof foodItems.$inferSelect;
export type DayTotalRow = typeof dayTotals.$inferSelect;
export type XpEventRow = typeof xpEvents.$inferSelect;
export type BadgeRow = typeof userBadges.$inferSelect;
export type DeletedMealRow = typeof deletedMeals.$inferSelect;
export type DailyWriteRow = typeof dailyWrites.$inferSelect;
export type ProgressRow = Omit<typeof progress.$inferSelect, "id" | "streakThrough">;

/** A meal with its foods in position order. */
export interface MealWithFoods {
  meal: MealRow;
  foods: FoodItemRow[];
}

/** What a write needs to know of the user, from D1's users row: their clock and their goal. */
export interface Writer {
  timezone: string;
  dailyGoal: number;
}

/** A food as the write path stores it; its id is `{mealId}_{position}`, its place in the list. */
export type FoodToStore = Omit<FoodItemRow, "id" | "mealId" | "position">;

/** A meal as the write path stores it, with the instant it was eaten (its day follows from the user's zone). */
export interface MealToStore {
  id: string;
  clientId: string | null;
  mealType: MealType;
  title: string | null;
  totalProtein: number;
  imageUrl: string | null;
  source: MealRow["source"];
  /** A guest photo still waiting for analysis: stored, but not counted and without XP (ADR 019). */
  awaitingAnalysis: boolean;
  at: number;
  calories: number | null;
  carbsG: number | null;
  fatG: number | null;
  foods: FoodToStore[];
}

/** The kind of a day's bound a batch of new meals counts against, and whether each new meal counts or the batch once. */
export interface WriteCount {
  kind: DailyWriteRow["kind"];
  each: boolean;
}

/** A write refused by the day's bound: the day it counted on and how many were used. */
export interface Refused {
  refused: { localDate: string; count: number };
}

/** A day whose stored total the write left at or past the daily goal. */
export interface GoalDay {
  localDate: string;
  total: number;
}

/**
 * `column` is one of `values`: the list goes as one JSON array parameter, since a statement of
 * the object's SQLite binds at most 100 values and an import writes hundreds of meals.
 */
export const inList = (column: SQLiteColumn, values: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
